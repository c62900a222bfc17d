import { describe, expect, it } from "vitest";
import { profilePath, slugify, talentSlug } from "./slug.ts";

describe("the slug rule", () => {
  it("is the name plus the first four characters of the id", () => {
    expect(talentSlug("Lena Hartmann", "a3f1c2e4-5b6d")).toBe("lena-hartmann-a3f1");
  });
  it("drops diacritics and punctuation", () => {
    expect(slugify("Zoë Müller")).toBe("zoe-muller");
    expect(talentSlug("  DJ  Kairo! ", "0A1B2C")).toBe("dj-kairo-0a1b");
  });
  it("is just the id part when the name has no letters", () => {
    expect(talentSlug("", "abcd1234")).toBe("abcd");
  });
  it("builds the profile path from the subcategory, making a slug when none is stored", () => {
    expect(profilePath({ subcategory: "model", slug: "lena-a3f1", name: "Lena", id: "a3f1" })).toBe(
      "/talents/model/lena-a3f1",
    );
    expect(profilePath({ subcategory: "singer", slug: "", name: "Amara Nwosu", id: "e5f6a7" })).toBe(
      "/talents/singer/amara-nwosu-e5f6",
    );
  });
});
