/** How lengths are entered and read: centimetres, or feet and inches. */
export const LENGTH_UNITS = ["metric", "imperial"] as const;
export type LengthUnits = (typeof LENGTH_UNITS)[number];

/** The numbering of dress, suit and shoe sizes. */
export const SIZE_SYSTEMS = ["eu", "uk", "us"] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** The shoe chart a talent's shoe size is read in: women's and men's differ in the US numbering. */
export const SHOE_CHARTS = ["women", "men"] as const;
export type ShoeChart = (typeof SHOE_CHARTS)[number];
