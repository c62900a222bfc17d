import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/** The profile's shape while it loads: the top row, the breadcrumb, the 3:4 picture and the facts beside it. */
export function TalentProfileSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6">
      <p className="sr-only" role="status">
        {t("talents.profile.loading")}
      </p>
      <div aria-hidden className="flex items-center justify-between gap-3">
        <Skeleton className="h-11 w-24 rounded-md" />
        <Skeleton className="h-11 w-28 rounded-md" />
      </div>
      <Skeleton className="mt-4 h-5 w-64 max-w-full rounded" />
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
        <div className="min-w-0 space-y-4">
          <Skeleton className="h-5 w-32 rounded" />
          <Skeleton className="h-12 w-3/4 rounded md:h-14" />
          <Skeleton className="h-6 w-1/2 rounded-full" />
          <div className="grid grid-cols-2 gap-4 pt-2">
            {["a", "b", "c", "d"].map((key) => (
              <div key={key} className="space-y-1.5">
                <Skeleton className="h-4 w-20 rounded" />
                <Skeleton className="h-5 w-28 rounded" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
