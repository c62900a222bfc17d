import { describe, expect, it } from "vitest";
import { serverT } from "#shared/i18n/server-i18n";
import { searchSummary } from "./search-summary.ts";

describe("a saved search's summary", () => {
  it("names each filter with the list's labels, in the page's language", () => {
    const query =
      "q=dance&category=visual-arts-media&location=Berlin&location=Munich&heightMin=170&heightMax=190&eyes=green";
    expect(searchSummary(serverT("en"), query)).toBe(
      "“dance” · Category: Visual Arts & Media · Location: Berlin, Munich · Height: 170–190 cm · Eye colour: Green",
    );
    expect(searchSummary(serverT("de"), "ageMin=25&payment=TFP")).toBe(
      "Vergütung: Time for Prints · Alter: ab 25",
    );
  });

  it("says all talents for a search without filters", () => {
    expect(searchSummary(serverT("en"), "")).toBe("All talents");
  });
});
