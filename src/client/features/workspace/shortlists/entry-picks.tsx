import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { Pick, PickVerdict, ShareSummary } from "#shared/workspace/shortlists.schema";

const VERDICT_NAMES: Record<PickVerdict, MessageId> = {
  yes: "shortlists.picks.yes",
  maybe: "shortlists.picks.maybe",
  no: "shortlists.picks.no",
};
const VERDICT_STYLES: Record<PickVerdict, string> = {
  yes: "bg-success-surface text-success",
  maybe: "bg-surface-muted text-foreground",
  no: "bg-danger-surface text-danger",
};

/** What the clients answered about one talent, link by link (updated live). */
export function EntryPicks({ picks, shares }: { picks: Pick[]; shares: ShareSummary[] }) {
  const t = useT();
  if (picks.length === 0) return null;
  const nameOf = new Map(shares.map((share) => [share.id, share.name]));
  return (
    <ul className="space-y-1" aria-label={t("shortlists.picks.label")}>
      {picks.map((pick) => (
        <li key={pick.shareId} className="text-sm break-words">
          <span className="font-medium">{nameOf.get(pick.shareId) ?? t("shortlists.picks.someLink")}</span>{" "}
          <span className={cn("rounded px-1.5 py-0.5 text-xs font-semibold", VERDICT_STYLES[pick.verdict])}>
            {t(VERDICT_NAMES[pick.verdict])}
          </span>
          {pick.comment ? (
            <span className="text-muted-foreground">
              {" "}
              {t("shortlists.picks.comment", { comment: pick.comment })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
