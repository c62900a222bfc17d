import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  side?: "right" | "left" | "bottom";
  title: string;
  description?: string;
  children: ReactNode;
};

const sides = {
  right:
    "inset-y-0 right-0 h-full w-[85vw] max-w-sm border-l data-[state=open]:animate-[sheet-in-right_200ms_ease-out]",
  left: "inset-y-0 left-0 h-full w-[85vw] max-w-sm border-r data-[state=open]:animate-[sheet-in-left_200ms_ease-out]",
  bottom:
    "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t data-[state=open]:animate-[sheet-in-bottom_200ms_ease-out]",
};

/** A panel that slides in from an edge, with a labelled title and a close button. */
export function SheetContent({
  side = "right",
  title,
  description,
  className,
  children,
  ...props
}: SheetContentProps) {
  const t = useT();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        data-slot="sheet"
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface p-6 shadow-xl border-border",
          sides[side],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="flex items-center justify-between gap-4">
          <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close className="rounded-md p-2 hover:bg-surface-muted" aria-label={t("common.close")}>
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
