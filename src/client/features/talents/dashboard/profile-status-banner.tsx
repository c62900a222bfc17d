import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import type { TalentStatus } from "#shared/talents/talent.schema";

const TONES = {
  pending: "border-warning bg-warning-surface text-warning",
  approved: "border-success bg-success-surface text-success",
  rejected: "border-danger bg-danger-surface text-danger",
} as const;
const ICONS = { pending: Clock, approved: CheckCircle2, rejected: XCircle } as const;

/** A profile that is not public yet. */
const NEW_PROFILE = {
  pending: {
    title: "Your Profile is Under Review",
    text: "We check every profile before it goes live; this usually takes a day or two. You can keep editing meanwhile.",
  },
  rejected: {
    title: "Profile Submission Rejected",
    text: "Your profile was not approved. Please edit your profile and resubmit it for review.",
  },
} as const;

/** A live profile: the approved version stays public whatever waits for review. */
const LIVE_PROFILE = {
  approved: {
    title: "Your Profile is Live!",
    text: "Visitors, agencies and brands can find you on Vitrine. Changes you save are reviewed before they go public; until an administrator approves them, your live profile stays public as it is.",
  },
  pending: {
    title: "Your Changes are Under Review",
    text: "Your changes are under review. Your live profile stays public as it was until an administrator approves them.",
  },
  rejected: {
    title: "Your Changes Were Not Approved",
    text: "Your live profile stays public as it was. Edit your changes and submit them again for review.",
  },
} as const;

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
  const banner = live || status === "approved" ? LIVE_PROFILE[status] : NEW_PROFILE[status];
  const Icon = ICONS[status];
  return (
    <div role="status" className={cn("flex gap-3 rounded-xl border p-4", TONES[status])}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{banner.title}</p>
        <p className="text-sm text-foreground">{banner.text}</p>
        {status === "rejected" && rejectionReason ? (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">
            <span className="font-semibold">Note from our team:</span> {rejectionReason}
          </p>
        ) : null}
      </div>
    </div>
  );
}
