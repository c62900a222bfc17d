import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { talentStatusLabel } from "#shared/catalogue/badges";
import type { TalentStatus } from "#shared/talents/talent.schema";

const STATUS_STYLE = {
  pending: { tone: "bg-warning-surface text-warning", icon: Clock },
  approved: { tone: "bg-success-surface text-success", icon: CheckCircle2 },
  rejected: { tone: "bg-danger-surface text-danger", icon: XCircle },
} as const;

/** A profile's review status in words, with an icon and a colour (never colour alone). */
export function TalentStatusBadge({ status }: { status: TalentStatus }) {
  const t = useT();
  const { tone, icon: Icon } = STATUS_STYLE[status];
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", tone)}
    >
      <Icon className="size-3.5" aria-hidden />
      {talentStatusLabel(t, status)}
    </span>
  );
}
