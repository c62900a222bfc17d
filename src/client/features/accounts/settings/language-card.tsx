import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { rememberLanguage, saveAccountLanguage } from "#client/lib/i18n/language-choice.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language, localizedPath } from "#shared/i18n/languages";

/**
 * The account's language: the language of its mails, and of the pages, which move to the chosen
 * language's address (ADR 46). Each language is named in itself.
 */
export function LanguageCard() {
  const t = useT();
  const pageLanguage = useLanguage();
  const { user, refresh } = useAuth();
  const { pathname, search, hash } = useLocation();
  const saved = user?.language ?? pageLanguage;
  const [choice, setChoice] = useState<Language>(saved);

  const save = useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: async ({ language }) => {
      rememberLanguage(language);
      if (language !== pageLanguage) {
        // Another language is another address: the page loads again there, in that language.
        window.location.assign(`${localizedPath(language, pathname)}${search}${hash}`);
        return;
      }
      await refresh();
      toast.success(t("accounts.language.saved"));
    },
    onError: (error) => toast.error(t("accounts.language.error"), errorMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };

  return (
    <SettingsCard title={t("accounts.language.title")} description={t("accounts.language.description")}>
      <form onSubmit={submit} className="space-y-4">
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t("accounts.language.title")}</legend>
          {LANGUAGES.map((language) => (
            <label
              key={language}
              lang={language}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-checked:border-accent"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={choice === language}
                onChange={() => setChoice(language)}
                className="size-4 accent-[var(--accent)]"
              />
              <span>{LANGUAGE_NAMES[language]}</span>
            </label>
          ))}
        </fieldset>
        <SubmitButton
          disabled={choice === saved && choice === pageLanguage}
          // Still busy while the page moves to the other language's address.
          busy={save.isPending || (save.isSuccess && save.data.language !== pageLanguage)}
          busyLabel={t("accounts.language.saving")}
        >
          {t("accounts.language.save")}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
