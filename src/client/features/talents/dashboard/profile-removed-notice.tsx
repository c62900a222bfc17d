import { Trash2 } from "lucide-react";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentRemovalNotice } from "#shared/talents/talent-profile.schema";

/**
 * Tells a talent whose profile an administrator deleted what happened and why (when a reason was
 * given), above the wizard in which they can create a new one. It stays until they do.
 */
export function ProfileRemovedNotice({ removal }: { removal: TalentRemovalNotice }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-danger bg-danger-surface p-4 text-danger"
    >
      <Trash2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{t("talents.dashboard.removed.title")}</p>
        <p className="text-sm text-foreground">
          {t("talents.dashboard.removed.text", { name: removal.name })}
        </p>
        {removal.reason ? (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">
            <span className="font-semibold">{t("talents.dashboard.removed.reason")}</span> {removal.reason}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-foreground">{t("talents.dashboard.removed.createNew")}</p>
      </div>
    </div>
  );
}
