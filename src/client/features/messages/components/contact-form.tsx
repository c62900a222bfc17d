import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { z } from "zod";
import { BotCheck } from "#client/components/bot-check/bot-check.tsx";
import { useBotCheck } from "#client/components/bot-check/use-bot-check.ts";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { api, apiClient, errorMessage } from "#client/lib/api.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import { type ContactMessageInput, ContactMessageInputSchema } from "#shared/contact/contact.schema";
import type { MessageId } from "#shared/i18n/translator";

const SUCCESS: Record<"page" | "section", { title: MessageId; text: MessageId }> = {
  page: { title: "messages.contact.sent.page.title", text: "messages.contact.sent.page.text" },
  section: { title: "messages.contact.sent.section.title", text: "messages.contact.sent.section.text" },
};

/**
 * The server's rules plus the consent box, which only the browser asks for: a missing consent is
 * answered with a toast once the fields are right, so it is checked after them, not as a field rule.
 */
const ContactFormSchema = ContactMessageInputSchema.extend({ consent: z.boolean() });
type ContactFormValues = z.output<typeof ContactFormSchema>;

const EMPTY = { name: "", instagram: "", email: "", company: "", phone: "", message: "", consent: false };

/** The contact form: consent and the bot check first, then the server validates and stores it. */
export function ContactForm({ variant = "page" }: { variant?: "page" | "section" }) {
  const t = useT();
  const success = SUCCESS[variant];
  const botCheck = useBotCheck();
  const hydrated = useHydrated();
  const form = useZodForm(ContactFormSchema, { defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: ({ message, botCheckPayload }: { message: ContactMessageInput; botCheckPayload: string }) =>
      api(apiClient.api.contact.$post({ json: message, header: { "x-altcha": botCheckPayload } })),
    onSuccess: () => toast.success(t(success.title), t(success.text)),
    onError: (error) => {
      toast.error(t("messages.contact.failed"), errorMessage(error));
      botCheck.reset();
    },
  });

  function onValid({ consent, ...message }: ContactFormValues) {
    if (!consent) {
      form.setFocus("consent");
      toast.error(t("messages.contact.consentNeeded.title"), t("messages.contact.consentNeeded.text"));
      return;
    }
    if (!botCheck.payload) {
      toast.error(t("messages.contact.botCheck.title"), t("messages.contact.botCheck.text"));
      return;
    }
    send.mutate({ message, botCheckPayload: botCheck.payload });
  }

  if (send.isSuccess) {
    return (
      <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <h2 className="mt-4 font-display text-2xl font-semibold">{t(success.title)}</h2>
        <p className="mt-2 text-muted-foreground">{t(success.text)}</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            form.reset(EMPTY);
            botCheck.reset();
            send.reset();
          }}
        >
          {t("messages.contact.sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
      aria-label={t("messages.contact.form")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("messages.contact.name")} autoComplete="name" {...form.field("name")} />
        <TextField
          label={t("messages.contact.instagram")}
          placeholder={t("messages.contact.instagramPlaceholder")}
          {...form.field("instagram")}
        />
        <TextField
          label={t("messages.contact.email")}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <TextField
          label={t("messages.contact.company")}
          autoComplete="organization"
          {...form.field("company")}
        />
        <TextField
          label={t("messages.contact.phone")}
          type="tel"
          autoComplete="tel"
          {...form.field("phone")}
        />
      </div>
      <TextAreaField label={t("messages.contact.message")} rows={5} {...form.field("message")} />
      <CheckboxField
        label={
          <T
            id="messages.contact.consent"
            components={{
              0: <Link to="/privacy-policy" className="text-accent underline underline-offset-4" />,
            }}
          />
        }
        {...form.field("consent")}
      />
      <BotCheck {...botCheck.widget} />
      {/* Until the page's script runs, the browser would send the form itself: the fields in the URL. */}
      <SubmitButton busy={send.isPending} busyLabel={t("messages.contact.sending")} disabled={!hydrated}>
        {t("messages.contact.submit")}
      </SubmitButton>
    </form>
  );
}
