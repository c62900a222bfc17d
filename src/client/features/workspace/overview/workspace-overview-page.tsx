import { useQuery } from "@tanstack/react-query";
import { BellRing, Heart, ListChecks, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import { workspaceOverviewQueryOptions } from "./workspace-overview-api.ts";

type Tile = { to: string; icon: LucideIcon; title: MessageId; count: number; note?: string };

/** The workspace of an account that hires talent: what it keeps, with links, and first steps when empty. */
export function WorkspaceOverviewPage() {
  const t = useT();
  const { number } = useFormat();
  const { user } = useAuth();
  const overview = useQuery(workspaceOverviewQueryOptions());
  const data = overview.data;
  const empty = data && data.favourites + data.shortlists + data.savedSearches === 0;
  const tiles: Tile[] = data
    ? [
        {
          to: "/dashboard/favourites",
          icon: Heart,
          title: "workspace.favourites.title",
          count: data.favourites,
        },
        {
          to: "/dashboard/shortlists",
          icon: ListChecks,
          title: "workspace.nav.shortlists",
          count: data.shortlists,
        },
        {
          to: "/dashboard/saved-searches",
          icon: BellRing,
          title: "workspace.nav.savedSearches",
          count: data.savedSearches,
          note: data.newInSavedSearches
            ? t("workspace.overview.newInSavedSearches", { count: data.newInSavedSearches })
            : undefined,
        },
      ]
    : [];

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 md:py-12">
      <div>
        {user?.companyName ? (
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{user.companyName}</p>
        ) : null}
        <h1 className="mt-1 font-display text-4xl font-semibold">{t("workspace.overview.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("workspace.overview.lead")}</p>
      </div>

      {overview.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label={t("workspace.overview.loading")}
        >
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : overview.isError && data === undefined ? (
        <LoadFailure
          title={t("workspace.overview.loadFailed")}
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {tiles.map(({ to, icon: Icon, title, count, note }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-xl border border-border bg-surface p-5 hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-6 text-accent" aria-hidden />
                <span className="mt-3 font-display text-3xl font-semibold">{number(count)}</span>
                <span className="font-medium group-hover:underline">{t(title)}</span>
                {note ? <span className="mt-1 text-sm text-accent">{note}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {empty ? (
        <section
          aria-labelledby="workspace-first-steps"
          className="rounded-xl border border-dashed border-border bg-surface p-6"
        >
          <h2 id="workspace-first-steps" className="font-display text-xl font-semibold">
            {t("workspace.overview.firstSteps.title")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground">
            <li>{t("workspace.overview.firstSteps.favourite")}</li>
            <li>{t("workspace.overview.firstSteps.shortlist")}</li>
            <li>{t("workspace.overview.firstSteps.search")}</li>
          </ol>
          <Button asChild className="mt-5">
            <Link to="/talents">{t("workspace.overview.firstSteps.action")}</Link>
          </Button>
        </section>
      ) : null}
    </div>
  );
}
