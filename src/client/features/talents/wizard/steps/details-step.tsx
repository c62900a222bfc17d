import { X } from "lucide-react";
import { MultiSelectList } from "#client/components/multi-select-list.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { LANGUAGES, languageLabel } from "#shared/catalogue/languages";
import { PAYMENT_OPTION_INFO } from "#shared/catalogue/payment-options";
import { PAYMENT_OPTIONS } from "#shared/talents/talent.schema";
import { useIssueText } from "../use-issue-text.ts";
import type { StepProps } from "./step-props.ts";

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

export function DetailsStep({ form }: StepProps) {
  const t = useT();
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
                  aria-label={t("talents.wizard.details.removeLanguage", { language: languageLabel(code) })}
                >
                  {languageLabel(code)} <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("talents.wizard.details.noLanguages")}</p>
        )}
        <MultiSelectList
          label={t("talents.wizard.details.languages")}
          options={LANGUAGE_OPTIONS}
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
                {PAYMENT_OPTION_INFO[option].label} ({option})
              </span>
              <span className="block text-sm text-muted-foreground">
                {PAYMENT_OPTION_INFO[option].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
