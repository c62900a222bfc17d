import { Spinner } from "#client/components/ui/spinner.tsx";

/** The whole window while the first page's code arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
