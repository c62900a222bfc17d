import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { Talent } from "#shared/talents/talent.schema";
import { useDecideTalent, useDeleteTalent } from "./admin-talents-api.ts";

type Subject = Pick<Talent, "id" | "name" | "updatedAt">;

/**
 * Approve, reject and delete with the panel's toasts. Each answers whether it worked; a profile
 * changed meanwhile (409) shows the server's message, and the lists and profile are read again.
 */
export function useTalentModeration() {
  const t = useT();
  const decide = useDecideTalent();
  const remove = useDeleteTalent();

  async function approve(talent: Subject): Promise<boolean> {
    try {
      await decide.mutateAsync({ talent, decision: "approve" });
      toast.success(
        t("talents.admin.toast.success"),
        t("talents.admin.toast.approved", { name: talent.name }),
      );
      return true;
    } catch (error) {
      toast.error(t("talents.admin.toast.error"), errorMessage(error));
      return false;
    }
  }

  /** `live`: the talent's change to a live profile is rejected; `takeDown` takes the live version down too. */
  async function reject(
    talent: Subject,
    reason: string,
    options: { live?: boolean; takeDown?: boolean } = {},
  ): Promise<boolean> {
    try {
      await decide.mutateAsync({ talent, decision: "reject", reason, takeDown: options.takeDown });
      toast.success(
        t("talents.admin.toast.success"),
        t(
          options.live && !options.takeDown
            ? "talents.admin.toast.rejectedLive"
            : "talents.admin.toast.rejected",
          {
            name: talent.name,
          },
        ),
      );
      return true;
    } catch (error) {
      toast.error(t("talents.admin.toast.error"), errorMessage(error));
      return false;
    }
  }

  async function deleteTalent(talent: Subject, reason?: string): Promise<boolean> {
    try {
      await remove.mutateAsync({ id: talent.id, reason });
      toast.success(t("talents.admin.toast.success"), t("talents.admin.toast.deleted"));
      return true;
    } catch (error) {
      toast.error(t("talents.admin.toast.error"), errorMessage(error));
      return false;
    }
  }

  return { approve, reject, deleteTalent, deciding: decide.isPending, deleting: remove.isPending };
}
