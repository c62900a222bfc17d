import { describe, expect, it } from "vitest";
import { relatedTalents, sortFeatured } from "./talent-ordering.ts";

const t = (id: string, featured: boolean, featuredOrder: number | null, createdAt = "2025-01-01") => ({
  id,
  featured,
  featuredOrder,
  createdAt,
  subcategory: "model",
});

describe("sortFeatured", () => {
  it("keeps featured talents, ordered by featured order with a missing one counting as 999", () => {
    const sorted = sortFeatured([
      t("a", true, null),
      t("b", true, 2),
      t("c", false, 1),
      t("d", true, 1000),
      t("e", true, 1),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(["e", "b", "a", "d"]);
  });

  it("puts the newest first among equal orders and leaves the input alone", () => {
    const input = [t("old", true, null, "2025-01-01"), t("new", true, null, "2025-06-01")];
    expect(sortFeatured(input).map((x) => x.id)).toEqual(["new", "old"]);
    expect(input.map((x) => x.id)).toEqual(["old", "new"]);
  });
});

describe("relatedTalents", () => {
  it("takes up to four of the same subcategory, never the talent itself", () => {
    const all = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, subcategory: "model" }));
    all.push({ id: "s", subcategory: "singer" });
    expect(relatedTalents({ id: "b", subcategory: "model" }, all).map((x) => x.id)).toEqual([
      "a",
      "c",
      "d",
      "e",
    ]);
    expect(relatedTalents({ id: "s", subcategory: "singer" }, all)).toEqual([]);
  });
});
