import type { MessageId } from "#shared/i18n/translator";
import type { EyeColour, HairColour, LengthField, MeasurementField, SizeField } from "./fields.ts";
import type { LengthParts } from "./lengths.ts";
import type { VisitorUnitChoice } from "./unit-preference.ts";
import type { LengthUnits, ShoeChart, SizeSystem } from "./units.ts";

/**
 * The names of the measurements as message ids of the measurements catalog
 * (src/shared/i18n/messages/<language>/site/measurements.json): translate them with `t`.
 */
export type MeasurementMessageId = Extract<MessageId, `measurements.${string}`>;

/** A zod check's message in this module: a message id, never a text. */
export const measurementIssue = (id: MeasurementMessageId): MeasurementMessageId => id;

/** Each field's label ("Height"). */
export const MEASUREMENT_FIELD_LABELS = {
  height: "measurements.field.height",
  bust: "measurements.field.bust",
  waist: "measurements.field.waist",
  hips: "measurements.field.hips",
  inseam: "measurements.field.inseam",
  collar: "measurements.field.collar",
  dressSize: "measurements.field.dressSize",
  suitSize: "measurements.field.suitSize",
  shoeSize: "measurements.field.shoeSize",
  hairColour: "measurements.field.hairColour",
  eyeColour: "measurements.field.eyeColour",
} as const satisfies Record<MeasurementField, MeasurementMessageId>;

/** The units' symbols, for an input's suffix ("cm", "in", "ft"). */
export const LENGTH_UNIT_SYMBOLS = {
  cm: "measurements.unit.cm",
  in: "measurements.unit.in",
  ft: "measurements.unit.ft",
} as const satisfies Record<string, MeasurementMessageId>;

/**
 * A length read out, by its parts' unit; the values are the parts' numbers formatted in the page's
 * language: `{cm}`, `{inches}`, `{feet}` ("5 ft 9 in").
 */
export const LENGTH_FORMATS = {
  cm: "measurements.format.cm",
  in: "measurements.format.in",
  "ft-in": "measurements.format.ftIn",
} as const satisfies Record<LengthParts["unit"], MeasurementMessageId>;

/** A size read out: `{system}` is the system's name (SIZE_SYSTEM_LABELS), `{size}` the number ("US 8"). */
export const SIZE_FORMAT = "measurements.format.size" satisfies MeasurementMessageId;

export const LENGTH_UNITS_LABELS = {
  metric: "measurements.lengthUnits.metric",
  imperial: "measurements.lengthUnits.imperial",
} as const satisfies Record<LengthUnits, MeasurementMessageId>;

export const SIZE_SYSTEM_LABELS = {
  eu: "measurements.sizeSystem.eu",
  uk: "measurements.sizeSystem.uk",
  us: "measurements.sizeSystem.us",
} as const satisfies Record<SizeSystem, MeasurementMessageId>;

export const SHOE_CHART_LABELS = {
  women: "measurements.shoeChart.women",
  men: "measurements.shoeChart.men",
} as const satisfies Record<ShoeChart, MeasurementMessageId>;

/** The visitor's choice of units: its control's label and each option. */
export const UNIT_CHOICE_LABEL = "measurements.unitChoice.label" satisfies MeasurementMessageId;
export const UNIT_CHOICE_LABELS = {
  "metric-eu": "measurements.unitChoice.metric-eu",
  "imperial-uk": "measurements.unitChoice.imperial-uk",
  "imperial-us": "measurements.unitChoice.imperial-us",
} as const satisfies Record<VisitorUnitChoice, MeasurementMessageId>;

export const HAIR_COLOUR_LABELS = {
  black: "measurements.hair.black",
  "dark-brown": "measurements.hair.dark-brown",
  brown: "measurements.hair.brown",
  auburn: "measurements.hair.auburn",
  red: "measurements.hair.red",
  "dark-blonde": "measurements.hair.dark-blonde",
  blonde: "measurements.hair.blonde",
  grey: "measurements.hair.grey",
  white: "measurements.hair.white",
  bald: "measurements.hair.bald",
  other: "measurements.hair.other",
} as const satisfies Record<HairColour, MeasurementMessageId>;

export const EYE_COLOUR_LABELS = {
  blue: "measurements.eyes.blue",
  grey: "measurements.eyes.grey",
  green: "measurements.eyes.green",
  hazel: "measurements.eyes.hazel",
  amber: "measurements.eyes.amber",
  brown: "measurements.eyes.brown",
  other: "measurements.eyes.other",
} as const satisfies Record<EyeColour, MeasurementMessageId>;

/** Each length's range message: its bounds in centimetres and in inches (LENGTH_RANGES_CM). */
export const LENGTH_RANGE_MESSAGES = {
  height: "measurements.validation.height.range",
  bust: "measurements.validation.bust.range",
  waist: "measurements.validation.waist.range",
  hips: "measurements.validation.hips.range",
  inseam: "measurements.validation.inseam.range",
  collar: "measurements.validation.collar.range",
} as const satisfies Record<LengthField, MeasurementMessageId>;

/** Each size's range message: its bounds as EU sizes. */
export const SIZE_RANGE_MESSAGES = {
  dressSize: "measurements.validation.dressSize.range",
  suitSize: "measurements.validation.suitSize.range",
  shoeSize: "measurements.validation.shoeSize.range",
} as const satisfies Record<SizeField, MeasurementMessageId>;
