import type { LengthField } from "./fields.ts";

/** The smallest and largest value accepted, both included. */
export type Range = { readonly min: number; readonly max: number };

/**
 * The lengths accepted, in centimetres. Wide enough for every adult body, people of short stature
 * and plus sizes included; they refuse slips (a missing or an extra digit) and, for bust, waist and
 * hips, a number of inches typed where centimetres were asked for.
 */
export const LENGTH_RANGES_CM = {
  height: { min: 50, max: 250 },
  bust: { min: 50, max: 200 },
  waist: { min: 40, max: 200 },
  hips: { min: 50, max: 200 },
  inseam: { min: 30, max: 120 },
  collar: { min: 30, max: 55 },
} as const satisfies Record<LengthField, Range>;

/** EU shoe sizes: the women's and men's charts from the smallest adult size to the largest sold widely. */
export const SHOE_SIZE_RANGE_EU = { min: 34, max: 50 } as const satisfies Range;

/** EU (German) women's dress sizes, petite 30 to plus size 54. */
export const DRESS_SIZE_RANGE_EU = { min: 30, max: 54 } as const satisfies Range;

/** EU (German) men's suit sizes of regular length, 40 to 64. */
export const SUIT_SIZE_RANGE_EU = { min: 40, max: 64 } as const satisfies Range;
