import type { LengthUnits, SizeSystem } from "./units.ts";

/**
 * The units a visitor reads measurements in: metric and EU sizes unless they choose imperial with UK
 * or US sizes. The page's language or region says too little to guess from (an English page is read
 * in Berlin, a German one in London), so nothing is guessed. The choice is kept in the browser
 * (localStorage, no cookie) as one short value: it only makes the page show what was asked for, is
 * sent nowhere and tracks nothing.
 */
export const VISITOR_UNIT_CHOICES = ["metric-eu", "imperial-uk", "imperial-us"] as const;
export type VisitorUnitChoice = (typeof VISITOR_UNIT_CHOICES)[number];

export const DEFAULT_UNIT_CHOICE: VisitorUnitChoice = "metric-eu";

/** Where the browser keeps the choice. */
export const UNIT_PREFERENCE_STORAGE_KEY = "vitrine.measurement-units";

/** The systems a choice reads lengths and sizes in. */
export type UnitPreference = { readonly lengthUnits: LengthUnits; readonly sizeSystem: SizeSystem };

const PREFERENCES: Record<VisitorUnitChoice, UnitPreference> = {
  "metric-eu": { lengthUnits: "metric", sizeSystem: "eu" },
  "imperial-uk": { lengthUnits: "imperial", sizeSystem: "uk" },
  "imperial-us": { lengthUnits: "imperial", sizeSystem: "us" },
};

export const unitPreferenceOf = (choice: VisitorUnitChoice): UnitPreference => PREFERENCES[choice];

const isUnitChoice = (value: string): value is VisitorUnitChoice =>
  (VISITOR_UNIT_CHOICES as readonly string[]).includes(value);

/** A stored value read back: its choice, or the default for nothing stored or anything unknown. */
export function parseUnitChoice(stored: string | null | undefined): VisitorUnitChoice {
  return stored != null && isUnitChoice(stored) ? stored : DEFAULT_UNIT_CHOICE;
}

/** The value to store for a choice: the choice itself, which parseUnitChoice reads back. */
export const serializeUnitChoice = (choice: VisitorUnitChoice): string => choice;
