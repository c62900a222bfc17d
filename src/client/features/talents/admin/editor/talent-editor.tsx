import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { LinkableAccount } from "#shared/talents/admin-talents.schema";
import type { Talent } from "#shared/talents/talent.schema";
import type { TalentSave } from "#shared/talents/talent-profile.schema";
import { ProfileStepFields } from "../../wizard/profile-step-fields.tsx";
import { newestOf, useNewestSave } from "../../wizard/use-newest-save.ts";
import { useProfileForm } from "../../wizard/use-profile-form.ts";
import { useWizardShell, useWizardSteps, type WizardStart } from "../../wizard/use-wizard-shell.ts";
import { WizardShell } from "../../wizard/wizard-shell.tsx";
import { type AdminTalentDetail, createTalent, saveTalent } from "../admin-talents-api.ts";
import { AdminDraftSchema, adminDraftFromTalent } from "./admin-draft.ts";
import { type AdminForm, AdminStep } from "./admin-step.tsx";
import { EDITOR_STEPS } from "./editor-steps.ts";

const LAST = EDITOR_STEPS.length - 1;
const NO_ACCOUNT = { email: "", name: "" };
const LIST = "/admin-panel/talents";

/** Where the editor opens: after the first save of a new talent, the step after the one saved. */
export type EditorStart = WizardStart;

/**
 * The admin's seven-step talent editor: the talent wizard's six steps and the upload components,
 * then the Admin step. A new talent is created by the first save (which needs a name) and the editor
 * switches to edit mode; later steps unlock as they are reached. Every save keeps the status the
 * admin chose; Finish & Save returns to the list. Each save names the version the editor shows (its
 * updatedAt), so a change the talent made meanwhile is refused (409) rather than overwritten or, with
 * the status Approved, published unseen.
 */
export function TalentEditor({
  detail,
  start,
  onCreated,
}: {
  detail: AdminTalentDetail | null;
  start?: EditorStart;
  onCreated: (talent: Talent, start: EditorStart) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { saved, store, latest } = useNewestSave(detail?.talent ?? null);
  const [linkedAccount, setLinkedAccount] = useState<LinkableAccount | null>(detail?.linkedAccount ?? null);
  const [pickedAccount, setPickedAccount] = useState<LinkableAccount | null>(linkedAccount);
  const steps = useWizardSteps(EDITOR_STEPS, {
    step: start?.step ?? 0,
    highestReached: saved ? LAST : (start?.highestReached ?? 0),
  });
  const stepKey = steps.current.key;
  const profileStep = stepKey === "admin" ? null : stepKey;
  const onAdminStep = profileStep === null;
  // The six profile steps share one form; the Admin step has its own.
  const profile = useProfileForm(profileStep ?? "general", saved, NO_ACCOUNT);
  const admin: AdminForm = useZodForm(AdminDraftSchema, {
    defaultValues: adminDraftFromTalent(saved),
    shouldFocusError: false,
  });
  const form = profile.form;
  const shell = useWizardShell(steps, {
    dirty: onAdminStep ? admin.formState.isDirty : form.formState.isDirty,
    resetForm: () => {
      profile.resetTo(latest());
      admin.reset(adminDraftFromTalent(latest()));
    },
  });
  const { current, isLast } = shell;
  const creating = saved === null;

  // The first save creates the profile; the others save the fields of one step.
  const saveProfile = useMutation({
    mutationFn: ({ id, patch }: { id: string | undefined; patch: TalentSave }) =>
      id ? saveTalent(id, patch) : createTalent({ ...patch, name: patch.name ?? form.getValues("name") }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const busy = saveProfile.isPending;

  const stored = (next: Talent) => {
    store(next);
    queryClient.setQueryData<AdminTalentDetail>(adminKeys.talent(next.id), (held) =>
      held ? { ...held, talent: newestOf(held.talent, next) } : held,
    );
  };

  function saveAndNext() {
    if (onAdminStep) return void admin.handleSubmit(save)();
    if (creating && !form.getValues("name").trim()) {
      toast.error(t("talents.admin.editor.nameRequired"), t("talents.admin.editor.nameRequiredText"));
      form.clearErrors();
      form.setError("name", { message: "talents.admin.editor.nameRequired" });
      return;
    }
    void form.handleSubmit(save)();
  }

  async function save(patch: TalentSave) {
    try {
      if (!saved) {
        const talent = await saveProfile.mutateAsync({ id: undefined, patch });
        toast.success(t("talents.admin.toast.success"), t("talents.admin.editor.created"));
        queryClient.setQueryData<AdminTalentDetail>(adminKeys.talent(talent.id), {
          talent,
          liveVersion: null,
          linkedAccount: null,
        });
        // The editor opens again in edit mode on the saved profile: nothing is left unsaved.
        shell.leave(() => onCreated(talent, shell.next));
        return;
      }
      // The media steps store each file as it is uploaded: there is nothing left to send.
      if (Object.keys(patch).length === 0) {
        toast.success(
          t("talents.admin.toast.success"),
          t("talents.wizard.toast.mediaSaved", { step: t(current.name) }),
        );
      } else {
        const next = await saveProfile.mutateAsync({
          id: saved.id,
          patch: { ...patch, updatedAt: saved.updatedAt },
        });
        // What the server stored becomes the step's saved state (an Instagram name without "@", say).
        stored(next);
        if (onAdminStep) setLinkedAccount(next.userId ? pickedAccount : null);
        toast.success(t("talents.admin.toast.success"), t("talents.admin.editor.updated"));
      }
      if (isLast) {
        shell.leave(() => navigate(LIST));
        return;
      }
      shell.advance();
    } catch (error) {
      toast.error(
        t("talents.admin.toast.error"),
        t("talents.wizard.toast.saveFailed", { reason: errorMessage(error) }),
      );
    }
  }

  const saveLabel = t(isLast ? "talents.admin.editor.finishAndSave" : "talents.admin.editor.saveAndNext");
  return (
    <WizardShell
      shell={shell}
      label={t("talents.admin.editor.stepsLabel")}
      backLabel={t("talents.admin.editor.previous")}
      saveLabel={saveLabel}
      saveDisabled={creating && form.watch("name") === ""}
      busy={busy}
      onSave={saveAndNext}
      dialogSaveLabel={saveLabel}
      barClassName="bottom-0"
    >
      {profileStep === null ? (
        <AdminStep form={admin} linkedAccount={linkedAccount} onPickAccount={setPickedAccount} />
      ) : (
        <ProfileStepFields stepKey={profileStep} form={form} saved={saved} onStored={stored} />
      )}
    </WizardShell>
  );
}
