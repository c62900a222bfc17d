import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ContactMessageInputSchema } from "#shared/contact/contact.schema";
import { fieldErrors } from "#shared/field-errors";
import { BotCheck } from "../../../components/bot-check/bot-check.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { api, apiClient, errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";

const SUCCESS = {
  page: {
    title: "Thank You!",
    text: "Your message has been successfully sent. We'll get back to you shortly!",
  },
  section: { title: "Message sent!", text: "Thank you! We'll get back to you shortly." },
};

/** The contact form: consent and the bot check first, then the server validates and stores it. */
export function ContactForm({ variant = "page" }: { variant?: "page" | "section" }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const success = SUCCESS[variant];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ContactMessageInputSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (form.get("consent") !== "on") {
      toast.error("Consent Required", "Please agree to the privacy policy before sending your message.");
      return;
    }
    if (!botCheck) {
      toast.error("Verification needed", "Please complete the check that you are not a robot.");
      return;
    }
    setBusy(true);
    try {
      await api(apiClient.api.contact.$post({ json: parsed.data, header: { "x-altcha": botCheck } }));
      toast.success(success.title, success.text);
      setSent(true);
    } catch (error) {
      toast.error("Error submitting message", errorMessage(error));
      setBotCheck(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <h2 className="mt-4 font-display text-2xl font-semibold">{success.title}</h2>
        <p className="mt-2 text-muted-foreground">{success.text}</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setSent(false);
            setBotCheck(null);
            setBotCheckKey((k) => k + 1);
            setFormKey((k) => k + 1);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      key={formKey}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-border bg-surface p-6"
      aria-label="Contact form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} />
        <TextField label="Instagram" name="instagram" placeholder="yourname" error={errors.instagram} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          error={errors.company}
        />
        <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" error={errors.phone} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`message-${variant}`} className="block text-sm font-medium">
          Message
        </label>
        <textarea
          id={`message-${variant}`}
          name="message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `message-${variant}-error` : undefined}
          className="w-full rounded-md border border-border bg-surface p-3 text-base aria-invalid:border-danger"
        />
        {errors.message ? (
          <p id={`message-${variant}-error`} className="text-sm text-danger">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`consent-${variant}`}
          name="consent"
          type="checkbox"
          className="mt-1 size-5 accent-accent"
        />
        <label htmlFor={`consent-${variant}`} className="text-sm">
          I agree that Vitrine stores and uses my details to answer my message, as described in the{" "}
          <Link to="/privacy-policy" className="text-accent underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <BotCheck onChange={setBotCheck} resetKey={botCheckKey} />
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
