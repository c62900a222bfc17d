import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

/** A centred dialog with a labelled title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Primitive.Content
        data-slot="dialog"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <Primitive.Title className="font-display text-xl font-semibold break-words">
            {title}
          </Primitive.Title>
          <Primitive.Close
            className="-m-2 rounded-md p-2 hover:bg-surface-muted"
            aria-label={t("common.close")}
          >
            <X className="size-5" aria-hidden />
          </Primitive.Close>
        </div>
        {description ? (
          <Primitive.Description className="text-sm text-muted-foreground">
            {description}
          </Primitive.Description>
        ) : null}
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
