import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, ChevronRight, Pencil, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { talentStatusLabel } from "#shared/catalogue/badges";
import type { Talent } from "#shared/talents/talent.schema";
import { TalentStatusBadge } from "../components/talent-status-badge.tsx";
import { TalentProfileView } from "../profile/talent-profile-view.tsx";
import { talentReviewQueryOptions } from "./admin-talents-api.ts";
import { ApproveDialog } from "./approve-dialog.tsx";
import { ProfileChangesTable } from "./profile-changes-table.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { ReviewFindingsPanel } from "./review-findings-panel.tsx";
import { useSingleKeyShortcuts } from "./use-single-key-shortcuts.ts";
import { useTalentModeration } from "./use-talent-moderation.ts";

const kbd = "rounded border border-border bg-surface-muted px-1.5 font-mono text-xs";

/**
 * A pending profile exactly as the public will see it, with Approve, Reject and Next beside it, so a
 * moderator works through the queue without going back to the list. For a live profile, what waits is
 * a change: its differences from the version the public sees come first. A decision moves on to the
 * next pending profile. Keys A, R and N do the same (they can be turned off); Approve, by button or
 * key, asks first and Enter confirms.
 */
export function TalentReviewPage() {
  const t = useT();
  const { number } = useFormat();
  const { talentId = "" } = useParams();
  const navigate = useNavigate();
  const review = useQuery(talentReviewQueryOptions(talentId));
  const moderation = useTalentModeration();
  const [rejecting, setRejecting] = useState(false);
  // The version on screen when Approve was asked for: the confirmation approves exactly that one.
  const [approving, setApproving] = useState<Talent | null>(null);
  const talent = review.data?.talent;
  const liveVersion = review.data?.liveVersion ?? null;
  const queue = review.data?.queue;
  const pending = talent?.status === "pending";
  usePageTitle(
    talent
      ? t("pages.adminTitle", { title: t("talents.admin.review.documentTitle", { name: talent.name }) })
      : undefined,
  );

  const goNext = () => {
    if (queue?.nextId) navigate(`/admin-panel/talents/review/${queue.nextId}`);
  };
  const afterDecision = (ok: boolean) => {
    if (ok && queue?.nextId) goNext();
  };
  const askToApprove = () => {
    if (talent && pending && !moderation.deciding) setApproving(talent);
  };
  const approve = async (subject: Talent) => {
    const ok = await moderation.approve(subject);
    setApproving(null);
    afterDecision(ok);
  };
  const shortcuts = useSingleKeyShortcuts({
    a: askToApprove,
    r: () => pending && setRejecting(true),
    n: goNext,
  });

  if (review.isPending) {
    return (
      <div className="space-y-4" aria-hidden>
        <Skeleton className="h-16 w-full rounded-xl" />
        <div className="grid gap-8 md:grid-cols-[5fr_6fr]">
          <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (review.isError || !talent || !queue) {
    return (
      <>
        <h1 className="mb-4 font-display text-3xl font-semibold">{t("talents.admin.review.heading")}</h1>
        <LoadFailure
          title={t("talents.admin.loadFailed")}
          error={review.error}
          onRetry={() => void review.refetch()}
        />
        <Button asChild variant="link" className="mt-4">
          <Link to="/admin-panel/talents?status=pending">{t("talents.admin.review.backToPending")}</Link>
        </Button>
      </>
    );
  }

  return (
    <>
      <section
        aria-label={t("talents.admin.review.heading")}
        data-toast-clearance
        className="-mx-4 border-b border-border bg-background/95 px-4 py-3 backdrop-blur md:sticky md:top-0 md:z-20 md:-mx-8 md:px-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="ghost" size="sm" className="-ml-3">
              <Link to="/admin-panel/talents?status=pending">
                <ArrowLeft aria-hidden /> {t("talents.admin.review.pendingList")}
              </Link>
            </Button>
            <TalentStatusBadge status={talent.status} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {pending && queue.position !== null
                ? t(liveVersion ? "talents.admin.review.liveChange" : "talents.admin.review.application", {
                    position: number(queue.position),
                    total: number(queue.total),
                  })
                : t("talents.admin.review.notPending", {
                    status: talentStatusLabel(t, talent.status).toLowerCase(),
                    count: number(queue.total),
                  })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {pending ? (
              <>
                <Button onClick={askToApprove} disabled={moderation.deciding} aria-keyshortcuts="A">
                  <Check aria-hidden /> {t("talents.admin.review.approve")}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setRejecting(true)}
                  disabled={moderation.deciding}
                  aria-keyshortcuts="R"
                >
                  <X aria-hidden /> {t("talents.admin.review.reject")}
                </Button>
              </>
            ) : null}
            <Button variant="outline" onClick={goNext} disabled={!queue.nextId} aria-keyshortcuts="N">
              {t("talents.admin.review.next")} <ChevronRight aria-hidden />
            </Button>
            <Button
              asChild
              variant="ghost"
              aria-label={t("talents.admin.review.editNamed", { name: talent.name })}
            >
              <Link to={`/admin-panel/talents/edit/${talent.id}`}>
                <Pencil aria-hidden /> {t("talents.admin.review.edit")}
              </Link>
            </Button>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <p>
            {shortcuts.enabled ? (
              <T
                id="talents.admin.review.keys"
                components={{
                  0: <kbd className={kbd} />,
                  1: <kbd className={kbd} />,
                  2: <kbd className={kbd} />,
                }}
              />
            ) : (
              t("talents.admin.review.shortcutsOff")
            )}
          </p>
          <label className="inline-flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              checked={shortcuts.enabled}
              onChange={(e) => shortcuts.setEnabled(e.target.checked)}
              className="size-4 accent-[var(--accent)]"
            />
            {t("talents.admin.review.shortcuts")}
          </label>
          {!queue.nextId ? <p>{t("talents.admin.review.noneWaiting")}</p> : null}
        </div>
      </section>

      <ReviewFindingsPanel talentId={talent.id} />
      {liveVersion ? <ProfileChangesTable live={liveVersion} submitted={talent} /> : null}
      <article className="pb-8">
        <TalentProfileView talent={talent} />
      </article>

      <ApproveDialog
        talentName={approving?.name ?? talent.name}
        live={liveVersion !== null}
        open={approving !== null}
        busy={moderation.deciding}
        onOpenChange={(open) => (open ? undefined : setApproving(null))}
        onApprove={() => {
          if (approving) void approve(approving);
        }}
      />
      <RejectDialog
        talentName={talent.name}
        live={liveVersion !== null}
        open={rejecting}
        busy={moderation.deciding}
        onOpenChange={setRejecting}
        onReject={async (reason, { takeDown }) => {
          const ok = await moderation.reject(talent, reason, { live: liveVersion !== null, takeDown });
          if (ok) setRejecting(false);
          afterDecision(ok);
        }}
      />
    </>
  );
}
