import { Briefcase, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";

const TALENTS: MessageId[] = [
  "siteContent.support.talents.models",
  "siteContent.support.talents.photographers",
  "siteContent.support.talents.singers",
  "siteContent.support.talents.dancers",
  "siteContent.support.talents.creators",
];

/** The two audiences: talents, and the agencies and brands who book them. */
export function WhoWeSupport() {
  const t = useT();
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <article
        aria-labelledby="support-talents"
        className="rounded-2xl border border-border bg-surface p-6 md:p-8"
      >
        <Sparkles className="size-6 text-accent" aria-hidden />
        <h3 id="support-talents" className="mt-4 font-sans text-xl font-semibold">
          {t("siteContent.support.talents.title")}
        </h3>
        <p className="mt-2 text-muted-foreground">{t("siteContent.support.talents.text")}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {TALENTS.map((talent) => (
            <li key={talent} className="rounded-full border border-border px-3 py-1 text-sm">
              {t(talent)}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted-foreground">
          <T
            id="siteContent.support.talents.more"
            components={{ 0: <Link to="/talents" className="text-accent underline underline-offset-4" /> }}
          />
        </p>
      </article>
      <article
        aria-labelledby="support-agencies"
        className="rounded-2xl border border-border bg-surface p-6 md:p-8"
      >
        <Briefcase className="size-6 text-accent" aria-hidden />
        <h3 id="support-agencies" className="mt-4 font-sans text-xl font-semibold">
          {t("siteContent.support.agencies.title")}
        </h3>
        <p className="mt-2 text-muted-foreground">{t("siteContent.support.agencies.text")}</p>
        <p className="mt-5 text-muted-foreground">{t("siteContent.support.agencies.next")}</p>
      </article>
    </div>
  );
}
