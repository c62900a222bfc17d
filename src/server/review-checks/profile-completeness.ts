import { MEASUREMENT_FIELDS } from "#shared/measurements/fields";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import type { FindingDetails } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";

/** The gallery pictures a profile needs to show its work (ADR 52). */
export const MIN_GALLERY_PICTURES = 3;

/**
 * What the profile lacks that its category needs: a hero picture, at least three gallery pictures,
 * and measurements where its subcategory gives them (models, actors, dancers).
 */
export function profileGaps(
  talent: Pick<Talent, "image" | "gallery" | "subcategory" | "measurements">,
): FindingDetails[] {
  const gaps: FindingDetails[] = [];
  if (!talent.image) gaps.push({ check: "incomplete-profile", missing: "hero" });
  const pictures = talent.gallery.filter((item) => item.type === "image").length;
  if (pictures < MIN_GALLERY_PICTURES) {
    gaps.push({
      check: "incomplete-profile",
      missing: "gallery",
      have: pictures,
      need: MIN_GALLERY_PICTURES,
    });
  }
  if (
    usesMeasurements(talent.subcategory) &&
    MEASUREMENT_FIELDS.every((field) => talent.measurements[field] === undefined)
  ) {
    gaps.push({ check: "incomplete-profile", missing: "measurements" });
  }
  return gaps;
}
