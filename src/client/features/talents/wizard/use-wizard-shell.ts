import { useState } from "react";
import type { MessageId } from "#shared/i18n/translator";
import { useLeaveGuard } from "./use-leave-guard.ts";

/** A step of a wizard; its name and description are message ids. */
export type WizardStep = { key: string; name: MessageId; description: MessageId };
/** Where a wizard opens: its step, and the highest step reached so far (later ones are locked). */
export type WizardStart = { step: number; highestReached: number };

/**
 * The step a wizard shows and the highest it reached. Apart from `useWizardShell`, so that the
 * current step's form can be made between the two.
 */
export function useWizardSteps<Steps extends readonly WizardStep[]>(steps: Steps, start: WizardStart) {
  const [step, setStep] = useState(start.step);
  const [highestReached, setHighestReached] = useState(start.highestReached);
  const current: Steps[number] | undefined = steps[step] ?? steps[0];
  if (!current) throw new Error("A wizard has at least one step");
  return {
    steps,
    step,
    setStep,
    current,
    isLast: step === steps.length - 1,
    highestReached,
    setHighestReached,
  };
}

/**
 * What both step-by-step editors do around their steps: change step, unlock the next after a save,
 * and ask before unsaved changes are lost, whether the person changes step, cancels or leaves the
 * page. `dirty` says whether the current step's form differs from what is saved; `resetForm` puts the
 * form back to the saved profile, and runs whenever a step opens (after a save, too) and when its
 * changes are discarded.
 */
export function useWizardShell<Steps extends readonly WizardStep[]>(
  wizard: ReturnType<typeof useWizardSteps<Steps>>,
  { dirty, resetForm }: { dirty: boolean; resetForm: () => void },
) {
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const { blocker, leave } = useLeaveGuard(dirty);
  const { step, steps, highestReached } = wizard;
  const nextStep = Math.min(step + 1, steps.length - 1);

  const show = (index: number) => {
    resetForm();
    wizard.setStep(index);
    window.scrollTo({ top: 0 });
  };

  /** Runs an action that leaves the step, asking first when the step has unsaved changes. */
  const leaveStep = (action: () => void) => {
    if (!dirty) return action();
    setPendingAction(() => () => {
      resetForm();
      action();
    });
  };

  return {
    ...wizard,
    /** Where the wizard goes after this step is saved. */
    next: { step: nextStep, highestReached: Math.max(highestReached, nextStep) } satisfies WizardStart,
    leaveStep,
    /** The step indicator's choice. */
    select: (index: number) => index !== step && leaveStep(() => show(index)),
    back: () => leaveStep(() => show(step - 1)),
    /** After a save: the next step unlocks and opens. */
    advance: () => {
      wizard.setHighestReached((h) => Math.max(h, nextStep));
      show(nextStep);
    },
    /** Leaves the page without asking: what was on it is saved. */
    leave,
    dialog: {
      open: pendingAction !== null || blocker.state === "blocked",
      onKeepEditing: () => {
        setPendingAction(null);
        if (blocker.state === "blocked") blocker.reset();
      },
      onDiscard: () => {
        const action = pendingAction;
        setPendingAction(null);
        if (blocker.state === "blocked") blocker.proceed();
        else action?.();
      },
    },
  };
}

export type WizardShellState = ReturnType<typeof useWizardShell>;
