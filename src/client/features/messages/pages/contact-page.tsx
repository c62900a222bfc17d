import { AtSign, Copy, Mail } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { toast } from "#client/lib/toast.ts";
import { instagramHandle } from "#shared/site/instagram-handle";
import { ContactForm } from "../components/contact-form.tsx";

function EmailCard({ email }: { email: string | undefined }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-border bg-surface p-6">
      <Mail className="size-6 text-accent" aria-hidden />
      <h2 className="mt-3 font-sans text-lg font-semibold">{t("messages.contactPage.email")}</h2>
      {email ? <p className="mt-1 break-all">{email}</p> : <Skeleton className="mt-2 h-5 w-48 rounded" />}
      <Button
        variant="outline"
        className="mt-4"
        disabled={!email}
        onClick={async () => {
          if (!email) return;
          try {
            await navigator.clipboard.writeText(email);
            toast.success(t("messages.contactPage.copied"));
          } catch {
            toast.error(
              t("messages.contactPage.copyFailed.title"),
              t("messages.contactPage.copyFailed.text"),
            );
          }
        }}
      >
        <Copy aria-hidden /> {t("messages.contactPage.copy")}
      </Button>
    </div>
  );
}

function InstagramCard({ url }: { url: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-border bg-surface p-6">
      <AtSign className="size-6 text-accent" aria-hidden />
      <h2 className="mt-3 font-sans text-lg font-semibold">{t("messages.contact.instagram")}</h2>
      <a
        className="mt-1 inline-block break-all text-accent underline underline-offset-4"
        href={url}
        rel="noopener noreferrer"
        target="_blank"
      >
        {instagramHandle(url) ?? t("messages.contactPage.instagramLink")}
      </a>
    </div>
  );
}

export function ContactPage() {
  const site = useSiteInfo();
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 md:py-16">
      <h1 className="font-display text-4xl font-semibold md:text-5xl">{t("messages.contactPage.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t("messages.contactPage.lead")}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <EmailCard email={site?.contactEmail} />
          {/* The Instagram card, like the footer icon, appears only for an account that is configured. */}
          {site?.social.instagram ? <InstagramCard url={site.social.instagram} /> : null}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
