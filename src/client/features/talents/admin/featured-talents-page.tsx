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
            <span className="sr-only">{`${t("talents.admin.featured.idEndingIn")} `}</span>
            {shortId(talent.id)}
          </span>
        </p>
      </div>
      {talent.status !== "approved" ? (
        <span className="inline-flex shrink-0" title={t("talents.admin.featured.notApproved")}>
          <TalentStatusBadge status={talent.status} />
        </span>
      ) : null}
    </>
  );
}

/** The featured talents in the order of the home carousel; a drop saves the whole order at once. */
export function FeaturedTalentsPage() {
  const t = useT();
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
      onSuccess: () => toast.success(t("talents.admin.featured.saved")),
      onError: (error) =>
        toast.error(t("talents.admin.featured.saveFailed", { reason: errorMessage(error) })),
      onSettled: () => setPending(null),
    });
  }

  return (
    <>
      <AdminPageHeader title={t("talents.admin.featured.title")} lead={t("talents.admin.featured.lead")} />
      {query.isPending ? (
        <RowsSkeleton label={t("talents.admin.featured.loading")} rows={4} className="h-16" />
      ) : query.isError ? (
        <LoadFailure
          title={t("talents.admin.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-8">
          <Star className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("talents.admin.featured.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("talents.admin.featured.emptyHint")}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin-panel/talents">{t("talents.admin.featured.manage")}</Link>
          </Button>
        </div>
      ) : (
        <SortableList
          label={t("talents.admin.featured.listLabel")}
          items={shown}
          nameOf={(t) => t.name}
          onReorder={reorder}
          renderItem={(talent, position) => <FeaturedRow talent={talent} position={position} />}
        />
      )}
    </>
  );
}
