import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import type { Translate } from "#shared/i18n/translator";
import { EYE_COLOUR_LABELS, HAIR_COLOUR_LABELS, MEASUREMENT_FIELD_LABELS } from "#shared/measurements/labels";
import { savedSearchFilters } from "#shared/workspace/saved-searches.schema";

type Range = [min: number | undefined, max: number | undefined];

/** "from 170", "up to 190", "170–190" */
function rangeText(t: Translate, [min, max]: Range, unit: string): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined) return t("savedSearches.summary.between", { min, max, unit });
  if (min !== undefined) return t("savedSearches.summary.from", { min, unit });
  return t("savedSearches.summary.upTo", { max, unit });
}

/**
 * A saved search's filters as one readable line, with the labels the filter panel shows
 * ("Category: Models · Location: Munich, Berlin · Height: 170–190 cm"); every talent when it has none.
 */
export function searchSummary(t: Translate, query: string): string {
  const f = savedSearchFilters(query);
  const parts: string[] = [];
  const list = (title: string, values: string[]) => {
    if (values.length) parts.push(t("savedSearches.summary.part", { title, values: values.join(", ") }));
  };
  if (f.q) parts.push(t("savedSearches.summary.keyword", { q: f.q }));
  list(
    t("talents.filters.payment"),
    f.payment.map((v) => paymentOptionLabel(t, v)),
  );
  list(
    t("talents.filters.category"),
    f.category.map((v) => categoryLabel(t, v)),
  );
  list(
    t("talents.filters.subcategory"),
    f.subcategory.map((v) => subcategoryLabel(t, v)),
  );
  list(t("talents.filters.location"), f.location);
  list(
    t("talents.filters.languages"),
    f.languages.map((v) => languageLabel(t, v)),
  );
  const ranges: [string, Range, string][] = [
    [t("talents.filters.age"), [f.ageMin, f.ageMax], ""],
    [t(MEASUREMENT_FIELD_LABELS.height), [f.heightMin, f.heightMax], "cm"],
    [t(MEASUREMENT_FIELD_LABELS.bust), [f.bustMin, f.bustMax], "cm"],
    [t(MEASUREMENT_FIELD_LABELS.waist), [f.waistMin, f.waistMax], "cm"],
    [t(MEASUREMENT_FIELD_LABELS.hips), [f.hipsMin, f.hipsMax], "cm"],
    [t(MEASUREMENT_FIELD_LABELS.inseam), [f.inseamMin, f.inseamMax], "cm"],
    [t(MEASUREMENT_FIELD_LABELS.shoeSize), [f.shoeMin, f.shoeMax], "EU"],
  ];
  for (const [title, range, unit] of ranges) {
    const values = rangeText(t, range, unit);
    if (values) parts.push(t("savedSearches.summary.part", { title, values: values.trim() }));
  }
  list(
    t(MEASUREMENT_FIELD_LABELS.hairColour),
    f.hair.map((v) => t(HAIR_COLOUR_LABELS[v])),
  );
  list(
    t(MEASUREMENT_FIELD_LABELS.eyeColour),
    f.eyes.map((v) => t(EYE_COLOUR_LABELS[v])),
  );
  return parts.length ? parts.join(" · ") : t("savedSearches.summary.everyone");
}
