import { describe, expect, it } from "vitest";
import { alertDueCutoff, canonicalSearchQuery, isAlertDue } from "./saved-searches.schema.ts";

describe("a saved search's query", () => {
  it("is the same for the same filters, whatever their order, repetitions, paging or sort", () => {
    const a = canonicalSearchQuery(
      "?location=Munich&category=visual-arts-media&location=Berlin&page=3&sort=new",
    );
    const b = canonicalSearchQuery(
      "category=visual-arts-media&location=Berlin&location=Munich&location=Berlin",
    );
    expect(a).toBe(b);
    expect(a).toBe("category=visual-arts-media&location=Berlin&location=Munich");
  });

  it("keeps the numbers and the keyword, drops junk and empty values", () => {
    expect(
      canonicalSearchQuery("heightMax=190&q=+dancer+&heightMin=170&hair=green-ish&eyes=blue&ageMin=abc"),
    ).toBe("q=dancer&heightMin=170&heightMax=190&eyes=blue");
    expect(canonicalSearchQuery("")).toBe("");
    expect(canonicalSearchQuery("q=&category=")).toBe("");
  });

  it("keeps a place and its radius, and never the visitor's position", () => {
    expect(canonicalSearchQuery("radius=25&place=2867714&category=a")).toBe(
      "category=a&place=2867714&radius=25",
    );
    expect(canonicalSearchQuery("near=48.14,11.58&radius=25&category=a")).toBe("category=a");
    expect(canonicalSearchQuery("near=48.14,11.58")).toBe("");
  });
});

describe("an alert", () => {
  const now = new Date("2027-03-10T12:00:00.000Z");
  it("is due a day after the last for daily, a week after for weekly, never for none", () => {
    expect(isAlertDue("daily", "2027-03-09T12:00:00.000Z", now)).toBe(true);
    expect(isAlertDue("daily", "2027-03-09T12:00:00.001Z", now)).toBe(false);
    expect(isAlertDue("weekly", "2027-03-03T12:00:00.000Z", now)).toBe(true);
    expect(isAlertDue("weekly", "2027-03-04T00:00:00.000Z", now)).toBe(false);
    expect(isAlertDue("none", "2020-01-01T00:00:00.000Z", now)).toBe(false);
    expect(alertDueCutoff("none", now)).toBeNull();
  });
});
