import { z } from "zod";
import { LENGTH_FIELDS, type LengthField, SIZE_FIELDS, type SizeField } from "#shared/measurements/fields";
import type { MeasurementMessageId } from "#shared/measurements/labels";
import {
  isWholeOrHalf,
  type LengthParts,
  lengthForEntry,
  lengthFromParts,
  parseDecimal,
} from "#shared/measurements/lengths";
import { type Measurements, MeasurementsSchema } from "#shared/measurements/measurements.schema";
import { chartOf, euSizeFromEntry, sizeInSystem } from "#shared/measurements/sizes";
import { LENGTH_UNITS, type LengthUnits, SHOE_CHARTS, SIZE_SYSTEMS } from "#shared/measurements/units";

/** Numbers as the page's language writes them ("87.5", "87,5"). */
export type FormatNumber = (value: number) => string;

/**
 * A length as its inputs hold it: `amount` is the centimetres, the inches, or (height in imperial
 * units) the inches beside `feet`. `cm` is the stored length the text stands for, as long as the text
 * reads as that length in the current units: a length saved or converted keeps its exact value until
 * the talent types another (5 ft 9 in read as 175 cm stays 175, not 175.26).
 */
const LengthDraftSchema = z.object({ amount: z.string(), feet: z.string(), cm: z.number().nullable() });
export type LengthDraft = z.infer<typeof LengthDraftSchema>;

/** A size as its list holds it: the size in the chosen system ("" for none), and the EU size it stands for. */
const SizeDraftSchema = z.object({ size: z.string(), eu: z.number().nullable() });
export type SizeDraft = z.infer<typeof SizeDraftSchema>;

/** The measurements' inputs: the units they are entered in, texts and choices. */
export const MeasurementsDraftSchema = z.object({
  lengthUnits: z.enum(LENGTH_UNITS),
  sizeSystem: z.enum(SIZE_SYSTEMS),
  /** "" until the talent picks the women's or the men's chart. */
  shoeChart: z.union([z.literal(""), z.enum(SHOE_CHARTS)]),
  height: LengthDraftSchema,
  bust: LengthDraftSchema,
  waist: LengthDraftSchema,
  hips: LengthDraftSchema,
  inseam: LengthDraftSchema,
  collar: LengthDraftSchema,
  dressSize: SizeDraftSchema,
  suitSize: SizeDraftSchema,
  shoeSize: SizeDraftSchema,
  hairColour: z.string(),
  eyeColour: z.string(),
});
export type MeasurementsDraft = z.infer<typeof MeasurementsDraftSchema>;

/** The systems measurements are entered in. */
export type EntryUnits = Pick<MeasurementsDraft, "lengthUnits" | "sizeSystem" | "shoeChart">;

const noLength = (): LengthDraft => ({ amount: "", feet: "", cm: null });

/** A stored length as its inputs show it in those units (exactly as entered when entered in them). */
export function lengthDraftOf(
  field: LengthField,
  cm: number | undefined,
  units: LengthUnits,
  number: FormatNumber,
): LengthDraft {
  if (cm === undefined) return noLength();
  const parts = lengthForEntry(field, cm, units);
  switch (parts.unit) {
    case "cm":
      return { amount: number(parts.cm), feet: "", cm };
    case "in":
      return { amount: number(parts.inches), feet: "", cm };
    case "ft-in":
      return { amount: number(parts.inches), feet: number(parts.feet), cm };
  }
}

const chartIn = (field: SizeField, units: EntryUnits) => chartOf(field, units.shoeChart || "women");

/** A stored EU size as its list shows it in the units' system. */
function sizeDraftOf(field: SizeField, eu: number | undefined, units: EntryUnits): SizeDraft {
  const size = eu === undefined ? undefined : sizeInSystem(chartIn(field, units), eu, units.sizeSystem);
  return size === undefined || eu === undefined ? { size: "", eu: null } : { size: String(size), eu };
}

/** The inputs of stored measurements, in the units the talent entered them in. */
export function measurementsDraftOf(
  measurements: Partial<Measurements>,
  number: FormatNumber,
): MeasurementsDraft {
  const units: EntryUnits = {
    lengthUnits: measurements.lengthUnits ?? "metric",
    sizeSystem: measurements.sizeSystem ?? "eu",
    shoeChart: measurements.shoeChart ?? "",
  };
  return {
    ...units,
    height: lengthDraftOf("height", measurements.height, units.lengthUnits, number),
    bust: lengthDraftOf("bust", measurements.bust, units.lengthUnits, number),
    waist: lengthDraftOf("waist", measurements.waist, units.lengthUnits, number),
    hips: lengthDraftOf("hips", measurements.hips, units.lengthUnits, number),
    inseam: lengthDraftOf("inseam", measurements.inseam, units.lengthUnits, number),
    collar: lengthDraftOf("collar", measurements.collar, units.lengthUnits, number),
    dressSize: sizeDraftOf("dressSize", measurements.dressSize, units),
    suitSize: sizeDraftOf("suitSize", measurements.suitSize, units),
    shoeSize: sizeDraftOf("shoeSize", measurements.shoeSize, units),
    hairColour: measurements.hairColour ?? "",
    eyeColour: measurements.eyeColour ?? "",
  };
}

/** What a length's text gives: nothing, a length, or a message saying what is wrong with it. */
type LengthReading = { cm: number | undefined } | { issue: MeasurementMessageId };

