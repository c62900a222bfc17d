import type { SubcategoryValue } from "#shared/catalogue/categories";

/**
 * The subcategories whose talents give body measurements: those cast for their body and fitted for
 * wardrobe (models, actors, dancers). Everyone else is booked for work done behind a camera, a desk or
 * a microphone, or is a business, and is not asked.
 */
export const MEASURED_SUBCATEGORIES = [
  "model",
  "actor",
  "dancer",
] as const satisfies readonly SubcategoryValue[];

/** Whether a talent of this subcategory gives measurements. */
export function usesMeasurements(subcategory: string): boolean {
  return (MEASURED_SUBCATEGORIES as readonly string[]).includes(subcategory);
}
