import { z } from "zod";
import { EYE_COLOURS, HAIR_COLOURS, type LengthField } from "./fields.ts";
import { LENGTH_RANGE_MESSAGES, type MeasurementMessageId, measurementIssue } from "./labels.ts";
import { isCanonicalLength } from "./lengths.ts";
import {
  DRESS_SIZE_RANGE_EU,
  LENGTH_RANGES_CM,
  type Range,
  SHOE_SIZE_RANGE_EU,
  SUIT_SIZE_RANGE_EU,
} from "./ranges.ts";
import { isChartSize, type SizeChart } from "./sizes.ts";
import { LENGTH_UNITS, SHOE_CHARTS, SIZE_SYSTEMS } from "./units.ts";

const notANumber = measurementIssue("measurements.validation.number");
const notAChoice = measurementIssue("measurements.validation.choice");

/** A length in centimetres, within its range, whole or half centimetres or inches. */
function lengthSchema(field: LengthField) {
  const { min, max } = LENGTH_RANGES_CM[field];
  const outOfRange = measurementIssue(LENGTH_RANGE_MESSAGES[field]);
  return z
    .number(notANumber)
    .min(min, outOfRange)
    .max(max, outOfRange)
    .refine(isCanonicalLength, measurementIssue("measurements.validation.length.step"));
}

/** An EU size within its range and a row of its chart. */
function sizeSchema(chart: SizeChart, { min, max }: Range, outOfRange: MeasurementMessageId) {
  return z
    .number(notANumber)
    .min(min, outOfRange)
    .max(max, outOfRange)
    .refine((eu) => isChartSize(chart, eu), measurementIssue("measurements.validation.size.notInChart"));
}

/**
 * A talent's measurements as stored: lengths in centimetres (two decimals, so an entry in inches is
 * kept exactly), sizes as EU sizes (a row of their chart), colours as slugs; every measurement
 * optional. With them, the units the talent enters them in, so the form shows them back as entered:
 * metric or imperial lengths, EU, UK or US sizes, and the women's or men's chart of the shoe size.
 */
export const MeasurementsSchema = z
  .object({
    height: lengthSchema("height").optional(),
    bust: lengthSchema("bust").optional(),
    waist: lengthSchema("waist").optional(),
    hips: lengthSchema("hips").optional(),
    inseam: lengthSchema("inseam").optional(),
    collar: lengthSchema("collar").optional(),
    dressSize: sizeSchema("dress", DRESS_SIZE_RANGE_EU, "measurements.validation.dressSize.range").optional(),
    suitSize: sizeSchema("suit", SUIT_SIZE_RANGE_EU, "measurements.validation.suitSize.range").optional(),
    // EU and UK shoe sizes are the same in both charts: either chart checks the EU size.
    shoeSize: sizeSchema(
      "shoe-women",
      SHOE_SIZE_RANGE_EU,
      "measurements.validation.shoeSize.range",
    ).optional(),
    shoeChart: z.enum(SHOE_CHARTS, notAChoice).optional(),
    hairColour: z.enum(HAIR_COLOURS, notAChoice).optional(),
    eyeColour: z.enum(EYE_COLOURS, notAChoice).optional(),
    lengthUnits: z.enum(LENGTH_UNITS, notAChoice).default("metric"),
    sizeSystem: z.enum(SIZE_SYSTEMS, notAChoice).default("eu"),
  })
  .superRefine((measurements, ctx) => {
    // The US numbering differs between the charts, so a shoe size is stored with its chart.
    if (measurements.shoeSize !== undefined && measurements.shoeChart === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["shoeChart"],
        message: measurementIssue("measurements.validation.shoeChart.required"),
      });
    }
  });

export type Measurements = z.infer<typeof MeasurementsSchema>;
