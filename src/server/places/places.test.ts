import { describe, expect, it } from "vitest";
import { foldPlaceName, placeNameKeys } from "#shared/places/fold-place-name";
import { placeLabel } from "#shared/places/place-label";
import { loadGazetteer } from "./gazetteer.ts";
import { PLACE_ALIASES } from "./place-aliases.ts";
import { findPlace, placeCoordinates } from "./place-lookup.ts";
import { unambiguousPlace } from "./place-match.ts";
import { MAX_SUGGESTIONS, searchPlaces } from "./place-search.ts";

const MUNICH = 2867714;

describe("foldPlaceName", () => {
  it("folds case, accents, ß and punctuation", () => {
    expect(foldPlaceName("  MÜNCHEN ")).toBe("munchen");
    expect(foldPlaceName("Saint-Étienne")).toBe("saint etienne");
    expect(foldPlaceName("Gießen")).toBe("giessen");
    expect(foldPlaceName("København")).toBe("kobenhavn");
    expect(foldPlaceName("Łódź")).toBe("lodz");
    // Decomposed input (u + combining diaeresis) folds like the composed letter.
    expect(foldPlaceName("Mu\u0308nchen")).toBe("munchen");
  });

  it("spells umlauts out when asked, and keys a name under both foldings", () => {
    expect(foldPlaceName("München", "expand")).toBe("muenchen");
    expect(foldPlaceName("Köln", "expand")).toBe("koeln");
    expect(placeNameKeys("München")).toEqual(["munchen", "muenchen"]);
    expect(placeNameKeys("Berlin")).toEqual(["berlin"]);
  });
});

describe("the alias list", () => {
  it("names only places the gazetteer has, in the country it says", () => {
    const wrong = PLACE_ALIASES.filter((alias) => findPlace(alias.id)?.country !== alias.country);
    expect(wrong).toEqual([]);
  });

  it("adds only spellings the place's own name lacks, each once", () => {
    const doubled = PLACE_ALIASES.filter(
      (alias) => foldPlaceName(alias.name) === foldPlaceName(findPlace(alias.id)?.name ?? ""),
    );
    expect(doubled).toEqual([]);
    const keys = PLACE_ALIASES.map((alias) => `${alias.id} ${foldPlaceName(alias.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("searchPlaces", () => {
  it("finds Munich however it is written", () => {
    for (const text of ["Munich", "München", "Muenchen", "munchen", "MÜNCH", "Münch"]) {
      expect(searchPlaces(text, "en")[0]?.id, text).toBe(MUNICH);
    }
  });

  it("shows the spelling that matched, and on a German page the German name", () => {
    expect(searchPlaces("Münch", "en")[0]?.name).toBe("München");
    expect(searchPlaces("Munich", "de")[0]?.name).toBe("Munich");
    expect(searchPlaces("Mun", "de").find((p) => p.id === MUNICH)?.name).toBe("München");
    expect(searchPlaces("Mun", "en").find((p) => p.id === MUNICH)?.name).toBe("Munich");
  });

  it("ranks whole names before prefixes, then by population, and answers at most 8", () => {
    const paris = searchPlaces("Paris", "en");
    expect(paris.length).toBe(MAX_SUGGESTIONS);
    expect(paris[0]).toMatchObject({ id: 2988507, country: "FR", label: "France" });
    // Every whole-name Paris comes before Parisian places that only start with it.
    const firstPrefix = paris.findIndex((p) => foldPlaceName(p.name) !== "paris");
    if (firstPrefix >= 0) expect(paris.slice(firstPrefix).every((p) => p.name !== "Paris")).toBe(true);
    const berlin = searchPlaces("Ber", "en");
    expect(berlin[0]?.name).toBe("Berlin");
  });

  it("labels with the country's name in the page's language and a US state's code", () => {
    expect(searchPlaces("Wien", "de")[0]).toMatchObject({ name: "Wien", label: "Österreich" });
    expect(searchPlaces("Vienna", "en")[0]?.label).toBe("Austria");
    expect(placeLabel({ country: "US", adminCode: "IL" }, "en")).toBe("IL, United States");
    expect(placeLabel({ country: "DE", adminCode: "02" }, "de")).toBe("Deutschland");
  });

  it("answers nothing for text that folds to nothing or names no place", () => {
    expect(searchPlaces("  -- ", "en")).toEqual([]);
    expect(searchPlaces("xqzvw", "en")).toEqual([]);
  });
});

describe("place lookup", () => {
  it("gives a place's coordinates by id, and null for an unknown id", () => {
    const munich = placeCoordinates(MUNICH);
    expect(munich?.latitude).toBeCloseTo(48.137, 2);
    expect(munich?.longitude).toBeCloseTo(11.575, 2);
    expect(placeCoordinates(1)).toBeNull();
    expect(loadGazetteer().size).toBeGreaterThan(130_000);
  });
});

describe("unambiguousPlace", () => {
  it("links a unique name, alias or folding", () => {
    for (const text of ["Munich", "München", "muenchen", "MUNCHEN"]) {
      expect(unambiguousPlace(text)?.id, text).toBe(MUNICH);
    }
    expect(unambiguousPlace("Cologne")?.id).toBe(2886242);
    expect(unambiguousPlace("Frankfurt")?.id).toBe(2925533);
  });

  it("links the largest of a shared name only when it is ten times the next", () => {
    expect(unambiguousPlace("Paris")?.country).toBe("FR");
    expect(unambiguousPlace("Springfield")).toBeNull();
  });

  it("links nothing for a prefix or text that names no place", () => {
    expect(unambiguousPlace("Münch")).toBeNull();
    expect(unambiguousPlace("my flat")).toBeNull();
    expect(unambiguousPlace("")).toBeNull();
  });
});
