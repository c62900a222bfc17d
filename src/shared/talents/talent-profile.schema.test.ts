import { describe, expect, it } from "vitest";
import {
  cleanSpecifics,
  normaliseInstagram,
  profileConsistencyIssues,
  TalentCreateSchema,
  TalentProfilePatchSchema,
} from "./talent-profile.schema.ts";

describe("the profile schema", () => {
  it("stores Instagram names without @ and refuses spaces and symbols", () => {
    expect(normaliseInstagram("  @@lena.h ")).toBe("lena.h");
    const ok = TalentProfilePatchSchema.safeParse({ contact: { email: "", instagram: "@lena_h" } });
    expect(ok.success && ok.data.contact?.instagram).toBe("lena_h");
    expect(TalentProfilePatchSchema.safeParse({ contact: { email: "", instagram: "lena h!" } }).success).toBe(
      false,
    );
  });

  it("accepts an age as a whole number or null, and refuses fractions and nonsense", () => {
    expect(TalentProfilePatchSchema.safeParse({ age: null }).success).toBe(true);
    expect(TalentProfilePatchSchema.safeParse({ age: 24 }).success).toBe(true);
    expect(TalentProfilePatchSchema.safeParse({ age: 24.5 }).success).toBe(false);
    expect(TalentProfilePatchSchema.safeParse({ age: 0 }).success).toBe(false);
    // Accounts are for adults only (Terms, section on age).
    const minor = TalentProfilePatchSchema.safeParse({ age: 17 });
    expect(minor.error?.issues[0]?.message).toBe("validation.age.range");
  });

  it("knows languages by code only", () => {
    expect(TalentProfilePatchSchema.safeParse({ languages: ["de", "yo"] }).success).toBe(true);
    expect(TalentProfilePatchSchema.safeParse({ languages: ["German"] }).success).toBe(false);
  });

  it("needs a name to create a profile", () => {
    const missing = TalentCreateSchema.safeParse({ age: 20 });
    expect(missing.success).toBe(false);
    expect(TalentCreateSchema.safeParse({ name: "Ada" }).success).toBe(true);
  });
});

describe("profileConsistencyIssues", () => {
  it("wants the sub-category to belong to the category", () => {
    expect(
      profileConsistencyIssues({ category: "performing-arts", subcategory: "model", specifics: {} }),
    ).toEqual([{ path: "subcategory", message: "validation.subcategory.mismatch" }]);
    expect(profileConsistencyIssues({ category: "performing-arts", subcategory: "", specifics: {} })).toEqual(
      [],
    );
  });

  it("wants number fields to hold positive numbers", () => {
    const issues = profileConsistencyIssues({
      category: "industry-infrastructure",
      subcategory: "studio",
      specifics: { capacity: "many" },
    });
    expect(issues).toEqual([
      { path: "specifics.capacity", message: "validation.specifics.capacity.positive" },
    ]);
  });
});

describe("cleanSpecifics", () => {
  it("keeps the category's own fields and a services list, and drops empty values", () => {
    expect(
      cleanSpecifics("performing-arts", { genre: "Soul", height: 170, services: ["Weddings"], empty: "" }),
    ).toEqual({ genre: "Soul", services: ["Weddings"] });
    expect(cleanSpecifics("performing-arts", { genre: "" })).toEqual({});
  });
});
