import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { MESSAGE_MAX_LENGTH } from "#shared/contact/contact.schema";
import { type InquiryReply, InquiryReplySchema } from "#shared/inquiries/inquiry.schema";

/** An answer in a thread: the text stays until it is stored, so nothing is lost on a failure. */
export function ReplyForm({
  label,
  onSend,
  busy,
}: {
  label: string;
  onSend: (message: string) => Promise<unknown>;
  busy: boolean;
}) {
  const t = useT();
  const form = useZodForm(InquiryReplySchema, { defaultValues: { message: "" } });

  async function send({ message }: InquiryReply) {
    try {
      await onSend(message);
      form.reset();
    } catch (error) {
      // Shown where the message is, which stays as it was typed.
      form.setError("message", { message: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-3">
      <TextAreaField label={label} rows={4} maxLength={MESSAGE_MAX_LENGTH} {...form.field("message")} />
      <SubmitButton busy={busy} busyLabel={t("inquiries.reply.sending")}>
        {t("inquiries.reply.send")}
      </SubmitButton>
    </form>
  );
}
