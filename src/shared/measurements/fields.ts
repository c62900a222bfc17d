/**
 * What a talent's measurements hold, every field optional. Lengths are body measures (height, the
 * circumferences of bust or chest, waist and hips, the inside leg, the neck for a shirt's collar);
 * sizes are the clothing and shoe sizes a wardrobe buys in; colours are chosen from fixed lists whose
 * values are stable slugs, named in the catalogs.
 */
export const LENGTH_FIELDS = ["height", "bust", "waist", "hips", "inseam", "collar"] as const;
export type LengthField = (typeof LENGTH_FIELDS)[number];

/** Dress size: women's clothing; suit size: men's jackets; shoe size: with its women's or men's chart. */
export const SIZE_FIELDS = ["dressSize", "suitSize", "shoeSize"] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

export const COLOUR_FIELDS = ["hairColour", "eyeColour"] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number];

export const MEASUREMENT_FIELDS = [...LENGTH_FIELDS, ...SIZE_FIELDS, ...COLOUR_FIELDS] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

/** Hair colours, darkest first; "other" for dyed, mixed or anything the list does not name. */
export const HAIR_COLOURS = [
  "black",
  "dark-brown",
  "brown",
  "auburn",
  "red",
  "dark-blonde",
  "blonde",
  "grey",
  "white",
  "bald",
  "other",
] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

/** Eye colours; "other" for anything the list does not name (two colours, say). */
export const EYE_COLOURS = ["blue", "grey", "green", "hazel", "amber", "brown", "other"] as const;
export type EyeColour = (typeof EYE_COLOURS)[number];
