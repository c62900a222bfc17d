import { describe, expect, it } from "vitest";
import type { Talent } from "#shared/talents/talent.schema";
import { AdminDraftSchema, adminDraftFromTalent } from "./admin-draft.ts";

describe("the Admin step's draft", () => {
  it("starts pending and unlinked for a new talent, and from the saved values otherwise", () => {
    expect(adminDraftFromTalent(null)).toEqual({
      status: "pending",
      userId: null,
      badges: [],
      featured: false,
      isTopTalent: false,
    });
    const saved = { status: "approved", userId: "u1", badges: ["new"], featured: true, isTopTalent: true };
    expect(adminDraftFromTalent(saved as Talent)).toEqual(saved);
  });

  it("keeps badges in the catalogue's order, so the order they were ticked in is no change", () => {
    const saved = { status: "approved", userId: null, badges: ["new", "premium"], featured: false };
    expect(adminDraftFromTalent(saved as Talent).badges).toEqual(["premium", "new"]);
  });

  it("sends every admin field, badges in the catalogue's order", () => {
    const draft = {
      status: "rejected" as const,
      userId: null,
      badges: ["new", "premium"] as ("new" | "premium")[],
      featured: false,
      isTopTalent: false,
    };
    expect(AdminDraftSchema.parse(draft)).toEqual({ ...draft, badges: ["premium", "new"] });
  });
});
