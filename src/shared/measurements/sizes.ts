import type { SizeField } from "./fields.ts";
import { type ClothingSizeRow, DRESS_SIZES, SHOE_SIZES, SUIT_SIZES } from "./size-tables.ts";
import type { ShoeChart, SizeSystem } from "./units.ts";

/**
 * Sizes are stored as their EU size, one row of their chart; a talent chooses one from the rows in the
 * system they enter sizes in, and it is shown back from the same row, so it reads as entered.
 */
export const SIZE_CHARTS = ["shoe-women", "shoe-men", "dress", "suit"] as const;
export type SizeChart = (typeof SIZE_CHARTS)[number];

/** A size in each system; `euOnly`: a UK or US entry never lands on this row (see SHOE_SIZES). */
export type SizeRow = {
  readonly eu: number;
  readonly uk: number;
  readonly us: number;
  readonly euOnly: boolean;
};

const shoeRows = (us: "usWomen" | "usMen"): readonly SizeRow[] =>
  SHOE_SIZES.map((row) => ({ eu: row.eu, uk: row.uk, us: row[us], euOnly: row.euOnly === true }));

const clothingRows = (rows: readonly ClothingSizeRow[]): readonly SizeRow[] =>
  rows.map((row) => ({ ...row, euOnly: false }));

const ROWS: Record<SizeChart, readonly SizeRow[]> = {
  "shoe-women": shoeRows("usWomen"),
  "shoe-men": shoeRows("usMen"),
  dress: clothingRows(DRESS_SIZES),
  suit: clothingRows(SUIT_SIZES),
};

/** A chart's rows, smallest first. */
export const sizeRows = (chart: SizeChart): readonly SizeRow[] => ROWS[chart];

/** The chart a size field is read in: the shoe size in its women's or men's chart. */
export function chartOf(field: SizeField, shoeChart: ShoeChart): SizeChart {
  if (field === "dressSize") return "dress";
  if (field === "suitSize") return "suit";
  return shoeChart === "men" ? "shoe-men" : "shoe-women";
}

/** The rows an entry in a system lands on: every row for EU, every row but the EU-only ones for UK and US. */
const isEntryRow = (row: SizeRow, system: SizeSystem): boolean => system === "eu" || !row.euOnly;

/** The sizes a talent chooses from in a system, smallest first, each once. */
export function sizeOptions(chart: SizeChart, system: SizeSystem): number[] {
  return ROWS[chart].filter((row) => isEntryRow(row, system)).map((row) => row[system]);
}

/** The EU size to store for a size entered in a system; nothing for a size the chart does not hold. */
export function euSizeFromEntry(chart: SizeChart, system: SizeSystem, size: number): number | undefined {
  return ROWS[chart].find((row) => isEntryRow(row, system) && row[system] === size)?.eu;
}

/** A stored EU size in a system, from its row; nothing for a size the chart does not hold. */
export function sizeInSystem(chart: SizeChart, eu: number, system: SizeSystem): number | undefined {
  return ROWS[chart].find((row) => row.eu === eu)?.[system];
}

/** Whether an EU size is a row of the chart. */
export const isChartSize = (chart: SizeChart, eu: number): boolean =>
  ROWS[chart].some((row) => row.eu === eu);
