import { useT } from "#client/lib/i18n/use-t.ts";
import { specificFieldLabel, specificFieldsOf, specificFieldUnit } from "#shared/catalogue/categories";
import type { Specifics } from "#shared/talents/talent.schema";
import { isReplacedSpecific } from "../measurements/replaced-specifics.ts";

/**
 * The category's specific fields with their labels and units, plus any services listed; for a
 * measured subcategory without those its measurements replace (they show in their own block).
 */
export function TalentDetails({
  category,
  subcategory,
  specifics,
}: {
  category: string;
  subcategory: string;
  specifics: Specifics;
}) {
  const t = useT();
  const fields = specificFieldsOf(category);
  const known = fields.filter(
    (f) =>
      specifics[f.name] !== undefined && specifics[f.name] !== "" && !isReplacedSpecific(subcategory, f.name),
  );
  const shown = new Set(fields.map((f) => f.name));
  const extra = Object.entries(specifics).filter(
    ([key, value]) => !shown.has(key) && key !== "services" && typeof value !== "object",
  );
  if (!known.length && !extra.length) return null;
  return (
    <section aria-labelledby="details-heading" className="mt-12">
      <h2 id="details-heading" className="font-display text-2xl font-semibold">
        {t("talents.details.title")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {known.map((field) => (
          <div key={field.name} className="rounded-lg border border-border bg-surface p-4">
            <dt className="text-xs uppercase tracking-wider text-muted-foreground">
              {specificFieldLabel(t, field)}
            </dt>
            <dd className="mt-1 font-medium">
              {String(specifics[field.name])}
              {field.unit ? ` ${specificFieldUnit(t, field)}` : ""}
            </dd>
          </div>
        ))}
        {extra.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-border bg-surface p-4">
            <dt className="text-xs uppercase tracking-wider text-muted-foreground">
              {key.charAt(0).toUpperCase() + key.slice(1)}
            </dt>
            <dd className="mt-1 font-medium">{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
