import "./register-altcha.ts";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { useEffect, useRef, useState } from "react";

// Passed as an attribute: the element's methods exist only once it has mounted, which may be after
// React's effects have run.
const CONFIGURATION = JSON.stringify({
  challenge: "/api/botcheck/challenge",
  hideFooter: true,
  hideLogo: true,
  strings: {
    label: "I'm not a robot",
    verified: "Verified",
    verifying: "Verifying...",
    error: "Verification failed. Try again.",
    expired: "Verification expired. Try again.",
    verificationRequired: "Verification needed",
  },
});

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
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The widget fills its element as soon as its script has loaded, which on a page rendered by the
  // server (the contact page) can be before React hydrates it: React then finds children it did not
  // render and fails (error 418). So the element is added once the page is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

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
        <altcha-widget ref={widget} type="checkbox" auto="off" configuration={CONFIGURATION} />
      ) : null}
    </div>
  );
}
