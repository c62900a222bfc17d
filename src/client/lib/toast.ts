import { type ExternalToast, toast as sonner } from "sonner";
import { placeToast } from "./toast-placement.ts";

export type ToastAction = { label: string; onClick: () => void };

/** Marks a bar pinned to the top or bottom of the screen that toasts must leave uncovered. */
export const TOAST_CLEARANCE_ATTRIBUTE = "data-toast-clearance";

/** The CSS variables the Toaster's offsets read (see providers.tsx). */
export const TOAST_CLEARANCE_TOP = "--toast-clearance-top";
export const TOAST_CLEARANCE_BOTTOM = "--toast-clearance-bottom";

/**
 * Places the next toast away from the focused control and clear of the pinned bars (ADR 31), and
 * dismisses the one showing: one toast is visible at a time, wherever it sits.
 */
function placement(): Pick<ExternalToast, "position"> {
  if (typeof document === "undefined") return {};
  const bars = [...document.querySelectorAll(`[${TOAST_CLEARANCE_ATTRIBUTE}]`)]
    .map((bar) => bar.getBoundingClientRect())
    .filter((box) => box.height > 0);
  const active = document.activeElement;
  const focused = active && active !== document.body ? active.getBoundingClientRect() : null;
  const { edge, clearance } = placeToast(window.innerHeight, focused, bars);
  document.documentElement.style.setProperty(
    edge === "top" ? TOAST_CLEARANCE_TOP : TOAST_CLEARANCE_BOTTOM,
    `${Math.round(clearance)}px`,
  );
  sonner.dismiss();
  return { position: edge === "top" ? "top-right" : "bottom-right" };
}

/** Toasts with a title and an optional description, as the spec's messages are written. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description, ...placement() }),
  error: (title: string, description?: string) => sonner.error(title, { description, ...placement() }),
  info: (title: string, description?: string, action?: ToastAction) =>
    sonner(title, { description, action, ...placement() }),
};
