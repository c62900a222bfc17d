import { describe, expect, it } from "vitest";
import { DRESS_SIZE_RANGE_EU, SHOE_SIZE_RANGE_EU, SUIT_SIZE_RANGE_EU } from "./ranges.ts";
import { SHOE_SIZES } from "./size-tables.ts";
import {
  chartOf,
  euSizeFromEntry,
  isChartSize,
  SIZE_CHARTS,
  type SizeChart,
  sizeInSystem,
  sizeOptions,
  sizeRows,
} from "./sizes.ts";
import { SIZE_SYSTEMS, type SizeSystem } from "./units.ts";

/** Rows written out by hand from the charts ADR 48 cites: [chart, EU, UK, US]. */
const REFERENCE_ROWS: [SizeChart, number, number, number][] = [
  // ISO/TS 19407's foot lengths: UK 6 = 245.5 mm ≈ EU 39 = 246.7 mm; UK 10 = 279.4 mm ≈ EU 44 = 280 mm;
  // UK 8.5 = EU 42 = 266.7 mm. US women's = UK + 2, US men's = UK + 1.
  ["shoe-women", 39, 6, 8],
  ["shoe-men", 39, 6, 7],
  ["shoe-men", 44, 10, 11],
  ["shoe-women", 42, 8.5, 10.5],
  ["shoe-women", 37.5, 5, 7],
  ["shoe-men", 42.5, 9, 10],
  ["dress", 30, 4, 0],
  ["dress", 34, 8, 4],
  ["dress", 38, 12, 8],
  ["dress", 54, 28, 24],
  ["suit", 40, 30, 30],
  ["suit", 48, 38, 38],
  ["suit", 50, 40, 40],
  ["suit", 64, 54, 54],
];

/** The EU shoe half sizes that lie between two UK sizes, and the row a UK or US entry of theirs is stored as. */
const EU_ONLY_SHOE_SIZES: [number, number][] = [
  [36, 36.5],
  [38.5, 38],
  [41, 40.5],
  [43, 43.5],
  [45.5, 46],
  [48, 47.5],
];

describe("the size charts at reference rows", () => {
  for (const [chart, eu, uk, us] of REFERENCE_ROWS) {
    it(`${chart}: EU ${eu} = UK ${uk} = US ${us}`, () => {
      expect(sizeInSystem(chart, eu, "uk")).toBe(uk);
      expect(sizeInSystem(chart, eu, "us")).toBe(us);
      expect(euSizeFromEntry(chart, "uk", uk)).toBe(eu);
      expect(euSizeFromEntry(chart, "us", us)).toBe(eu);
      expect(euSizeFromEntry(chart, "eu", eu)).toBe(eu);
    });
  }
});

describe("every row of every chart converts to each system and back", () => {
  const euOnly = new Map(EU_ONLY_SHOE_SIZES);
  for (const chart of SIZE_CHARTS) {
    for (const system of SIZE_SYSTEMS) {
      it(`${chart} through ${system}`, () => {
        for (const row of sizeRows(chart)) {
          const shown = sizeInSystem(chart, row.eu, system);
          if (shown === undefined) throw new Error(`EU ${row.eu} has no ${system} size`);
          const stored = euSizeFromEntry(chart, system, shown);
          // An entry always reads back as entered...
          expect(stored === undefined ? undefined : sizeInSystem(chart, stored, system)).toBe(shown);
          // ...and lands on the same row, but for the EU-only shoe sizes entered in UK or US.
          const isShoe = chart.startsWith("shoe-");
          const expected = isShoe && system !== "eu" && euOnly.has(row.eu) ? euOnly.get(row.eu) : row.eu;
          expect(stored).toBe(expected);
        }
      });
    }
  }

  it("marks exactly the EU-only shoe sizes", () => {
    expect(SHOE_SIZES.filter((row) => row.euOnly).map((row) => row.eu)).toEqual(
      EU_ONLY_SHOE_SIZES.map(([eu]) => eu),
    );
  });
});

