import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import type { TalentStatus } from "#shared/talents/talent.schema";

const BANNERS = {
  pending: {
    icon: Clock,
    title: "Your Profile is Under Review",
    text: "We check every profile before it goes live; this usually takes a day or two. You can keep editing meanwhile.",
    tone: "border-warning bg-warning-surface text-warning",
  },
  approved: {
    icon: CheckCircle2,
    title: "Your Profile is Live!",
    text: "Visitors, agencies and brands can find you on Vitrine. Any change you save goes back to review.",
    tone: "border-success bg-success-surface text-success",
  },
  rejected: {
    icon: XCircle,
    title: "Profile Submission Rejected",
    text: "Your profile was not approved. Please edit your profile and resubmit it for review.",
    tone: "border-danger bg-danger-surface text-danger",
  },
} as const;

/**
 * What the review of the profile says, in words and colour (never colour alone); a rejection shows
 * the administrator's note, so the talent knows what to change.
 */
export function ProfileStatusBanner({
  status,
  rejectionReason,
}: {
  status: TalentStatus;
  rejectionReason?: string | null;
}) {
  const banner = BANNERS[status];
  const Icon = banner.icon;
  return (
    <div role="status" className={cn("flex gap-3 rounded-xl border p-4", banner.tone)}>
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
