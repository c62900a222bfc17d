import type { ReactNode, RefObject } from "react";
import { Sheet, SheetContent } from "./sheet.tsx";

export type SheetPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: "right" | "left" | "bottom";
  title: string;
  /** The button that opens the sheet: focus goes back to it when the sheet closes. */
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** A controlled sheet without a trigger of its own, loaded by `LazySheet` when it first opens. */
export function SheetPanel({ open, onOpenChange, side, title, triggerRef, children }: SheetPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        title={title}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
