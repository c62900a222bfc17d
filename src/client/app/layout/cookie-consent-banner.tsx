import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import {
  closeCookiePreferences,
  openCookiePreferences,
  saveConsent,
  useCookieConsent,
  useCookiePreferencesOpen,
} from "../../lib/cookie-consent.ts";

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

/** The consent banner until a choice is made, and the preferences dialog (also opened from the footer). */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const open = useCookiePreferencesOpen();
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  useEffect(() => {
    if (open) {
      setAnalytics(consent.analytics);
      setMarketing(consent.marketing);
    }
  }, [open, consent.analytics, consent.marketing]);

  return (
    <>
      {consent.status === "pending" && !open ? (
        <section
          aria-label="Cookie consent"
          data-toast-clearance
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p className="text-sm">
              Vitrine stores only what it needs to work: your sign-in and your choices. It runs no analytics
              or marketing tools. Read the{" "}
              <Link to="/privacy-policy" className="text-accent underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={openCookiePreferences}>
                Customize
              </Button>
              <Button variant="outline" onClick={() => saveConsent({ analytics: false, marketing: false })}>
                Decline
              </Button>
              <Button onClick={() => saveConsent({ analytics: true, marketing: true })}>Accept All</Button>
            </div>
          </div>
        </section>
      ) : null}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => (next ? openCookiePreferences() : closeCookiePreferences())}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
            <Dialog.Title className="font-display text-xl font-semibold">Cookie preferences</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              Choose what Vitrine may store on your device. You can change this any time from the footer.
            </Dialog.Description>
            <Toggle
              label="Necessary"
              description="Sign-in, security and your choices here. Always on."
              checked
              disabled
            />
            <Toggle
              label="Analytics"
              description="Statistics about how Vitrine is used. Vitrine runs no analytics tool today, so nothing is collected either way."
              checked={analytics}
              onChange={setAnalytics}
            />
            <Toggle
              label="Marketing"
              description="Measuring campaigns that bring talents to Vitrine. Vitrine runs no marketing tool today, so nothing is collected either way."
              checked={marketing}
              onChange={setMarketing}
            />
            <div className="flex justify-end">
              <Button onClick={() => saveConsent({ analytics, marketing })}>Save Preferences</Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
