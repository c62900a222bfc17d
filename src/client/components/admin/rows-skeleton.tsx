import { Skeleton } from "../ui/skeleton.tsx";

/** Placeholder rows in the shape of a table or list that is loading, announced once as loading. */
export function RowsSkeleton({
  label,
  rows = 5,
  className = "h-12",
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Skeleton key={index} className={`${className} w-full rounded-lg`} />
      ))}
    </div>
  );
}
