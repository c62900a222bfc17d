import { type ReactNode, useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { StepIndicator } from "./step-indicator.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";
import type { WizardShellState } from "./use-wizard-shell.ts";

/**
 * The frame of a step-by-step editor (`useWizardShell`): the steps, the current step's title and
 * fields, the bar with Back (and Cancel) and the save button, and the question before unsaved
 * changes are lost. The save button names what it does (`saveLabel`) and "Saving..." while `busy`.
 */
export function WizardShell({
  shell,
  label,
  banner,
  children,
  backLabel,
  onCancel,
  saveLabel,
  saveDisabled = false,
  busy,
  onSave,
  dialogSaveLabel,
  barClassName,
}: {
  shell: WizardShellState;
  /** The step list's name. */
  label: string;
  banner?: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
  backLabel: string;
  /** Shown as a Cancel button, asking first when the step has unsaved changes. */
  onCancel?: () => void;
  saveLabel: string;
  saveDisabled?: boolean;
  busy: boolean;
  onSave: () => void;
  /** The button named in the question about unsaved changes. */
  dialogSaveLabel?: string;
  /** Where the bar sticks on phones. */
  barClassName: string;
}) {
  const t = useT();
  const titleId = useId();
  const { steps, step, current } = shell;
  return (
    <div className="space-y-6">
      {banner}
      <StepIndicator
        steps={steps}
        label={label}
        current={step}
        highestReached={shell.highestReached}
        onSelect={shell.select}
      />
      <section
        aria-labelledby={titleId}
        className="space-y-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      >
        <header>
          <p className="text-sm text-muted-foreground">
            {t("talents.wizard.shell.stepOf", { step: step + 1, count: steps.length })}
          </p>
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {t(current.name)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(current.description)}</p>
        </header>
        {children}
      </section>
      <div
        data-toast-clearance
        className={cn(
          "sticky z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0",
          barClassName,
        )}
      >
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" onClick={() => shell.leaveStep(onCancel)} disabled={busy}>
              {t("talents.wizard.shell.cancel")}
            </Button>
          ) : null}
          <Button variant="outline" onClick={shell.back} disabled={step === 0 || busy}>
            {backLabel}
          </Button>
        </div>
        <Button onClick={onSave} busy={busy} disabled={saveDisabled}>
          {busy ? t("talents.wizard.shell.saving") : saveLabel}
        </Button>
      </div>
      <UnsavedChangesDialog saveLabel={dialogSaveLabel} {...shell.dialog} />
    </div>
  );
}
