import type { ReactNode } from "react";
import { Button, type ButtonProps } from "#client/components/ui/button.tsx";

/**
 * A form's submit button: while the submission runs it says so (`busyLabel`) and ignores presses,
 * keeping the focus where it was (see Button's `busy`).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, "type" | "busy"> & { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" busy={busy} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
