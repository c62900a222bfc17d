import { FileX2 } from "lucide-react";
import { useT } from "#client/lib/i18n/use-t.ts";

/** Marks an inbox entry that is a cancellation for a person to handle (ADR 47); nothing for a message. */
export function CancellationMark({ kind }: { kind: "message" | "cancellation" }) {
  const t = useT();
  if (kind !== "cancellation") return null;
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-warning-surface px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-warning">
      <FileX2 className="size-3.5" aria-hidden />
      {t("billing.inbox.cancellation")}
    </span>
  );
}
