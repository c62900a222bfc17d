import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { subscriptionStatusText } from "../components/subscription-display.ts";

/** A success badge when active, otherwise a warning badge; always with words and an icon. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const t = useT();
  const active = status === "active";
  const Icon = active ? CheckCircle2 : AlertTriangle;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        active ? "bg-success-surface text-success" : "bg-warning-surface text-warning",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {subscriptionStatusText(t, status)}
    </span>
  );
}
