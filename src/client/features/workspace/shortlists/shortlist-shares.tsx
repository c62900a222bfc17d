import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { Pick, ShareSummary } from "#shared/workspace/shortlists.schema";
import { ShareDialog } from "./share-dialog.tsx";
import { useRevokeShare } from "./shortlists-api.ts";

/** The list's links to clients: made here, each with its state and how many picks came through it. */
export function ShortlistShares({
  shortlistId,
  shares,
  picks,
}: {
  shortlistId: string;
  shares: ShareSummary[];
  picks: Pick[];
}) {
  const t = useT();
  const [withdrawing, setWithdrawing] = useState<ShareSummary>();
  const revoke = useRevokeShare(shortlistId);
  return (
    <section aria-labelledby="shares-heading" className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-xl">
          <h2 id="shares-heading" className="font-display text-xl font-semibold">
            {t("shortlists.shares.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("shortlists.shares.lead")}</p>
        </div>
        <ShareDialog shortlistId={shortlistId} />
      </div>
      {shares.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("shortlists.shares.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {shares.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{share.name}</p>
                <ShareState share={share} picks={picks.filter((pick) => pick.shareId === share.id).length} />
              </div>
              {share.state === "active" ? (
                <Button variant="outline" size="sm" onClick={() => setWithdrawing(share)}>
                  {t("shortlists.shares.withdraw")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={withdrawing !== undefined} onOpenChange={(open) => !open && setWithdrawing(undefined)}>
        {withdrawing ? (
          <DialogContent
            title={t("shortlists.shares.withdrawTitle", { name: withdrawing.name })}
            description={t("shortlists.shares.withdrawText")}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t("shortlists.cancel")}</Button>
              </DialogClose>
              <Button
                variant="danger"
                busy={revoke.isPending}
                onClick={() =>
                  revoke.mutate(withdrawing.id, {
                    onSuccess: () => {
                      setWithdrawing(undefined);
                      toast.success(t("shortlists.shares.withdrawn", { name: withdrawing.name }));
                    },
                    onError: (error) =>
                      toast.error(t("shortlists.shares.withdrawFailed"), errorMessage(error)),
                  })
                }
              >
                {t("shortlists.shares.withdrawConfirm")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function ShareState({ share, picks }: { share: ShareSummary; picks: number }) {
  const t = useT();
  const { dateTime } = useFormat();
  const text =
    share.state === "revoked"
      ? t("shortlists.shares.revoked", { date: dateTime(share.revokedAt ?? share.expiresAt) })
      : share.state === "expired"
        ? t("shortlists.shares.expired", { date: dateTime(share.expiresAt) })
        : t("shortlists.shares.active", { date: dateTime(share.expiresAt) });
  return (
    <p className={cn("text-sm", share.state === "active" ? "text-foreground" : "text-muted-foreground")}>
      {text} · {t("shortlists.shares.picks", { count: picks })}
    </p>
  );
}
