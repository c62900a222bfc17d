import { ShieldAlert } from "lucide-react";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentTakeDownNotice } from "#shared/talents/talent-profile.schema";

/**
 * Tells a talent whose profile an administrator took off the public site after a visitor's report
 * why, and what to do: change it and submit it again. It stays until they do (or an administrator
 * decides on the profile).
 */
export function ProfileTakenDownNotice({ notice }: { notice: TalentTakeDownNotice }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-danger bg-danger-surface p-4 text-danger"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{t("talents.dashboard.takenDown.title")}</p>
        <p className="text-sm text-foreground">{t("talents.dashboard.takenDown.text")}</p>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">
          <span className="font-semibold">{t("talents.dashboard.takenDown.reason")}</span> {notice.reason}
        </p>
        <p className="mt-2 text-sm text-foreground">{t("talents.dashboard.takenDown.next")}</p>
      </div>
    </div>
  );
}
