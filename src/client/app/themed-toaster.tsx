import { useEffect } from "react";
import { Toaster } from "sonner";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useTheme } from "#client/lib/theme.ts";
import { TOAST_CLEARANCE_BOTTOM, TOAST_CLEARANCE_TOP, toastHostMounted } from "#client/lib/toast.ts";

/** Each toast's edge is chosen as it is shown (lib/toast.ts); its distance clears the bars pinned there. */
const offsetsFromEdges = (gap: number) => ({
  top: `calc(var(${TOAST_CLEARANCE_TOP}, 0px) + ${gap}px)`,
  bottom: `calc(var(${TOAST_CLEARANCE_BOTTOM}, 0px) + ${gap}px)`,
  left: gap,
  right: gap,
});
const DESKTOP_OFFSETS = offsetsFromEdges(24);
const PHONE_OFFSETS = offsetsFromEdges(16);

/** The toasts' host, loaded with the first toast (see lib/toast.ts). */
export function ThemedToaster() {
  const { theme } = useTheme();
  const t = useT();
  useEffect(() => toastHostMounted(), []);
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="top-right"
      offset={DESKTOP_OFFSETS}
      mobileOffset={PHONE_OFFSETS}
      closeButton
      richColors
      containerAriaLabel={t("common.toaster.region")}
      toastOptions={{ closeButtonAriaLabel: t("common.toaster.close") }}
    />
  );
}
