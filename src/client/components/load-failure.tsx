import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

type LoadFailureProps = {
  /** What could not be loaded, e.g. "We could not load this profile". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  className?: string;
};

function RetryButton({ onRetry, retrying }: Pick<LoadFailureProps, "onRetry" | "retrying">) {
  const t = useT();
  return (
    <Button variant="outline" onClick={onRetry} busy={retrying}>
      <RotateCw aria-hidden className={cn(retrying && "animate-spin motion-reduce:animate-none")} />
      {t("common.loadFailure.retry")}
    </Button>
  );
}

/**
 * A load that failed, said where its content would be: what could not be loaded, why (the server's
 * message, or that Vitrine could not be reached), and Try again. Never "not found": that is a 404 only.
 */
export function LoadFailure({ title, error, onRetry, retrying, className }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className={cn("flex gap-3 rounded-xl border border-danger bg-danger-surface p-4", className)}
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="min-w-0 space-y-3">
        <div>
          <p className="font-semibold text-danger">{title}</p>
          <p className="mt-1 text-sm">{errorMessage(error)}</p>
        </div>
        <RetryButton onRetry={onRetry} retrying={retrying} />
      </div>
    </div>
  );
}

/** The same for a whole page: the failure is the page's heading, with Try again and ways on. */
export function LoadFailurePage({
  title,
  error,
  onRetry,
  retrying,
  children,
}: LoadFailureProps & { children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-24">
      <AlertTriangle className="size-8 text-danger" aria-hidden />
      <h1 className="mt-4 font-display text-4xl font-semibold">{title}</h1>
      <p role="alert" className="mt-4 text-lg text-muted-foreground">
        {errorMessage(error)}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <RetryButton onRetry={onRetry} retrying={retrying} />
        {children}
      </div>
    </section>
  );
}
