import { useSyncExternalStore } from "react";

export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  status: "pending" | "given";
};

export const CONSENT_STORAGE_KEY = "vitrine-cookie-consent";
const DEFAULT_CONSENT: CookieConsent = {
  necessary: true,
  analytics: false,
  marketing: false,
  status: "pending",
};
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CookieConsent } | undefined;
let preferencesOpen = false;

function read(): CookieConsent {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage refused: ask again next visit.
  }
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULT_CONSENT;
  try {
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && (parsed.status === "given" || parsed.status === "pending")) {
      value = {
        necessary: true,
        analytics: parsed.analytics === true,
        marketing: parsed.marketing === true,
        status: parsed.status,
      };
    }
  } catch {
    // A damaged entry counts as no choice.
  }
  cached = { raw, value };
  return value;
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** Stores a choice; any of the three actions sets the status to given. */
export function saveConsent(choice: { analytics: boolean; marketing: boolean }): void {
  try {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, ...choice, status: "given" }),
    );
  } catch {
    // Without storage the choice holds for this visit only.
    cached = { raw: "memory", value: { necessary: true, ...choice, status: "given" } };
  }
  preferencesOpen = false;
  notify();
}

export function openCookiePreferences(): void {
  preferencesOpen = true;
  notify();
}

export function closeCookiePreferences(): void {
  preferencesOpen = false;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's cookie choice; no analytics or marketing code may run unless it allows it. */
export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_CONSENT);
}

export function useCookiePreferencesOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => preferencesOpen,
    () => false,
  );
}
