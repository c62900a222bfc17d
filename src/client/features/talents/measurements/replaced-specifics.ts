import { usesMeasurements } from "#shared/measurements/measured-categories";

/** The free-text specifics about the body that a talent's measurements take the place of. */
const BODY_SPECIFICS = new Set(["height", "measurements", "eyes", "hair", "shoes"]);

/**
 * Whether a specific field gives way to the measurements: for the measured subcategories (ADR 48) the
 * wizard no longer asks for it and the profile no longer shows it; anyone else keeps it as before.
 */
export const isReplacedSpecific = (subcategory: string, name: string): boolean =>
  usesMeasurements(subcategory) && BODY_SPECIFICS.has(name);