/** The numbers typed, as a length's parts in those units; a message when one is not a number. */
function partsOf(field: LengthField, draft: LengthDraft, units: LengthUnits): LengthParts | "empty" | "nan" {
  const amount = draft.amount.trim();
  if (units === "imperial" && field === "height") {
    const feetText = draft.feet.trim();
    if (feetText === "" && amount === "") return "empty";
    const feet = feetText === "" ? 0 : parseDecimal(feetText);
    const inches = amount === "" ? 0 : parseDecimal(amount);
    return feet === undefined || inches === undefined ? "nan" : { unit: "ft-in", feet, inches };
  }
  if (amount === "") return "empty";
  const value = parseDecimal(amount);
  if (value === undefined) return "nan";
  return units === "metric" ? { unit: "cm", cm: value } : { unit: "in", inches: value };
}

/** Whether two readings of a length are the same numbers in the same units. */
function sameParts(a: LengthParts, b: LengthParts): boolean {
  switch (a.unit) {
    case "cm":
      return b.unit === "cm" && b.cm === a.cm;
    case "in":
      return b.unit === "in" && b.inches === a.inches;
    case "ft-in":
      return b.unit === "ft-in" && b.feet === a.feet && b.inches === a.inches;
  }
}

/** Why typed parts make no length: a step that is not whole or half, too many inches, or nothing. */
function partsIssue(parts: LengthParts): LengthReading {
  if (parts.unit === "ft-in") {
    if (!Number.isInteger(parts.feet)) return { issue: "measurements.validation.feet.whole" };
    if (!isWholeOrHalf(parts.inches)) return { issue: "measurements.validation.length.step" };
    if (parts.inches >= 12) return { issue: "measurements.validation.inches.belowFoot" };
  } else if (!isWholeOrHalf(parts.unit === "cm" ? parts.cm : parts.inches)) {
    return { issue: "measurements.validation.length.step" };
  }
  // Zero: the stored measurements' range says what is asked for.
  return { cm: 0 };
}

/** The stored length of a length's inputs: the one they stand for while unchanged, else what they say. */
export function readLength(field: LengthField, draft: LengthDraft, units: LengthUnits): LengthReading {
  const parts = partsOf(field, draft, units);
  if (parts === "empty") return { cm: undefined };
  if (parts === "nan") return { issue: "measurements.validation.number" };
  if (draft.cm !== null && sameParts(parts, lengthForEntry(field, draft.cm, units))) return { cm: draft.cm };
  const cm = lengthFromParts(parts);
  return cm === undefined ? partsIssue(parts) : { cm };
}

/** The stored EU size of a size's list: the one it stands for while unchanged, else the chosen row's. */
export function readSize(field: SizeField, draft: SizeDraft, units: EntryUnits): number | undefined {
  if (draft.size === "") return undefined;
  const size = Number(draft.size);
  const chart = chartIn(field, units);
  if (draft.eu !== null && sizeInSystem(chart, draft.eu, units.sizeSystem) === size) return draft.eu;
  // A size the chart does not hold is sent as it is, and the stored measurements' check refuses it.
  return euSizeFromEntry(chart, units.sizeSystem, size) ?? size;
}

/**
 * The same measurements in other units: each length and size the talent gave is shown in the new
 * ones, and keeps its stored value while the talent does not change it, so switching back shows what
 * was there. A length that does not read as one stays as typed, for its message on save.
 */
export function convertUnits(
  draft: MeasurementsDraft,
  next: EntryUnits,
  number: FormatNumber,
): MeasurementsDraft {
  const converted: MeasurementsDraft = { ...draft, ...next };
  for (const field of LENGTH_FIELDS) {
    const reading = readLength(field, draft[field], draft.lengthUnits);
    if ("cm" in reading && reading.cm !== undefined && reading.cm > 0)
      converted[field] = lengthDraftOf(field, reading.cm, next.lengthUnits, number);
  }
  for (const field of SIZE_FIELDS) {
    const eu = readSize(field, draft[field], draft);
    if (eu !== undefined) converted[field] = sizeDraftOf(field, eu, next);
  }
  return converted;
}

/**
 * The measurements to send, checked as the server checks them; a text that is no length and every
 * refusal of the stored measurements' schema are added to `ctx` at the field's path
 * (`measurements.height`), where the section shows them.
 */
export function measurementsFromDraft(
  draft: MeasurementsDraft,
  ctx: z.RefinementCtx,
): Measurements | undefined {
  const candidate: Record<string, unknown> = {
    lengthUnits: draft.lengthUnits,
    sizeSystem: draft.sizeSystem,
    ...(draft.shoeChart ? { shoeChart: draft.shoeChart } : {}),
    ...(draft.hairColour ? { hairColour: draft.hairColour } : {}),
    ...(draft.eyeColour ? { eyeColour: draft.eyeColour } : {}),
  };
  const unreadable = new Set<string>();
  for (const field of LENGTH_FIELDS) {
    const reading = readLength(field, draft[field], draft.lengthUnits);
    if ("issue" in reading) {
      unreadable.add(field);
      ctx.addIssue({ code: "custom", path: ["measurements", field], message: reading.issue });
    } else if (reading.cm !== undefined) candidate[field] = reading.cm;
  }
  for (const field of SIZE_FIELDS) {
    const eu = readSize(field, draft[field], draft);
    if (eu !== undefined) candidate[field] = eu;
  }
  const result = MeasurementsSchema.safeParse(candidate);
  if (result.success && unreadable.size === 0) return result.data;
  for (const issue of result.error?.issues ?? []) {
    const path = ["measurements", ...issue.path.map(String)];
    if (!unreadable.has(path[1] ?? "")) ctx.addIssue({ code: "custom", path, message: issue.message });
  }
  return undefined;
}
