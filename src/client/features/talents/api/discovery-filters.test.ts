import { describe, expect, it } from "vitest";
import { discoveryFiltersToSearchParams, parseDiscoveryFilters } from "./discovery-filters.ts";

const parse = (query: string) => parseDiscoveryFilters(new URLSearchParams(query));

describe("the list's measurement filters in the URL", () => {
  it("read bounds in whole centimetres, shoe sizes in whole or half EU sizes, and known colours", () => {
    expect(
      parse("bustMin=86&waistMax=70&inseamMin=80.5&shoeMin=38.5&shoeMax=41.3&hair=red&hair=teal&eyes=green"),
    ).toMatchObject({
      bustMin: 86,
      waistMax: 70,
      inseamMin: undefined,
      shoeMin: 38.5,
      shoeMax: undefined,
      hair: ["red"],
      eyes: ["green"],
    });
  });

  it("write back only what is active, after the list's other filters", () => {
    const filters = parse("languages=de&heightMin=170&hipsMax=95&eyes=blue&eyes=grey&shoeMin=39");
    expect(discoveryFiltersToSearchParams(filters).toString()).toBe(
      "languages=de&heightMin=170&hipsMax=95&shoeMin=39&eyes=blue&eyes=grey",
    );
    expect(discoveryFiltersToSearchParams({ ...filters, hipsMax: undefined, eyes: [] }).toString()).toBe(
      "languages=de&heightMin=170&shoeMin=39",
    );
  });
});
