/**
 * The size charts, as data: every row is one size written in each system. Conversions go through
 * these rows only, and a size outside them is refused. Their sources and choices are in ADR 48.
 */

/**
 * A shoe size in each system. EU and UK sizes are the same for women and men; only the US numbering
 * differs. `euOnly` marks an EU half size that falls between two UK sizes: it shows the nearer UK and
 * US size, but that UK or US size, when entered, is stored as the neighbouring row nearer to it.
 */
export type ShoeSizeRow = {
  readonly eu: number;
  readonly uk: number;
  readonly usWomen: number;
  readonly usMen: number;
  readonly euOnly?: true;
};

/**
 * Shoe sizes by foot length: each EU half size from 34 to 50 (Paris points of ⅔ cm, foot length
 * (EU − 2) × ⅔ cm) with the UK half size (barleycorns of ⅓ inch, foot length (UK + 23) / 3 in) whose
 * foot length is nearest, as ISO/TS 19407 relates the two; US men's is UK + 1, US women's UK + 2.
 */
export const SHOE_SIZES: readonly ShoeSizeRow[] = [
  { eu: 34, uk: 2, usWomen: 4, usMen: 3 },
  { eu: 34.5, uk: 2.5, usWomen: 4.5, usMen: 3.5 },
  { eu: 35, uk: 3, usWomen: 5, usMen: 4 },
  { eu: 35.5, uk: 3.5, usWomen: 5.5, usMen: 4.5 },
  { eu: 36, uk: 4, usWomen: 6, usMen: 5, euOnly: true },
  { eu: 36.5, uk: 4, usWomen: 6, usMen: 5 },
  { eu: 37, uk: 4.5, usWomen: 6.5, usMen: 5.5 },
  { eu: 37.5, uk: 5, usWomen: 7, usMen: 6 },
  { eu: 38, uk: 5.5, usWomen: 7.5, usMen: 6.5 },
  { eu: 38.5, uk: 5.5, usWomen: 7.5, usMen: 6.5, euOnly: true },
  { eu: 39, uk: 6, usWomen: 8, usMen: 7 },
  { eu: 39.5, uk: 6.5, usWomen: 8.5, usMen: 7.5 },
  { eu: 40, uk: 7, usWomen: 9, usMen: 8 },
  { eu: 40.5, uk: 7.5, usWomen: 9.5, usMen: 8.5 },
  { eu: 41, uk: 7.5, usWomen: 9.5, usMen: 8.5, euOnly: true },
  { eu: 41.5, uk: 8, usWomen: 10, usMen: 9 },
  { eu: 42, uk: 8.5, usWomen: 10.5, usMen: 9.5 },
  { eu: 42.5, uk: 9, usWomen: 11, usMen: 10 },
  { eu: 43, uk: 9.5, usWomen: 11.5, usMen: 10.5, euOnly: true },
  { eu: 43.5, uk: 9.5, usWomen: 11.5, usMen: 10.5 },
  { eu: 44, uk: 10, usWomen: 12, usMen: 11 },
  { eu: 44.5, uk: 10.5, usWomen: 12.5, usMen: 11.5 },
  { eu: 45, uk: 11, usWomen: 13, usMen: 12 },
  { eu: 45.5, uk: 11.5, usWomen: 13.5, usMen: 12.5, euOnly: true },
  { eu: 46, uk: 11.5, usWomen: 13.5, usMen: 12.5 },
  { eu: 46.5, uk: 12, usWomen: 14, usMen: 13 },
  { eu: 47, uk: 12.5, usWomen: 14.5, usMen: 13.5 },
  { eu: 47.5, uk: 13, usWomen: 15, usMen: 14 },
  { eu: 48, uk: 13, usWomen: 15, usMen: 14, euOnly: true },
  { eu: 48.5, uk: 13.5, usWomen: 15.5, usMen: 14.5 },
  { eu: 49, uk: 14, usWomen: 16, usMen: 15 },
  { eu: 49.5, uk: 14.5, usWomen: 16.5, usMen: 15.5 },
  { eu: 50, uk: 15, usWomen: 17, usMen: 16 },
];

/** A clothing size in each system; every system has one row per size. */
export type ClothingSizeRow = { readonly eu: number; readonly uk: number; readonly us: number };

/**
 * Women's dress sizes: German (DE) numbering as "EU" (France, Belgium and Spain number 2 higher),
 * UK = EU − 26, US = UK − 4, as UK and US retailers' size guides print them.
 */
export const DRESS_SIZES: readonly ClothingSizeRow[] = [
  { eu: 30, uk: 4, us: 0 },
  { eu: 32, uk: 6, us: 2 },
  { eu: 34, uk: 8, us: 4 },
  { eu: 36, uk: 10, us: 6 },
  { eu: 38, uk: 12, us: 8 },
  { eu: 40, uk: 14, us: 10 },
  { eu: 42, uk: 16, us: 12 },
  { eu: 44, uk: 18, us: 14 },
  { eu: 46, uk: 20, us: 16 },
  { eu: 48, uk: 22, us: 18 },
  { eu: 50, uk: 24, us: 20 },
  { eu: 52, uk: 26, us: 22 },
  { eu: 54, uk: 28, us: 24 },
];

/**
 * Men's suit (jacket) sizes of regular length: the EU size is half the chest in centimetres, the UK
 * and US size the chest in inches, EU − 10.
 */
export const SUIT_SIZES: readonly ClothingSizeRow[] = [
  { eu: 40, uk: 30, us: 30 },
  { eu: 42, uk: 32, us: 32 },
  { eu: 44, uk: 34, us: 34 },
  { eu: 46, uk: 36, us: 36 },
  { eu: 48, uk: 38, us: 38 },
  { eu: 50, uk: 40, us: 40 },
  { eu: 52, uk: 42, us: 42 },
  { eu: 54, uk: 44, us: 44 },
  { eu: 56, uk: 46, us: 46 },
  { eu: 58, uk: 48, us: 48 },
  { eu: 60, uk: 50, us: 50 },
  { eu: 62, uk: 52, us: 52 },
  { eu: 64, uk: 54, us: 54 },
];
