import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * One configured company detail, or a placeholder that tells the operator which variable fills it:
 * a legal notice with a silently missing register entry looks complete and is not.
 */
export function CompanyField({ value, variable }: { value: string | null | undefined; variable: string }) {
  const t = useT();
  if (value === undefined) return <Skeleton className="inline-block h-4 w-48 rounded align-middle" />;
  if (value === null) {
    return (
      <span className="rounded bg-warning-surface px-1.5 py-0.5 text-sm font-medium text-warning">
        {t("legal.company.notConfigured", { variable })}
      </span>
    );
  }
  return <>{value}</>;
}
