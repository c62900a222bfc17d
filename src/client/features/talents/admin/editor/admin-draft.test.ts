import { describe, expect, it } from "vitest";
import type { Talent } from "#shared/talents/talent.schema";
import { adminDraftFromTalent, adminPatch, isAdminDraftDirty } from "./admin-draft.ts";

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

  it("sends badges in the catalogue's order and notices real changes only", () => {
    const draft = {
      status: "rejected" as const,
      userId: null,
      badges: ["new", "premium"] as ("new" | "premium")[],
      featured: false,
      isTopTalent: false,
    };
    expect(adminPatch(draft, ["premium", "verified", "new"]).badges).toEqual(["premium", "new"]);
    expect(isAdminDraftDirty(draft, { ...draft, badges: ["premium", "new"] })).toBe(false);
    expect(isAdminDraftDirty(draft, { ...draft, featured: true })).toBe(true);
    expect(isAdminDraftDirty(draft, { ...draft, userId: "u2" })).toBe(true);
  });
});
