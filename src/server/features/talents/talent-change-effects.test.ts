import { describe, expect, it } from "vitest";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import { talentRecord } from "#tests/support/talent-factory";
import { effectsOfDecision, effectsOfDeletion, effectsOfSave } from "./talent-change-effects.ts";

const profile = (status: TalentStatus, overrides: Partial<Talent> = {}): Talent => ({
  ...talentRecord({ id: "t-1", name: "Effie", userId: "owner-1", status }),
  ...overrides,
});
const types = (messages: { event: { type: string } }[]) => messages.map((m) => m.event.type);

describe("the effects of a save (text or media alike)", () => {
  it("mails the admins when a talent's save sends a live or rejected profile back to review", () => {
    for (const before of ["approved", "rejected"] as const) {
      const effects = effectsOfSave({
        before: profile(before),
        after: profile("pending"),
        byAdmin: false,
        submitted: false,
      });
      expect(effects.mailAdmins).toBe(true);
    }
  });

  it("mails the admins when a talent presses Finish, on a new or a pending profile", () => {
    expect(
      effectsOfSave({
        before: profile("pending"),
        after: profile("pending"),
        byAdmin: false,
        submitted: true,
      }).mailAdmins,
    ).toBe(true);
    expect(
      effectsOfSave({ before: undefined, after: profile("pending"), byAdmin: false, submitted: true })
        .mailAdmins,
    ).toBe(true);
  });

  it("mails no one for a new profile's intermediate saves, nor for an administrator's saves", () => {
    expect(
      effectsOfSave({ before: undefined, after: profile("pending"), byAdmin: false, submitted: false })
        .mailAdmins,
    ).toBe(false);
    expect(
      effectsOfSave({
        before: profile("pending"),
        after: profile("pending"),
        byAdmin: false,
        submitted: false,
      }).mailAdmins,
    ).toBe(false);
    for (const status of ["pending", "approved", "rejected"] as const) {
      expect(
        effectsOfSave({ before: profile(status), after: profile(status), byAdmin: true, submitted: true })
          .mailAdmins,
      ).toBe(false);
    }
  });

  it("tells the owner and the admins of every save, and the public only of a public profile", () => {
    const created = effectsOfSave({
      before: undefined,
      after: profile("pending"),
      byAdmin: false,
      submitted: false,
    });
    expect(created.messages).toEqual([
      {
        event: { type: "talent.created", talentId: "t-1", slug: profile("pending").slug },
        ownerId: "owner-1",
      },
    ]);
    const pendingSave = effectsOfSave({
      before: profile("pending"),
      after: profile("pending"),
      byAdmin: false,
      submitted: true,
    });
    expect(types(pendingSave.messages)).toEqual(["talent.saved"]);

    const liveToReview = effectsOfSave({
      before: profile("approved"),
      after: profile("pending"),
      byAdmin: false,
      submitted: false,
    });
    expect(types(liveToReview.messages)).toEqual(["talent.saved", "talent.unpublished"]);

    const adminEditsLive = effectsOfSave({
      before: profile("approved"),
      after: profile("approved", { featured: true }),
      byAdmin: true,
      submitted: false,
    });
    expect(types(adminEditsLive.messages)).toEqual(["talent.saved", "talent.changed"]);
  });

  it("announces the old address as gone when an admin renames a public profile", () => {
    const effects = effectsOfSave({
      before: profile("approved", { slug: "old-name-t1" }),
      after: profile("approved", { slug: "new-name-t1" }),
      byAdmin: true,
      submitted: false,
    });
    expect(effects.messages.slice(1).map((m) => [m.event.type, m.event.slug])).toEqual([
      ["talent.changed", "new-name-t1"],
      ["talent.unpublished", "old-name-t1"],
    ]);
  });
});

describe("the effects of decisions and deletions", () => {
  it("publishes an approval, and a rejection of a live profile, to the public; a pending rejection to no visitor", () => {
    expect(types(effectsOfDecision(profile("pending"), profile("approved")))).toEqual([
      "talent.approved",
      "talent.published",
    ]);
    expect(types(effectsOfDecision(profile("approved"), profile("rejected")))).toEqual([
      "talent.rejected",
      "talent.unpublished",
    ]);
    expect(types(effectsOfDecision(profile("pending"), profile("rejected")))).toEqual(["talent.rejected"]);
  });

  it("tells the public that a deleted profile is gone only if it was public", () => {
    expect(types(effectsOfDeletion(profile("approved")))).toEqual(["talent.deleted", "talent.unpublished"]);
    expect(types(effectsOfDeletion(profile("pending")))).toEqual(["talent.deleted"]);
  });
});