describe("the choices a talent enters sizes from", () => {
  const ascending = (values: number[]) => values.every((v, i) => i === 0 || v > (values[i - 1] ?? v));

  for (const chart of SIZE_CHARTS) {
    for (const system of SIZE_SYSTEMS) {
      it(`${chart} in ${system}: each size once, smallest first, every row's size among them`, () => {
        const options = sizeOptions(chart, system);
        expect(ascending(options)).toBe(true);
        for (const row of sizeRows(chart)) expect(options).toContain(row[system as SizeSystem]);
      });
    }
  }

  it("offers every UK and US half size of the shoe charts, and every EU half size", () => {
    expect(sizeOptions("shoe-women", "eu")).toHaveLength(33);
    expect(sizeOptions("shoe-women", "uk")).toEqual(Array.from({ length: 27 }, (_, i) => 2 + i / 2));
    expect(sizeOptions("shoe-women", "us")).toEqual(Array.from({ length: 27 }, (_, i) => 4 + i / 2));
    expect(sizeOptions("shoe-men", "us")).toEqual(Array.from({ length: 27 }, (_, i) => 3 + i / 2));
  });

  it("spans exactly the EU ranges, with no gap", () => {
    const steps = (chart: SizeChart) => sizeRows(chart).map((row) => row.eu);
    const span = (min: number, max: number, step: number) =>
      Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);
    expect(steps("shoe-women")).toEqual(span(SHOE_SIZE_RANGE_EU.min, SHOE_SIZE_RANGE_EU.max, 0.5));
    expect(steps("shoe-men")).toEqual(steps("shoe-women"));
    expect(steps("dress")).toEqual(span(DRESS_SIZE_RANGE_EU.min, DRESS_SIZE_RANGE_EU.max, 2));
    expect(steps("suit")).toEqual(span(SUIT_SIZE_RANGE_EU.min, SUIT_SIZE_RANGE_EU.max, 2));
  });
});

describe("the shoe table against its foot lengths", () => {
  const footOfEu = (eu: number) => ((eu - 2) * 20) / 3; // mm
  const footOfUk = (uk: number) => ((uk + 23) / 3) * 25.4; // mm
  const halfUkStep = 25.4 / 6 / 2;

  it("pairs every EU size with the UK size nearest in foot length", () => {
    for (const row of SHOE_SIZES) {
      expect(Math.abs(footOfEu(row.eu) - footOfUk(row.uk))).toBeLessThan(halfUkStep);
    }
  });

  it("stores a UK entry as the EU size nearest to it in foot length", () => {
    for (const uk of sizeOptions("shoe-women", "uk")) {
      const eu = euSizeFromEntry("shoe-women", "uk", uk) ?? 0;
      for (const other of sizeRows("shoe-women").filter((row) => row.uk === uk)) {
        expect(Math.abs(footOfEu(eu) - footOfUk(uk))).toBeLessThanOrEqual(
          Math.abs(footOfEu(other.eu) - footOfUk(uk)),
        );
      }
    }
  });
});

describe("sizes outside the charts", () => {
  it("refuses them both ways", () => {
    expect(euSizeFromEntry("dress", "us", 7)).toBeUndefined();
    expect(euSizeFromEntry("dress", "eu", 37)).toBeUndefined();
    expect(euSizeFromEntry("shoe-women", "eu", 39.25)).toBeUndefined();
    expect(euSizeFromEntry("shoe-men", "us", 2)).toBeUndefined();
    expect(sizeInSystem("suit", 41, "uk")).toBeUndefined();
    expect(isChartSize("shoe-men", 51)).toBe(false);
    expect(isChartSize("shoe-men", 50)).toBe(true);
  });
});

describe("the chart of a size field", () => {
  it("reads the shoe size in its chart", () => {
    expect(chartOf("shoeSize", "women")).toBe("shoe-women");
    expect(chartOf("shoeSize", "men")).toBe("shoe-men");
    expect(chartOf("dressSize", "men")).toBe("dress");
    expect(chartOf("suitSize", "women")).toBe("suit");
  });
});
