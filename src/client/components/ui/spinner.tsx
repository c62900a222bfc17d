import { LoaderCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

/** A spinning indicator with a text for screen readers ("Loading" unless told). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </span>
  );
}
