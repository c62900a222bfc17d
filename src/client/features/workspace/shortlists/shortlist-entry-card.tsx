import { ArrowDown, ArrowUp, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { profilePath } from "#shared/talents/slug";
import type { ShortlistDetail, ShortlistEntry } from "#shared/workspace/shortlists.schema";
import { EntryNote } from "./entry-note.tsx";
import { EntryPicks } from "./entry-picks.tsx";
import { useRemoveEntry } from "./shortlists-api.ts";
import { TalentPicture } from "./talent-picture.tsx";

/**
 * One talent of the list: picture, name and profile link, the clients' picks, the private note, and
 * the buttons that move it one place up or down (besides dragging its handle) or take it off.
 */
export function ShortlistEntryCard({
  list,
  entry,
  position,
  onMove,
}: {
  list: ShortlistDetail;
  entry: ShortlistEntry;
  position: number;
  onMove: (to: number) => void;
}) {
  const t = useT();
  const remove = useRemoveEntry();
  const talent = entry.talent;
  const name = talent?.name ?? t("shortlists.entry.hidden");
  const count = list.entries.length;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3 py-1 md:flex-row md:items-start">
      <div className="flex min-w-0 flex-1 gap-3">
        <TalentPicture image={talent?.image} alt="" sizes="64px" className="h-20 w-16 shrink-0 rounded-lg" />
        <div className="min-w-0 space-y-1">
          {talent ? (
            <Link
              to={profilePath(talent)}
              className="font-medium break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {talent.name}
            </Link>
          ) : (
            <p className="font-medium">{name}</p>
          )}
          <p className="text-sm text-muted-foreground">
            {talent
              ? [subcategoryLabel(t, talent.subcategory), talent.location].filter(Boolean).join(" · ")
              : t("shortlists.entry.hiddenText")}
          </p>
          <EntryPicks
            picks={list.picks.filter((pick) => pick.talentId === entry.talentId)}
            shares={list.shares}
          />
        </div>
      </div>
      <div className="min-w-0 md:w-72">
        <EntryNote shortlistId={list.id} entryId={entry.id} note={entry.note} talentName={name} />
      </div>
      <div className="flex shrink-0 gap-1 md:flex-col">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shortlists.entry.moveUp", { name })}
          disabled={position === 1}
          onClick={() => onMove(position - 1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shortlists.entry.moveDown", { name })}
          disabled={position === count}
          onClick={() => onMove(position + 1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shortlists.entry.remove", { name })}
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(
              { shortlistId: list.id, entryId: entry.id },
              {
                onSuccess: () => toast.success(t("shortlists.entry.removed", { name })),
                onError: (error) => toast.error(t("shortlists.entry.removeFailed"), errorMessage(error)),
              },
            )
          }
        >
          <X aria-hidden />
        </Button>
      </div>
    </div>
  );
}
