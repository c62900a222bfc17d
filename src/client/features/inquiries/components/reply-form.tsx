import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { fieldErrors } from "#shared/field-errors";
import { InquiryReplySchema } from "#shared/inquiries/inquiry.schema";
import { MessageField } from "./message-field.tsx";

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
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = InquiryReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).message);
      return;
    }
    setError(undefined);
    try {
      await onSend(parsed.data.message);
      setText("");
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <MessageField
        label={label}
        name="message"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
