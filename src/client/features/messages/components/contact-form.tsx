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
import { toast } from "#client/lib/toast.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import { type ContactMessageInput, ContactMessageInputSchema } from "#shared/contact/contact.schema";

const SUCCESS = {
  page: {
    title: "Thank You!",
    text: "Your message has been successfully sent. We'll get back to you shortly!",
  },
  section: { title: "Message sent!", text: "Thank you! We'll get back to you shortly." },
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
  const success = SUCCESS[variant];
  const botCheck = useBotCheck();
  const hydrated = useHydrated();
  const form = useZodForm(ContactFormSchema, { defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: ({ message, botCheckPayload }: { message: ContactMessageInput; botCheckPayload: string }) =>
      api(apiClient.api.contact.$post({ json: message, header: { "x-altcha": botCheckPayload } })),
    onSuccess: () => toast.success(success.title, success.text),
    onError: (error) => {
      toast.error("Error submitting message", errorMessage(error));
      botCheck.reset();
    },
  });

  function onValid({ consent, ...message }: ContactFormValues) {
    if (!consent) {
      form.setFocus("consent");
      toast.error("Consent Required", "Please agree to the privacy policy before sending your message.");
      return;
    }
    if (!botCheck.payload) {
      toast.error("Verification needed", "Please complete the check that you are not a robot.");
      return;
    }
    send.mutate({ message, botCheckPayload: botCheck.payload });
  }

  if (send.isSuccess) {
    return (
      <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <h2 className="mt-4 font-display text-2xl font-semibold">{success.title}</h2>
        <p className="mt-2 text-muted-foreground">{success.text}</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            form.reset(EMPTY);
            botCheck.reset();
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
      aria-label="Contact form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...form.field("name")} />
        <TextField label="Instagram" placeholder="yourname" {...form.field("instagram")} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField label="Company (optional)" autoComplete="organization" {...form.field("company")} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...form.field("phone")} />
      </div>
      <TextAreaField label="Message" rows={5} {...form.field("message")} />
      <CheckboxField
        label={
          <>
            I agree that Vitrine stores and uses my details to answer my message, as described in the{" "}
            <Link to="/privacy-policy" className="text-accent underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </>
        }
        {...form.field("consent")}
      />
      <BotCheck {...botCheck.widget} />
      {/* Until the page's script runs, the browser would send the form itself: the fields in the URL. */}
      <SubmitButton busy={send.isPending} busyLabel="Sending..." disabled={!hydrated}>
        Send Message
      </SubmitButton>
    </form>
  );
}
