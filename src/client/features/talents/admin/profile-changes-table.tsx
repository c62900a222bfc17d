import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { Talent } from "#shared/talents/talent.schema";
import { TalentImage } from "../components/talent-image.tsx";
import { usePlaceText } from "../places/use-place-text.ts";
import { profileChanges } from "./profile-changes.ts";

/**
 * Beside a live profile's change under review: each field that differs from the version the public
 * sees, with both values (and both hero pictures), so the moderator judges the change itself.
 */
export function ProfileChangesTable({ live, submitted }: { live: Talent; submitted: Talent }) {
  const t = useT();
  const { number } = useFormat();
  const liveId = live.place?.id ?? null;
  const submittedId = submitted.place?.id ?? null;
  // The places are named only when the change is one of place.
  const place = usePlaceText(liveId === submittedId ? [] : [liveId, submittedId].filter((id) => id !== null));
  const changes = profileChanges(t, live, submitted, { number, place });
  return (
    <section
      aria-labelledby="changes-heading"
      className="mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id="changes-heading" className="font-display text-2xl font-semibold">
        {t("talents.admin.changes.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("talents.admin.changes.lead")}</p>
      {changes.length === 0 ? (
        <p className="mt-4 text-sm">{t("talents.admin.changes.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("talents.admin.changes.caption")}</caption>
            <thead className="text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("talents.admin.changes.field")}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("talents.admin.changes.liveVersion")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("talents.admin.changes.submitted")}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.label} className="border-t border-border align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {change.label}
                  </th>
                  <td className="py-2 pr-3 whitespace-pre-line break-words text-muted-foreground">
                    {change.images ? (
                      <TalentImage
                        image={change.images.live}
                        alt={t("talents.admin.changes.liveImage")}
                        sizes="6rem"
                        className="mb-1 aspect-[3/4] w-24 rounded-md"
                      />
                    ) : null}
                    {change.live}
                  </td>
                  <td className="py-2 whitespace-pre-line break-words">
                    {change.images ? (
                      <TalentImage
                        image={change.images.submitted}
                        alt={t("talents.admin.changes.submittedImage")}
                        sizes="6rem"
                        className="mb-1 aspect-[3/4] w-24 rounded-md"
                      />
                    ) : null}
                    {change.submitted}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
