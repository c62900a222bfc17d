import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { TalentStatus } from "#shared/talents/talent.schema";

const TONES = {
  pending: "border-warning bg-warning-surface text-warning",
  approved: "border-success bg-success-surface text-success",
  rejected: "border-danger bg-danger-surface text-danger",
} as const;
const ICONS = { pending: Clock, approved: CheckCircle2, rejected: XCircle } as const;

type Banner = { title: MessageId; text: MessageId };

/** A profile that is not public yet. */
const NEW_PROFILE = {
  pending: {
    title: "talents.dashboard.banner.newProfile.pending.title",
    text: "talents.dashboard.banner.newProfile.pending.text",
  },
  rejected: {
    title: "talents.dashboard.banner.newProfile.rejected.title",
    text: "talents.dashboard.banner.newProfile.rejected.text",
  },
} as const satisfies Record<"pending" | "rejected", Banner>;

/** A live profile: the approved version stays public whatever waits for review. */
const LIVE_PROFILE = {
  approved: {
    title: "talents.dashboard.banner.liveProfile.approved.title",
    text: "talents.dashboard.banner.liveProfile.approved.text",
  },
  pending: {
    title: "talents.dashboard.banner.liveProfile.pending.title",
    text: "talents.dashboard.banner.liveProfile.pending.text",
  },
  rejected: {
    title: "talents.dashboard.banner.liveProfile.rejected.title",
    text: "talents.dashboard.banner.liveProfile.rejected.text",
  },
} as const satisfies Record<TalentStatus, Banner>;

/**
 * What the review of the profile says, in words and colour (never colour alone). `live`: the public
 * sees an approved version of the profile, which a change under review (or rejected) never replaces.
 * A rejection shows the administrator's note, so the talent knows what to change.
 */
export function ProfileStatusBanner({
  status,
  live,
  rejectionReason,
}: {
  status: TalentStatus;
  live: boolean;
  rejectionReason?: string | null;
}) {
  const t = useT();
  const banner = live || status === "approved" ? LIVE_PROFILE[status] : NEW_PROFILE[status];
  const Icon = ICONS[status];
  return (
    <div role="status" className={cn("flex gap-3 rounded-xl border p-4", TONES[status])}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{t(banner.title)}</p>
        <p className="text-sm text-foreground">{t(banner.text)}</p>
        {status === "rejected" && rejectionReason ? (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">
            <span className="font-semibold">{t("talents.dashboard.banner.note")}</span> {rejectionReason}
          </p>
        ) : null}
      </div>
    </div>
  );
}
