import type { LengthField } from "./fields.ts";
import { LENGTH_RANGES_CM, type Range } from "./ranges.ts";
import type { LengthUnits } from "./units.ts";

/**
 * Lengths are stored in centimetres with two decimals: a talent enters whole or half centimetres, or
 * whole or half inches, and one inch is exactly 2.54 cm, so every entry is a whole number of
 * hundredths of a centimetre (half a centimetre is 50, half an inch 127) and converts back exactly.
 * 5 ft 9 in is stored as 175.26 and shown to its talent as 5 ft 9 in again.
 */
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

const HALF_CM = 50;
const HALF_INCH = 127;

/** A length in hundredths of a centimetre, the unit every rule below counts in. */
const hundredths = (cm: number): number => Math.round(cm * 100);

/**
 * A length as a form shows it or a visitor reads it, as numbers (the page's language formats them):
 * centimetres; inches; or, for height in imperial units, feet and inches.
 */
export type LengthParts =
  | { unit: "cm"; cm: number }
  | { unit: "in"; inches: number }
  | { unit: "ft-in"; feet: number; inches: number };

/** Height is read in feet and inches; the circumferences, the inseam and the collar in inches. */
export const imperialUnitOf = (field: LengthField): "in" | "ft-in" => (field === "height" ? "ft-in" : "in");

/** A whole or half number: the step a length is entered in, in either system. */
export const isWholeOrHalf = (n: number): boolean => Number.isFinite(n) && Number.isInteger(n * 2);

/** The centimetres of a number of inches, to the hundredth (exact for whole and half inches). */
export const cmFromInches = (inches: number): number => Math.round(inches * 254) / 100;

/** A stored length is whole or half centimetres, or whole or half inches, and more than nothing. */
export function isCanonicalLength(cm: number): boolean {
  if (!Number.isFinite(cm) || cm <= 0) return false;
  const h = hundredths(cm);
  return Math.abs(cm * 100 - h) < 1e-6 && (h % HALF_CM === 0 || h % HALF_INCH === 0);
}

/** Whether a stored length is one entered in that system (25 in = 63.5 cm is both). */
export function isEnteredIn(cm: number, units: LengthUnits): boolean {
  return hundredths(cm) % (units === "metric" ? HALF_CM : HALF_INCH) === 0;
}

/** Inches to the nearest half inch. */
const halfInchesOf = (cm: number): number => Math.round(hundredths(cm) / HALF_INCH) / 2;

function inchParts(field: LengthField, inches: number): LengthParts {
  if (imperialUnitOf(field) === "in") return { unit: "in", inches };
  const feet = Math.floor(inches / INCHES_PER_FOOT);
  return { unit: "ft-in", feet, inches: inches - feet * INCHES_PER_FOOT };
}

/**
 * A stored length as its talent's form shows it: exactly as entered when entered in these units,
 * otherwise the nearest half centimetre or half inch.
 */
export function lengthForEntry(field: LengthField, cm: number, units: LengthUnits): LengthParts {
  if (units === "imperial") return inchParts(field, halfInchesOf(cm));
  return { unit: "cm", cm: Math.round(hundredths(cm) / HALF_CM) / 2 };
}

/**
 * A stored length as a visitor reads it. Metric: as entered when entered in centimetres, otherwise
 * whole centimetres (5 ft 9 in reads 175 cm). Imperial: the nearest half inch, which is exactly what
 * was entered when it was entered in inches (175 cm reads 5 ft 9 in).
 */
export function lengthForDisplay(field: LengthField, cm: number, units: LengthUnits): LengthParts {
  if (units === "imperial") return inchParts(field, halfInchesOf(cm));
  if (isEnteredIn(cm, "metric")) return { unit: "cm", cm: hundredths(cm) / 100 };
  return { unit: "cm", cm: Math.round(hundredths(cm) / 100) };
}

/**
 * The stored length of what a talent entered, or nothing when it is not whole or half units (or
 * inches of 12 and more beside feet). The range is the schema's to check.
 */
export function lengthFromParts(parts: LengthParts): number | undefined {
  switch (parts.unit) {
    case "cm":
      return isWholeOrHalf(parts.cm) && parts.cm > 0 ? parts.cm : undefined;
    case "in":
      return isWholeOrHalf(parts.inches) && parts.inches > 0 ? cmFromInches(parts.inches) : undefined;
    case "ft-in": {
      const { feet, inches } = parts;
      const valid =
        Number.isInteger(feet) &&
        feet >= 0 &&
        isWholeOrHalf(inches) &&
        inches >= 0 &&
        inches < INCHES_PER_FOOT;
      const total = feet * INCHES_PER_FOOT + inches;
      return valid && total > 0 ? cmFromInches(total) : undefined;
    }
  }
}

/**
 * The range a talent may enter a field in, in the units' own number: centimetres, or total inches
 * (the whole and half inches that fall inside the centimetre range).
 */
export function lengthRange(field: LengthField, units: LengthUnits): Range {
  const { min, max } = LENGTH_RANGES_CM[field];
  if (units === "metric") return { min, max };
  return {
    min: Math.ceil((min * 100) / HALF_INCH) / 2,
    max: Math.floor((max * 100) / HALF_INCH) / 2,
  };
}

/**
 * A number as a person types it into a length field: digits with a decimal point or comma ("87,5"),
 * nothing else; anything else gives nothing.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : undefined;
}
