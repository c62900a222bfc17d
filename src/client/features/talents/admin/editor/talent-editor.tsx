import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { errorMessage } from "#client/lib/api.ts";
import { toast } from "#client/lib/toast.ts";
import type { LinkableAccount } from "#shared/talents/admin-talents.schema";
import { BADGES, type Talent } from "#shared/talents/talent.schema";
import type { TalentSave } from "#shared/talents/talent-profile.schema";
import {
  draftFromTalent,
  type FieldErrors,
  isStepDirty,
  type ProfileDraft,
  resetStep,
  stepPatch,
} from "../../wizard/profile-draft.ts";
import { ProfileStepFields } from "../../wizard/profile-step-fields.tsx";
import { StepIndicator } from "../../wizard/step-indicator.tsx";
import { UnsavedChangesDialog } from "../../wizard/unsaved-changes-dialog.tsx";
import { type AdminTalentDetail, createTalent, saveTalent } from "../admin-talents-api.ts";
import { type AdminDraft, adminDraftFromTalent, adminPatch, isAdminDraftDirty } from "./admin-draft.ts";
import { AdminStep } from "./admin-step.tsx";
import { EDITOR_STEPS } from "./editor-steps.ts";

const LAST = EDITOR_STEPS.length - 1;
const NO_ACCOUNT = { email: "", name: "" };
const LIST = "/admin-panel/talents";

