import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast.ts";
import type { Translate } from "#shared/i18n/translator";
import type { Talent } from "#shared/talents/talent.schema";
import type { OwnTalent, TalentProfilePatch } from "#shared/talents/talent-profile.schema";
import { createMyTalent, saveMyTalent } from "../dashboard/my-talent-api.ts";
import { ProfileStatusBanner } from "../dashboard/profile-status-banner.tsx";
import { WIZARD_STEPS } from "./profile-draft.ts";
import { ProfileStepFields } from "./profile-step-fields.tsx";
import { newestOf, useNewestSave } from "./use-newest-save.ts";
import { useProfileForm } from "./use-profile-form.ts";
import { useWizardShell, useWizardSteps } from "./use-wizard-shell.ts";
import { WizardShell } from "./wizard-shell.tsx";

const LAST = WIZARD_STEPS.length - 1;

/** The media steps store each file as it uploads: their Save & Continue has nothing left to send. */
const MEDIA_STEPS: readonly string[] = ["hero", "gallery"];

/**
 * The six-step profile wizard. A new profile is created by the first save and unlocks steps as they
 * are reached; an existing one opens with every step unlocked. Each save sends only its step and
 * leaves the profile pending review; Finish submits it. A live profile stays public as approved
 * while its changes wait for review, and the wizard says so.
 */
export function ProfileWizard({
  talent,
  liveVersion,
  account,
  onCreated,
  onFinished,
  onCancel,
}: {
  talent: Talent | null;
  /** The version the public sees while a change waits for review (null when none, or `talent` is it). */
  liveVersion: Talent | null;
  account: { email: string; name: string };
  onCreated: () => void;
  onFinished: () => void;
  /** Absent for a new profile: there is nothing to go back to. */
  onCancel?: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { saved, store, latest } = useNewestSave(talent);
  const steps = useWizardSteps(WIZARD_STEPS, { step: 0, highestReached: talent ? LAST : 0 });
  const { form, resetTo } = useProfileForm(steps.current.key, saved, account);
  const shell = useWizardShell(steps, {
    dirty: form.formState.isDirty,
    resetForm: () => resetTo(latest()),
  });
  const { current, isLast } = shell;

  // The first save creates the profile; the others save one step, the last one handing it to review.
  const saveStep = useMutation({
    mutationFn: ({ patch, isLast }: { patch: TalentProfilePatch; isLast: boolean }) =>
      saved
        ? saveMyTalent(saved.id, { ...patch, submit: isLast || undefined })
        : createMyTalent({ ...patch, name: patch.name ?? form.getValues("name") }),
  });
  const busy = saveStep.isPending;

  const stored = (next: Talent) => {
    store(next);
    queryClient.setQueryData<OwnTalent>(accountKeys.talent(), (held) => {
      if (!held) return held;
      const talent = newestOf(held.talent, next);
      // A change to an approved profile: the approved version stays public until the change is reviewed.
      const liveVersion =
        held.liveVersion ??
        (held.talent?.status === "approved" && talent.status !== "approved" ? held.talent : null);
      return { talent, liveVersion, removal: null, takeDown: null };
    });
  };
  const live = liveVersion !== null || saved?.status === "approved";

  async function save(patch: TalentProfilePatch) {
    if (saved && MEDIA_STEPS.includes(current.key)) {
      toast.success(t("talents.wizard.toast.mediaSaved", { step: t(current.name) }));
      shell.advance();
      return;
    }
    try {
      const created = !saved;
      const next = await saveStep.mutateAsync({ patch, isLast });
      if (created) {
        onCreated();
        toast.success(t("talents.wizard.toast.created"), t("talents.wizard.toast.createdText"));
      } else if (isLast) {
        toast.success(t("talents.wizard.toast.finished"), finishedMessage(t, next, live));
      } else {
        toast.success(t("talents.wizard.toast.stepSaved", { step: t(current.name) }));
      }
      // What the server stored (an Instagram name without "@", say) becomes the step's saved state.
      stored(next);
      if (isLast) {
        resetTo(latest());
        onFinished();
      } else {
        shell.advance();
      }
    } catch (error) {
      toast.error(
        t("talents.wizard.toast.error"),
        t("talents.wizard.toast.saveFailed", { reason: errorMessage(error) }),
      );
    }
  }

  return (
    <WizardShell
      shell={shell}
      label={t("talents.wizard.stepsLabel")}
      banner={
        saved && live ? (
          <ProfileStatusBanner status={saved.status} live rejectionReason={saved.rejectionReason} />
        ) : null
      }
      backLabel={t("talents.wizard.back")}
      onCancel={onCancel}
      saveLabel={isLast ? t("talents.wizard.finish") : t("talents.wizard.saveAndContinue")}
      busy={busy}
      onSave={() => void form.handleSubmit(save)()}
      barClassName="bottom-16"
    >
      <ProfileStepFields stepKey={current.key} form={form} saved={saved} onStored={stored} />
    </WizardShell>
  );
}

/** What Finish tells the talent: whether the profile, or the change to a live one, waits for review. */
function finishedMessage(t: Translate, saved: Talent, live: boolean): string {
  if (saved.status === "approved") return t("talents.wizard.toast.unchanged");
  return t(live ? "talents.dashboard.banner.liveProfile.pending.text" : "talents.wizard.toast.inReview");
}
