import { Trash2 } from "lucide-react";
import type { TalentRemovalNotice } from "#shared/talents/talent-profile.schema";

/**
 * Tells a talent whose profile an administrator deleted what happened and why (when a reason was
 * given), above the wizard in which they can create a new one. It stays until they do.
 */
export function ProfileRemovedNotice({ removal }: { removal: TalentRemovalNotice }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-danger bg-danger-surface p-4 text-danger"
    >
      <Trash2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">Your Profile Was Removed</p>
        <p className="text-sm text-foreground">
          An administrator removed your profile “{removal.name}” from Vitrine. It is no longer public.
        </p>
        {removal.reason ? (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-foreground">
            <span className="font-semibold">Reason:</span> {removal.reason}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-foreground">You can create a new profile below.</p>
      </div>
    </div>
  );
}
