import { lazy, Suspense, useState } from "react";
import type { SheetPanelProps } from "./sheet-panel.tsx";

const SheetPanel = lazy(() => import("./sheet-panel.tsx").then((m) => ({ default: m.SheetPanel })));

/**
 * A sheet whose code (Radix Dialog, focus trap, scroll lock) loads when it first opens, not with the
 * page: the menu and the list's filters are closed on a first visit. The trigger is the caller's own
 * button, which sets `open`; the sheet shows as soon as its chunk has arrived, so an early click is
 * kept. Once opened it stays mounted, so closing animates and returns focus like a plain sheet.
 */
export function LazySheet(props: SheetPanelProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SheetPanel {...props} />
    </Suspense>
  );
}
