import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { placeToast } from "./toast-placement.ts";

export type ToastAction = { label: string; onClick: () => void };

/** Marks a bar pinned to the top or bottom of the screen that toasts must leave uncovered. */
export const TOAST_CLEARANCE_ATTRIBUTE = "data-toast-clearance";

/** The CSS variables the Toaster's offsets read (see providers.tsx). */
export const TOAST_CLEARANCE_TOP = "--toast-clearance-top";
export const TOAST_CLEARANCE_BOTTOM = "--toast-clearance-bottom";

/**
 * Places the next toast away from the focused control and clear of the pinned bars (ADR 31), measured
 * when the toast is asked for (the showing one is dismissed as the new one comes: one at a time).
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
  return { position: edge === "top" ? "top-right" : "bottom-right" };
}

type Sonner = typeof import("sonner").toast;

/*
 * The toast library and its host load once the page is idle, or with the first toast, not with the
 * page (the first visit stays within 150 KiB of JavaScript).
 */
let requested = false;
const listeners = new Set<() => void>();
let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
let loading: Promise<Sonner> | undefined;

function sonner(): Promise<Sonner> {
  loading ??= (async () => {
    requested = true;
    for (const listener of listeners) listener();
    const [library] = await Promise.all([import("sonner"), hostReady]);
    return library.toast;
  })();
  return loading;
}

function show(render: (library: Sonner, where: Pick<ExternalToast, "position">) => void): void {
  const where = placement();
  void sonner().then((library) => {
    library.dismiss();
    render(library, where);
  });
}

/** Toasts with a title and an optional description, as every message of the app is written. */
export const toast = {
  success: (title: string, description?: string) =>
    show((library, where) => library.success(title, { description, ...where })),
  error: (title: string, description?: string) =>
    show((library, where) => library.error(title, { description, ...where })),
  info: (title: string, description?: string, action?: ToastAction) =>
    show((library, where) => library(title, { description, action, ...where })),
};

/** True once a toast was asked for: the host (the toaster) is mounted from then on. */
export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Called by the mounted toaster, so queued toasts are shown only once it listens. */
export function toastHostMounted(): void {
  hostMounted();
}
