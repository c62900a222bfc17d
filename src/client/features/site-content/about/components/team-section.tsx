import { useQuery } from "@tanstack/react-query";
import { useT } from "#client/lib/i18n/use-t.ts";
import { monogram } from "#shared/site-content/site-content.schema";
import { siteContentQueryOptions } from "../../api/site-content.ts";
import { AboutBlock } from "./about-block.tsx";

/**
 * The team as the admins enter it in the panel; with nobody entered, the section is not there. No
 * photos are loaded (monograms instead), so the page makes no request for a face that could leave
 * our origin. Samples say so on their card.
 */
export function TeamSection() {
  const t = useT();
  const team = useQuery(siteContentQueryOptions()).data?.team ?? [];
  if (!team.length) return null;
  return (
    <AboutBlock id="team" title={t("siteContent.team.title")} lead={t("siteContent.team.lead")} muted>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {team.map((member) => (
          <li key={member.id} className="rounded-2xl border border-border bg-surface p-6">
            <div className="flex items-start justify-between gap-2">
              <span
                aria-hidden
                className="flex size-16 items-center justify-center rounded-full bg-accent font-display text-xl font-semibold text-accent-foreground"
              >
                {monogram(member.name)}
              </span>
              {member.isSample ? (
                <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {t("siteContent.team.sample")}
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 font-sans text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-medium text-accent">{member.role}</p>
            {member.bio ? <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </AboutBlock>
  );
}
