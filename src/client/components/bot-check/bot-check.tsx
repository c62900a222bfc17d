import type { AltchaWidgetElement } from "altcha/types/generic";
// Types only (<altcha-widget> in JSX). A plain import ran its JavaScript too, which imports "./global"
// without an extension: Node refuses that, and the server sent the contact page's error page instead.
import type {} from "altcha/types/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import type { Language } from "#shared/i18n/languages";
import type { Translate } from "#shared/i18n/translator";

/**
 * The widget's configuration, in the page's language. Passed as an attribute: the element's methods
 * exist only once it has mounted, which may be after React's effects have run.
 */
function useConfiguration(language: Language): string {
  return useMemo(
    () =>
      JSON.stringify({
        challenge: "/api/botcheck/challenge",
        hideFooter: true,
        hideLogo: true,
        language,
      }),
    [language],
  );
}

/** The widget's texts from the catalogs, in the page's language. */
const widgetTexts = (t: Translate): Record<string, string> => ({
  label: t("common.botCheck.label"),
  verified: t("common.botCheck.verified"),
  verifying: t("common.botCheck.verifying"),
  error: t("common.botCheck.error"),
  expired: t("common.botCheck.expired"),
  verificationRequired: t("common.botCheck.required"),
});

/**
 * ALTCHA 3 takes its texts only from its global registry, keyed by the widget's `language` (it ignores
 * texts in the configuration): ours are registered there, over its English ones for what we do not say.
 */
function registerWidgetTexts(language: Language, texts: Record<string, string>): void {
  const registry = globalThis.$altcha.i18n;
  registry.set(language, { ...registry.get("en"), ...texts });
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The self-hosted proof-of-work check ("I'm not a robot"). Reports the solved payload, or null when it
 * expires or is reset; a new resetKey starts a fresh check (a solution is accepted once only).
 */
export function BotCheck({
  onChange,
  resetKey = 0,
}: {
  onChange: (payload: string | null) => void;
  resetKey?: number;
}) {
  const widget = useRef<AltchaWidgetElement>(null);
  const t = useT();
  const language = useLanguage();
  const configuration = useConfiguration(language);
  // As a string, so that the catalogs arriving after a server-rendered page hydrates register again.
  const texts = JSON.stringify(widgetTexts(t));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The widget fills its element as soon as its script has loaded, which on a page rendered by the
  // server (the contact page) can be before React hydrates it: React then finds children it did not
  // render and fails (error 418). So the element is added once the page is hydrated.
  const hydrated = useHydrated();
  // The widget's script (and its worker and styles) loads in the browser only: the server renders the
  // pages with this component, and the widget's modules are written for a browser (its worker runs on
  // import). The element upgrades when its definition arrives.
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("./register-altcha.ts")
      .then(() => {
        if (current) registerWidgetTexts(language, JSON.parse(texts));
      })
      .catch(() => setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [language, texts]);

  useEffect(() => {
    const element = widget.current;
    if (!hydrated || !element) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChangeRef.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", handle);
    return () => element.removeEventListener("statechange", handle);
  }, [hydrated]);

  // Reset only when the key changes while mounted: a widget mounted with a later key (the contact
  // form's "Send another message") is fresh already, and its methods may not exist yet.
  const appliedKey = useRef(resetKey);
  useEffect(() => {
    if (resetKey === appliedKey.current) return;
    appliedKey.current = resetKey;
    const element = widget.current;
    if (element && typeof element.reset === "function") element.reset();
    onChangeRef.current(null);
  }, [resetKey]);

  return (
    <div className="vitrine-botcheck">
      {hydrated ? (
        <altcha-widget ref={widget} type="checkbox" auto="off" configuration={configuration} />
      ) : (
        // In the server's HTML: what a browser without JavaScript keeps, and a slow one shows meanwhile.
        <p className="rounded-md border border-border p-3 text-sm text-muted-foreground">
          {t("common.botCheck.needsScript")}
        </p>
      )}
      {loadFailed ? (
        <p role="alert" className="text-sm text-danger">
          {t("common.botCheck.loadFailed")}
        </p>
      ) : null}
    </div>
  );
}
