import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * What a table shows, as a list of cards for screens too narrow for its columns: a table there either
 * pushes the page sideways or scrolls inside its frame with nothing to say that more is hidden. The
 * page shows the table from the width where its columns fit and these cards below it (the
 * `className` hides one or the other), with the same values and actions.
 */
export function RecordCards({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {children}
    </ul>
  );
}

/** One record: what names it (a name, an address), a badge or menu beside it, its fields, its actions. */
export function RecordCard({
  title,
  aside,
  children,
  actions,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="min-w-0 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        {/* An address or a name has no spaces to wrap at: it breaks anywhere rather than widen the card. */}
        <p className="min-w-0 font-medium wrap-anywhere">{title}</p>
        {aside}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">{children}</dl>
      {actions ? <div className="mt-3">{actions}</div> : null}
    </li>
  );
}

/** A label and its value in a card; `wide` gives a long value the card's full width. */
export function RecordField({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("min-w-0", wide && "col-span-2")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}
