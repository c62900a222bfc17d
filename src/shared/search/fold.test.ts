import { describe, expect, it } from "vitest";
import { foldedVariants, foldText, searchText } from "./fold.ts";

describe("folding for the keyword search", () => {
  it.each([
    ["Müller", "muller"],
    ["MÜLLER", "muller"],
    ["José", "jose"],
    ["Zoë", "zoe"],
    ["Łukasz Wójcik", "lukasz wojcik"],
    ["Straße", "strasse"],
    ["Søren Bjørn", "soren bjorn"],
    ["Æsa Œuvre", "aesa oeuvre"],
    ["François Dvořák", "francois dvorak"],
    ["Ðorđe", "dorde"],
    ["İlkay Işık", "ilkay isik"],
    ["  Lena \n\t Hartmann ", " lena hartmann "],
    ["50% off_now", "50% off_now"],
  ])("folds %j to %j", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it("folds a decomposed letter as its composed form", () => {
    expect(foldText("Mu\u0308ller")).toBe("muller");
    expect(foldedVariants("Mu\u0308ller")).toEqual(["muller", "mueller"]);
  });

  it("adds the German spelling of ä, ö and ü as a second variant", () => {
    expect(foldedVariants("Müller")).toEqual(["muller", "mueller"]);
    expect(foldedVariants("Köln Bär")).toEqual(["koln bar", "koeln baer"]);
    expect(foldedVariants("Mueller")).toEqual(["mueller"]);
    expect(foldedVariants("José")).toEqual(["jose"]);
  });

  it("stores each part's variants between separators, each variant once", () => {
    expect(searchText(["Zoë Müller", "Munich", "", "  "])).toBe("\nzoe muller\nzoe mueller\nmunich\n");
    expect(searchText(["Anna", "anna"])).toBe("\nanna\n");
    expect(searchText([])).toBe("\n\n");
  });

  it("never leaves the separator inside a folded part", () => {
    expect(searchText(["line one\nline two"])).toBe("\nline one line two\n");
  });
});
