import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import {
  type CookieConsent,
  closeCookiePreferences,
  openCookiePreferences,
  saveConsent,
} from "#client/lib/cookie-consent.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

function Toggle({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <label className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="mt-1 size-5 accent-accent"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
      />
    </label>
  );
}

/** The cookie preferences, opened from the banner's Customize or the footer; starts from the stored choice. */
export function CookiePreferencesDialog({ consent }: { consent: CookieConsent }) {
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? openCookiePreferences() : closeCookiePreferences())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold">
            {t("common.cookies.preferences.title")}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t("common.cookies.preferences.text")}
          </Dialog.Description>
          <Toggle
            label={t("common.cookies.preferences.necessary")}
            description={t("common.cookies.preferences.necessaryText")}
            checked
            disabled
          />
          <Toggle
            label={t("common.cookies.preferences.analytics")}
            description={t("common.cookies.preferences.analyticsText")}
            checked={analytics}
            onChange={setAnalytics}
          />
          <Toggle
            label={t("common.cookies.preferences.marketing")}
            description={t("common.cookies.preferences.marketingText")}
            checked={marketing}
            onChange={setMarketing}
          />
          <div className="flex justify-end">
            <Button onClick={() => saveConsent({ analytics, marketing })}>
              {t("common.cookies.preferences.save")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
