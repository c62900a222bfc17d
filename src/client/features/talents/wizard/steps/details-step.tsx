import { X } from "lucide-react";
import { useMemo } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { MultiSelectList } from "#client/components/multi-select-list.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { languageLabel, languageOptions } from "#shared/catalogue/languages";
import { paymentOptionDescription, paymentOptionLabel } from "#shared/catalogue/payment-options";
import { PAYMENT_OPTIONS } from "#shared/talents/talent.schema";
import type { StepProps } from "./step-props.ts";

export function DetailsStep({ form }: StepProps) {
  const t = useT();
  const language = useLanguage();
  const languageChoices = useMemo(() => languageOptions(t, language), [t, language]);
  const issue = useIssueText();
  const languages = form.watch("languages");
  const paymentOptions = form.watch("paymentOptions");
  const set = { shouldDirty: true };
  const languagesError = issue(form.formState.errors.languages?.message);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("talents.wizard.details.languages")}</legend>
        {languages.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("talents.wizard.details.chosenLanguages")}>
            {languages.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() =>
                    form.setValue(
                      "languages",
                      languages.filter((c) => c !== code),
                      set,
                    )
                  }
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-surface-muted px-3 text-sm"
                  aria-label={t("talents.wizard.details.removeLanguage", {
                    language: languageLabel(t, code),
                  })}
                >
                  {languageLabel(t, code)} <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("talents.wizard.details.noLanguages")}</p>
        )}
        <MultiSelectList
          label={t("talents.wizard.details.languages")}
          options={languageChoices}
          selected={languages}
          onChange={(chosen) => form.setValue("languages", chosen, set)}
        />
        {languagesError ? <p className="text-sm text-danger">{languagesError}</p> : null}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("talents.wizard.details.paymentOptions")}</legend>
        {PAYMENT_OPTIONS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-4 has-[:checked]:border-accent"
          >
            <input
              type="checkbox"
              className="mt-1 size-5 accent-accent"
              checked={paymentOptions.includes(option)}
              onChange={(e) =>
                form.setValue(
                  "paymentOptions",
                  e.target.checked
                    ? PAYMENT_OPTIONS.filter((o) => o === option || paymentOptions.includes(o))
                    : paymentOptions.filter((o) => o !== option),
                  set,
                )
              }
            />
            <span>
              <span className="block font-medium">
                {paymentOptionLabel(t, option)} ({option})
              </span>
              <span className="block text-sm text-muted-foreground">
                {paymentOptionDescription(t, option)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
