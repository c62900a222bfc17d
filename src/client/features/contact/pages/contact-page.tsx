import { AtSign, Copy, Mail } from "lucide-react";
import { CONTACT_EMAIL, CONTACT_INSTAGRAM } from "#shared/contact/contact.schema";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ContactForm } from "../components/contact-form.tsx";

export function ContactPage() {
  usePageTitle(
    "Contact Us",
    "Questions, partnerships or a free consultation: write to Vitrine. We reply within 24-48h.",
  );
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 md:py-16">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Questions about a profile, a plan, or working together? Write to us; we reply within 24-48h.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <div className="rounded-2xl border border-border bg-surface p-6">
            <Mail className="size-6 text-accent" aria-hidden />
            <h2 className="mt-3 font-sans text-lg font-semibold">Email</h2>
            <p className="mt-1 break-all">{CONTACT_EMAIL}</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(CONTACT_EMAIL);
                  toast.success("Email Copied!");
                } catch {
                  toast.error("Error", "Could not copy the address.");
                }
              }}
            >
              <Copy aria-hidden /> Copy email
            </Button>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6">
            <AtSign className="size-6 text-accent" aria-hidden />
            <h2 className="mt-3 font-sans text-lg font-semibold">Instagram</h2>
            <a
              className="mt-1 inline-block text-accent underline underline-offset-4"
              href={`https://instagram.com/${CONTACT_INSTAGRAM}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              @{CONTACT_INSTAGRAM}
            </a>
          </div>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
