import { useEffect } from "react";
import { Toaster } from "sonner";
import { useTheme } from "../lib/theme.ts";
import { toastHostMounted } from "../lib/toast.ts";

/** The toasts' host, loaded with the first toast (see lib/toast.ts). */
export function ThemedToaster() {
  const { theme } = useTheme();
  useEffect(() => toastHostMounted(), []);
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="bottom-right"
      closeButton
      richColors
    />
  );
}
