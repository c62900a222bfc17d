import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { SortableList } from "#client/components/admin/sortable-list.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { type FeaturedTalent, shortId } from "#shared/admin/featured-talents.schema";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { TalentImage } from "../components/talent-image.tsx";
import { TalentStatusBadge } from "../components/talent-status-badge.tsx";
import { featuredTalentsQueryOptions, useSaveFeaturedOrder } from "./featured-talents-api.ts";

function FeaturedRow({ talent, position }: { talent: FeaturedTalent; position: number }) {
  const t = useT();
  return (
    <>
      <span className="w-6 shrink-0 text-right text-sm tabular-nums text-muted-foreground">{position}</span>
      {talent.image ? (
        <TalentImage image={talent.image} alt="" sizes="48px" className="size-12 shrink-0 rounded-md" />
      ) : (
        <span aria-hidden className="size-12 shrink-0 rounded-md bg-surface-muted" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{talent.name}</p>
        <p className="truncate text-sm text-muted-foreground">
          {subcategoryLabel(t, talent.subcategory)} ·{" "}
          <span className="font-mono text-xs">
            <span className="sr-only">ID ending in </span>
            {shortId(talent.id)}
          </span>
        </p>
      </div>
      {talent.status !== "approved" ? (
        <span className="inline-flex shrink-0" title="Only approved talents appear on the home page">
          <TalentStatusBadge status={talent.status} />
        </span>
      ) : null}
    </>
  );
}

/** The featured talents in the order of the home carousel; a drop saves the whole order at once. */
export function FeaturedTalentsPage() {
  const query = useQuery(featuredTalentsQueryOptions());
  const save = useSaveFeaturedOrder();
  // The order on screen while it is being saved; on failure the list falls back to the saved one.
  const [pending, setPending] = useState<string[] | null>(null);
  const saved = query.data ?? [];
  const byId = new Map(saved.map((t) => [t.id, t]));
  const shown = pending ? pending.map((id) => byId.get(id)).filter((t) => t !== undefined) : saved;

  function reorder(ids: string[]) {
    setPending(ids);
    save.mutate(ids, {
      onSuccess: () => toast.success("Order Saved!"),
      onError: (error) => toast.error(`Could not save the new order. Reason: ${errorMessage(error)}`),
      onSettled: () => setPending(null),
    });
  }

  return (
    <>
      <AdminPageHeader
        title="Featured Talents"
        lead="The order of the talents in the home page's carousel. Only approved talents appear there."
      />
      {query.isPending ? (
        <RowsSkeleton label="Loading featured talents" rows={4} className="h-16" />
      ) : query.isError ? (
        <LoadFailure title="Error fetching data" error={query.error} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-8">
          <Star className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">No talents are marked as featured.</p>
          <p className="text-sm text-muted-foreground">
            Mark a talent as featured in the Admin step of the talent editor.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin-panel/talents">Manage Talents</Link>
          </Button>
        </div>
      ) : (
        <SortableList
          label="Featured talents, in carousel order"
          items={shown}
          nameOf={(t) => t.name}
          onReorder={reorder}
          renderItem={(talent, position) => <FeaturedRow talent={talent} position={position} />}
        />
      )}
    </>
  );
}
