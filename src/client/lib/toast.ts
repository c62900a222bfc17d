import { useSyncExternalStore } from "react";

export type ToastAction = { label: string; onClick: () => void };

type Sonner = typeof import("sonner").toast;

/**
 * Toasts with a title and an optional description, as the spec's messages are written. The toast
 * library and its host load once the page is idle, or with the first toast, not with the page
 * (issue 13: first-visit weight).
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

export const toast = {
  success: (title: string, description?: string) =>
    void sonner().then((show) => show.success(title, { description })),
  error: (title: string, description?: string) =>
    void sonner().then((show) => show.error(title, { description })),
  info: (title: string, description?: string, action?: ToastAction) =>
    void sonner().then((show) => show(title, { description, action })),
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
