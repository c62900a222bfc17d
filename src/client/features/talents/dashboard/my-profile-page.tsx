import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { InsightLinkCard } from "../insight/insight-link-card.tsx";
import { ProfileWizard } from "../wizard/profile-wizard.tsx";
import { myTalentQueryOptions } from "./my-talent-api.ts";
import { ProfileRemovedNotice } from "./profile-removed-notice.tsx";
import { ProfileStatusBanner } from "./profile-status-banner.tsx";
import { ProfileSummaryCard } from "./profile-summary-card.tsx";
import { ProfileTakenDownNotice } from "./profile-taken-down-notice.tsx";

/** The talent's own profile: the wizard, or its summary with `aside` (another domain's card) below. */
export function MyProfilePage({ aside }: { aside?: ReactNode } = {}) {
  const t = useT();
  const { user } = useAuth();
  const query = useQuery(myTalentQueryOptions());
  const [editing, setEditing] = useState(false);
  const talent = query.data?.talent ?? null;
  const liveVersion = query.data?.liveVersion ?? null;
  const removal = query.data?.removal ?? null;
  const takeDown = query.data?.takeDown ?? null;
  const account = useMemo(
    () => ({ email: user?.email ?? "", name: user?.name ?? "" }),
    [user?.email, user?.name],
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-12">
      <div>
        <h1 className="font-display text-4xl font-semibold">{t("talents.dashboard.page.title")}</h1>
        <p className="mt-2 text-muted-foreground">
          {editing || !talent
            ? t("talents.dashboard.page.leadEditing")
            : t("talents.dashboard.page.leadSummary")}
        </p>
      </div>
      {query.isPending ? (
        <div
          className="space-y-4"
          role="status"
          aria-busy="true"
          aria-label={t("talents.dashboard.page.loading")}
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError && query.data === undefined ? (
        <LoadFailure
          title={t("talents.dashboard.page.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : editing || !talent ? (
        <>
          {!talent && removal ? <ProfileRemovedNotice removal={removal} /> : null}
          {talent && takeDown ? <ProfileTakenDownNotice notice={takeDown} /> : null}
          <ProfileWizard
            talent={talent}
            liveVersion={liveVersion}
            account={account}
            onCreated={() => setEditing(true)}
            onFinished={() => setEditing(false)}
            onCancel={talent ? () => setEditing(false) : undefined}
          />
        </>
      ) : (
        <>
          {takeDown ? <ProfileTakenDownNotice notice={takeDown} /> : null}
          <ProfileStatusBanner
            status={talent.status}
            live={liveVersion !== null}
            rejectionReason={talent.rejectionReason}
          />
          <ProfileSummaryCard talent={talent} liveVersion={liveVersion} onEdit={() => setEditing(true)} />
          <InsightLinkCard />
          {aside}
        </>
      )}
    </div>
  );
}
