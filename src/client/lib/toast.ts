import { toast as sonner } from "sonner";

export type ToastAction = { label: string; onClick: () => void };

/** Toasts with a title and an optional description, as the spec's messages are written. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
  info: (title: string, description?: string, action?: ToastAction) => sonner(title, { description, action }),
};
