import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast.ts";
import type { Talent } from "#shared/talents/talent.schema";
import type { OwnTalent, TalentProfilePatch } from "#shared/talents/talent-profile.schema";
import { createMyTalent, saveMyTalent } from "../dashboard/my-talent-api.ts";
import { ProfileStatusBanner } from "../dashboard/profile-status-banner.tsx";
import {
  draftFromTalent,
  type FieldErrors,
  isStepDirty,
  type ProfileDraft,
  resetStep,
  stepPatch,
  WIZARD_STEPS,
} from "./profile-draft.ts";
import { ProfileStepFields } from "./profile-step-fields.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";

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
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Talent | null>(talent);
  const savedDraft = useMemo(() => draftFromTalent(saved, account), [saved, account]);
  const [draft, setDraft] = useState<ProfileDraft>(savedDraft);
  const [step, setStep] = useState(0);
  const [highestReached, setHighestReached] = useState(talent ? LAST : 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);

  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  // The first save creates the profile; the others save one step, the last one handing it to review.
  const saveStep = useMutation({
    mutationFn: ({ patch, isLast }: { patch: TalentProfilePatch; isLast: boolean }) =>
      saved
        ? saveMyTalent(saved.id, { ...patch, submit: isLast || undefined })
        : createMyTalent({ ...patch, name: patch.name ?? draft.name }),
  });
  const busy = saveStep.isPending;
  const dirty = isStepDirty(current.key, draft, savedDraft);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Answers can arrive out of order (a description saved while a file uploads): the newest save wins.
  const stored = (next: Talent) => {
    const newest = (current: Talent | null | undefined) =>
      current && current.id === next.id && current.updatedAt > next.updatedAt ? current : next;
    setSaved(newest);
    queryClient.setQueryData<OwnTalent>(accountKeys.talent(), (held) => {
      if (!held) return held;
      const talent = newest(held.talent);
      // A change to an approved profile: the approved version stays public until the change is reviewed.
      const liveVersion =
        held.liveVersion ??
        (held.talent?.status === "approved" && talent.status !== "approved" ? held.talent : null);
      return { talent, liveVersion, removal: null };
    });
  };
  const live = liveVersion !== null || saved?.status === "approved";

  /** Runs an action that leaves the step, asking first when the step has unsaved changes. */
  const leaveStep = (action: () => void) => {
    if (!dirty) return action();
    setPendingAction(() => () => {
      setDraft((d) => resetStep(current.key, d, savedDraft));
      action();
    });
  };

  const show = (index: number) => {
    setErrors({});
    setStep(index);
    window.scrollTo({ top: 0 });
  };

  async function saveAndContinue() {
    const result = stepPatch(current.key, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (saved && MEDIA_STEPS.includes(current.key)) {
      toast.success(`${current.name} saved.`);
      setHighestReached((h) => Math.max(h, step + 1));
      show(step + 1);
      return;
    }
    try {
      const isLast = step === LAST;
      const created = !saved;
      const next = await saveStep.mutateAsync({ patch: result.patch, isLast });
      if (created) {
        onCreated();
        toast.success("Profile Created!", "Your profile is saved. Continue with the next step.");
      } else if (isLast) {
        toast.success("Profile Saved!", finishedMessage(next, live));
      } else {
        toast.success(`${current.name} information saved.`);
      }
      stored(next);
      // What the server stored (an Instagram name without "@", say) becomes the step's saved state.
      setDraft((d) => ({ ...resetStep(current.key, d, draftFromTalent(next, account)) }));
      if (isLast) {
        onFinished();
      } else {
        setHighestReached((h) => Math.max(h, step + 1));
        show(step + 1);
      }
    } catch (error) {
      toast.error("Error", `Failed to save profile: ${errorMessage(error)}`);
    }
  }

  const update = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const stepProps = { draft, update, errors };

  return (
    <div className="space-y-6">
      {saved && live ? (
        <ProfileStatusBanner status={saved.status} live rejectionReason={saved.rejectionReason} />
      ) : null}
      <StepIndicator
        steps={WIZARD_STEPS}
        current={step}
        highestReached={highestReached}
        onSelect={(index) => index !== step && leaveStep(() => show(index))}
      />
      <section
        aria-labelledby="wizard-step-title"
        className="space-y-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      >
        <header>
          <p className="text-sm text-muted-foreground">
            Step {step + 1} of {WIZARD_STEPS.length}
          </p>
          <h2 id="wizard-step-title" className="font-display text-2xl font-semibold">
            {current.name}
          </h2>
          <p className="text-sm text-muted-foreground">{current.description}</p>
        </header>
        <ProfileStepFields stepKey={current.key} stepProps={stepProps} saved={saved} onStored={stored} />
      </section>
      <div
        data-toast-clearance
        className="sticky bottom-16 z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0"
      >
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" onClick={() => leaveStep(onCancel)} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => leaveStep(() => show(step - 1))}
            disabled={step === 0 || busy}
          >
            Back
          </Button>
        </div>
        <Button onClick={() => void saveAndContinue()} busy={busy}>
          {busy ? "Saving..." : step === LAST ? "Finish" : "Save & Continue"}
        </Button>
      </div>
      <UnsavedChangesDialog
        open={pendingAction !== null || blocker.state === "blocked"}
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

/** What Finish tells the talent: whether the profile, or the change to a live one, waits for review. */
function finishedMessage(saved: Talent, live: boolean): string {
  if (saved.status === "approved") return "Nothing changed: your live profile stays as it is.";
  return live
    ? "Your changes are under review. Your live profile stays public as it was until an administrator approves them."
    : "Your profile has been updated and is pending review.";
}
