import { AlertTriangle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api.ts";

/** A failed load, said where the content would be, with the server's message and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger bg-danger-surface p-4">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="space-y-2">
        <p className="font-semibold text-danger">{title}</p>
        <p className="text-sm">{errorMessage(error)}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
