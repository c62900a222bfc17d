import { useEffect, useRef, useState } from "react";

const STORAGE_KEY = "vitrine-admin-shortcuts";

function readEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

/** Whether a key press belongs to something else: a field being typed in, an open dialog, a modifier. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || event.repeat) return true;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest(
      "input, textarea, select, [contenteditable='true'], [role='dialog'], [role='alertdialog']",
    )
  ) {
    return true;
  }
  return document.querySelector("[role='dialog'], [role='alertdialog']") !== null;
}

/**
 * Single-key shortcuts (WCAG 2.1.4: they can be turned off, and the choice is remembered). Keys are
 * matched case-insensitively and ignored while typing or while a dialog is open.
 */
export function useSingleKeyShortcuts(handlers: Record<string, () => void>) {
  const [enabled, setEnabledState] = useState(readEnabled);
  const current = useRef(handlers);
  current.current = handlers;
  const setEnabled = (next: boolean) => {
    setEnabledState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? "on" : "off");
    } catch {
      // Storage may be refused; the choice then lasts for this visit.
    }
  };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (belongsElsewhere(event)) return;
      const handler = current.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
  return { enabled, setEnabled };
}
