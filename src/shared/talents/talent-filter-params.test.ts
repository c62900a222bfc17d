import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTalentFilters, talentFiltersFromQuery } from "./talent-filter-params.ts";
import { TalentFiltersSchema } from "./talent-filters.ts";

const NUMBER_KEYS = [
  "ageMin",
  "ageMax",
  "heightMin",
  "heightMax",
  "bustMin",
  "bustMax",
  "waistMin",
  "waistMax",
  "hipsMin",
  "hipsMax",
  "inseamMin",
  "inseamMax",
  "shoeMin",
  "shoeMax",
];

/** What the list's filters were read with before: the zod schema, junk ignored. */
function parseWithSchema(params: URLSearchParams) {
  const raw: Record<string, unknown> = {};
  for (const key of ["category", "subcategory", "location", "languages", "payment", "hair", "eyes"]) {
    raw[key] = params.getAll(key).filter(Boolean);
  }
  for (const key of [...NUMBER_KEYS, "q", "place", "near", "radius"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = TalentFiltersSchema.safeParse(raw);
  const filters = parsed.success ? parsed.data : TalentFiltersSchema.parse({});
  // A place and a position: the place is the centre.
  if (filters.place !== undefined) filters.near = undefined;
  return filters;
}

const KEYS = [
  "q",
  "category",
  "subcategory",
  "location",
  "languages",
  "payment",
  "hair",
  "eyes",
  ...NUMBER_KEYS,
  "place",
  "near",
  "radius",
  "other",
];
const VALUES = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    "",
    " ",
    "  model ",
    "25",
    "0",
    "1000",
    "1001",
    "-1",
    "2.5",
    "39.5",
    "39.25",
    "1e2",
    "blonde",
    " brown ",
    "Blonde",
    "0x10",
    " 7 ",
    "NaN",
    "x".repeat(101),
    "2867714",
    "48.14,11.58",
    "48.137154,11.576124",
    "-33.87,151.21",
    "91,0",
    "0,-180.5",
    "48.1,",
    "10",
    "250",
    "30",
  ),
  fc.integer({ min: -5, max: 1005 }).map(String),
);

describe("parseTalentFilters", () => {
  it("reads every query as the filters' zod schema does", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(parseTalentFilters(params)).toEqual(parseWithSchema(params));
      }),
      { numRuns: 2000 },
    );
  });

  it("drops every filter when a list has more than fifty values", () => {
    const params = new URLSearchParams([
      ["q", "lena"],
      ...Array.from({ length: 51 }, () => ["location", "Berlin"]),
    ]);
    expect(parseTalentFilters(params)).toEqual(parseWithSchema(params));
    expect(parseTalentFilters(params).location).toEqual([]);
  });
});

/** The query as Hono's validator hands it to a route: one value as a string, a repeated key as an array. */
function asValidatedQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return query;
}

describe("talentFiltersFromQuery", () => {
  it("reads a route's validated query as parseTalentFilters reads the same query string", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(talentFiltersFromQuery(asValidatedQuery(params))).toEqual(parseTalentFilters(params));
      }),
      { numRuns: 2000 },
    );
  });

  it("selects several values of a repeated key", () => {
    expect(talentFiltersFromQuery({ category: ["a", "b"], location: "Berlin" })).toMatchObject({
      category: ["a", "b"],
      location: ["Berlin"],
    });
  });
});