/** Where the editor opens: after the first save of a new talent, the step after the one saved. */
export type EditorStart = { step: number; highestReached: number };

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Talent | null>(detail?.talent ?? null);
  const [linkedAccount, setLinkedAccount] = useState<LinkableAccount | null>(detail?.linkedAccount ?? null);
  const [pickedAccount, setPickedAccount] = useState<LinkableAccount | null>(linkedAccount);
  const savedDraft = useMemo(() => draftFromTalent(saved, NO_ACCOUNT), [saved]);
  const savedAdmin = useMemo(() => adminDraftFromTalent(saved), [saved]);
  const [draft, setDraft] = useState<ProfileDraft>(savedDraft);
  const [admin, setAdmin] = useState<AdminDraft>(savedAdmin);
  const [step, setStep] = useState(start?.step ?? 0);
  const [highestReached, setHighestReached] = useState(saved ? LAST : (start?.highestReached ?? 0));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const leaving = useRef(false);

  const current = EDITOR_STEPS[step] ?? EDITOR_STEPS[0];
  const creating = saved === null;
  // The first save creates the profile; the others save the fields of one step.
  const saveProfile = useMutation({
    mutationFn: ({ id, patch }: { id: string | undefined; patch: TalentSave }) =>
      id ? saveTalent(id, patch) : createTalent({ ...patch, name: patch.name ?? draft.name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const busy = saveProfile.isPending;
  const dirty =
    current.key === "admin"
      ? isAdminDraftDirty(admin, savedAdmin)
      : isStepDirty(current.key, draft, savedDraft);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Answers can arrive out of order (a description saved while a file uploads): the newest save wins.
  const stored = (next: Talent) => {
    const newest = (held: Talent | null) =>
      held && held.id === next.id && held.updatedAt > next.updatedAt ? held : next;
    setSaved(newest);
    queryClient.setQueryData<AdminTalentDetail>(adminKeys.talent(next.id), (held) =>
      held ? { ...held, talent: newest(held.talent) } : held,
    );
  };

  const leaveStep = (action: () => void) => {
    if (!dirty) return action();
    setPendingAction(() => () => {
      if (current.key === "admin") setAdmin(savedAdmin);
      else if (current.key !== "hero" && current.key !== "gallery") {
        setDraft((d) => resetStep(current.key, d, savedDraft));
      }
      action();
    });
  };

  const show = (index: number) => {
    setErrors({});
    setStep(index);
    window.scrollTo({ top: 0 });
  };

  /** What this step sends; null when its fields fail the shared rules (shown beside them). */
  function patchOfStep(): TalentSave | null {
    if (current.key === "admin") return adminPatch(admin, BADGES);
    const result = stepPatch(current.key, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    return result.patch;
  }

  async function saveAndNext() {
    if (creating && !draft.name.trim()) {
      toast.error("Name is required", "Please enter a name before saving.");
      setErrors({ name: "Name is required" });
      return;
    }
    const patch = patchOfStep();
    if (!patch) return;
    setErrors({});
    const isLast = step === LAST;
    const nextStep = Math.min(step + 1, LAST);
    try {
      if (!saved) {
        const talent = await saveProfile.mutateAsync({ id: undefined, patch });
        toast.success("✅ Success!", "New talent has been added.");
        queryClient.setQueryData<AdminTalentDetail>(adminKeys.talent(talent.id), {
          talent,
          liveVersion: null,
          linkedAccount: null,
        });
        // The editor opens again in edit mode on the saved profile: nothing is left unsaved.
        leaving.current = true;
        onCreated(talent, { step: nextStep, highestReached: Math.max(highestReached, nextStep) });
        return;
      }
      // The media steps store each file as it is uploaded: there is nothing left to send.
      if (Object.keys(patch).length === 0) {
        toast.success("✅ Success!", `${current.name} saved.`);
      } else {
        const next = await saveProfile.mutateAsync({
          id: saved.id,
          patch: { ...patch, updatedAt: saved.updatedAt },
        });
        stored(next);
        // What the server stored becomes the step's saved state (an Instagram name without "@", say).
        if (current.key === "admin") {
          setAdmin(adminDraftFromTalent(next));
          setLinkedAccount(next.userId ? pickedAccount : null);
        } else {
          setDraft((d) => resetStep(current.key, d, draftFromTalent(next, NO_ACCOUNT)));
        }
        toast.success("✅ Success!", "Talent information has been updated.");
      }
      if (isLast) {
        leaving.current = true;
        navigate(LIST);
        return;
      }
      setHighestReached((h) => Math.max(h, nextStep));
      show(nextStep);
    } catch (error) {
      toast.error("Error", `Failed to save profile: ${errorMessage(error)}`);
    }
  }

  const update = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const stepProps = { draft, update, errors };

  return (
    <div className="space-y-6">
      <StepIndicator
        steps={EDITOR_STEPS}
        label="Editor steps"
        current={step}
        highestReached={highestReached}
        onSelect={(index) => index !== step && leaveStep(() => show(index))}
      />
      <section
        aria-labelledby="editor-step-title"
        className="space-y-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      >
        <header>
          <p className="text-sm text-muted-foreground">
            Step {step + 1} of {EDITOR_STEPS.length}
          </p>
          <h2 id="editor-step-title" className="font-display text-2xl font-semibold">
            {current.name}
          </h2>
          <p className="text-sm text-muted-foreground">{current.description}</p>
        </header>
        {current.key === "admin" ? (
          <AdminStep
            draft={admin}
            update={(p) => setAdmin((a) => ({ ...a, ...p }))}
            linkedAccount={linkedAccount}
            onPickAccount={setPickedAccount}
          />
        ) : (
          <ProfileStepFields stepKey={current.key} stepProps={stepProps} saved={saved} onStored={stored} />
        )}
      </section>
      <div
        data-toast-clearance
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0"
      >
        <Button
          variant="outline"
          onClick={() => leaveStep(() => show(step - 1))}
          disabled={step === 0 || busy}
        >
          Previous
        </Button>
        <Button onClick={() => void saveAndNext()} busy={busy} disabled={creating && draft.name === ""}>
          {busy ? "Saving..." : step === LAST ? "Finish & Save" : "Save & Next"}
        </Button>
      </div>
      <UnsavedChangesDialog
        open={pendingAction !== null || blocker.state === "blocked"}
        saveLabel={step === LAST ? "Finish & Save" : "Save & Next"}
        onKeepEditing={() => {
          setPendingAction(null);
          if (blocker.state === "blocked") blocker.reset();
        }}
        onDiscard={() => {
          const action = pendingAction;
          setPendingAction(null);
          if (blocker.state === "blocked") blocker.proceed();
          else action?.();
        }}
      />
    </div>
  );
}
