import { describe, expect, it } from "vitest";
import { realtimeMessage } from "#server/realtime/realtime-message";
import type { StoredTalent } from "#server/talent-records/talent-versions";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import { talentRecord } from "#tests/support/talent-factory";
import { effectsOfDecision, effectsOfDeletion, effectsOfSave } from "./talent-change-effects.ts";
import { storedAfterChange } from "./talent-publishing.ts";

const profile = (status: TalentStatus, overrides: Partial<Talent> = {}): Talent => ({
  ...talentRecord({ id: "t-1", name: "Effie", userId: "owner-1", status }),
  compCardDownload: status === "approved",
  ...overrides,
});
/** A profile stored without a change waiting for review. */
const stored = (status: TalentStatus, overrides: Partial<Talent> = {}): StoredTalent => ({
  row: profile(status, overrides),
  draft: null,
});
const types = (messages: { event: { type: string } }[]) => messages.map((m) => m.event.type);

/** A live profile, and the same after its talent saved a change (which waits for review). */
function liveWithChange(change: Partial<Talent>) {
  const live = stored("approved");
  const changed = storedAfterChange(live, {
    ...live.row,
    ...change,
    status: "pending",
    updatedAt: "2026-12-01T00:00:00.000Z",
  });
  return { live, changed };
}

describe("the effects of a save (text or media alike)", () => {
  it("mails the admins when a talent's save sends a live or rejected profile back to review", () => {
    for (const before of ["approved", "rejected"] as const) {
      const effects = effectsOfSave({
        before: stored(before),
        after: stored("pending"),
        byAdmin: false,
        submitted: false,
      });
      expect(effects.mailAdmins).toBe(true);
    }
    const { live, changed } = liveWithChange({ bio: "Changed" });
    expect(effectsOfSave({ before: live, after: changed, byAdmin: false, submitted: false }).mailAdmins).toBe(
      true,
    );
  });

  it("mails the admins when a talent presses Finish, on a new or a pending profile, not on an unchanged live one", () => {
    expect(
      effectsOfSave({
        before: stored("pending"),
        after: stored("pending"),
        byAdmin: false,
        submitted: true,
      }).mailAdmins,
    ).toBe(true);
    expect(
      effectsOfSave({ before: undefined, after: stored("pending"), byAdmin: false, submitted: true })
        .mailAdmins,
    ).toBe(true);
    const live = stored("approved");
    expect(effectsOfSave({ before: live, after: live, byAdmin: false, submitted: true }).mailAdmins).toBe(
      false,
    );
  });

  it("mails no one for a new profile's intermediate saves, nor for an administrator's saves", () => {
    expect(
      effectsOfSave({ before: undefined, after: stored("pending"), byAdmin: false, submitted: false })
        .mailAdmins,
    ).toBe(false);
    expect(
      effectsOfSave({
        before: stored("pending"),
        after: stored("pending"),
        byAdmin: false,
        submitted: false,
      }).mailAdmins,
    ).toBe(false);
    for (const status of ["pending", "approved", "rejected"] as const) {
      expect(
        effectsOfSave({ before: stored(status), after: stored(status), byAdmin: true, submitted: true })
          .mailAdmins,
      ).toBe(false);
    }
  });

  it("tells the owner and the admins of every save, and the public only when its version changed", () => {
    const created = effectsOfSave({
      before: undefined,
      after: stored("pending"),
      byAdmin: false,
      submitted: false,
    });
    expect(created.messages).toEqual([
      realtimeMessage(
        { type: "talent.created", talentId: "t-1", slug: stored("pending").row.slug },
        "owner-1",
      ),
    ]);
    const pendingSave = effectsOfSave({
      before: stored("pending"),
      after: stored("pending"),
      byAdmin: false,
      submitted: true,
    });
    expect(types(pendingSave.messages)).toEqual(["talent.saved"]);

    const adminEditsLive = effectsOfSave({
      before: stored("approved"),
      after: stored("approved", { featured: true }),
      byAdmin: true,
      submitted: false,
    });
    expect(types(adminEditsLive.messages)).toEqual(["talent.saved", "talent.changed"]);
  });

  it("says nothing on the public stream of a change to a live profile that waits for review, not even its new address", () => {
    const { live, changed } = liveWithChange({ name: "Effie Renamed", slug: "effie-renamed-t-1" });
    const effects = effectsOfSave({ before: live, after: changed, byAdmin: false, submitted: false });
    expect(effects.messages).toEqual([
      realtimeMessage({ type: "talent.saved", talentId: "t-1", slug: "effie-renamed-t-1" }, "owner-1"),
    ]);
  });

  it("announces the old address as gone when an admin renames a public profile", () => {
    const effects = effectsOfSave({
      before: stored("approved", { slug: "old-name-t1" }),
      after: stored("approved", { slug: "new-name-t1" }),
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
    expect(types(effectsOfDecision(stored("pending"), stored("approved")))).toEqual([
      "talent.approved",
      "talent.published",
    ]);
    expect(types(effectsOfDecision(stored("approved"), stored("rejected")))).toEqual([
      "talent.rejected",
      "talent.unpublished",
    ]);
    expect(types(effectsOfDecision(stored("pending"), stored("rejected")))).toEqual(["talent.rejected"]);
  });

  it("tells the public of an approved change under its new address, and of a rejected change nothing", () => {
    const { changed } = liveWithChange({ slug: "effie-new-t-1" });
    const approved = storedAfterChange(changed, {
      ...changed.row,
      ...changed.draft?.content,
      slug: "effie-new-t-1",
      status: "approved",
      updatedAt: "2026-12-02T00:00:00.000Z",
    });
    expect(effectsOfDecision(changed, approved).map((m) => [m.event.type, m.event.slug])).toEqual([
      ["talent.approved", "effie-new-t-1"],
      ["talent.changed", "effie-new-t-1"],
      ["talent.unpublished", changed.row.slug],
    ]);
    const rejected = storedAfterChange(changed, {
      ...changed.row,
      status: "rejected",
      updatedAt: "2026-12-02T00:00:00.000Z",
    });
    expect(rejected.row).toEqual(changed.row);
    expect(types(effectsOfDecision(changed, rejected))).toEqual(["talent.rejected"]);
  });

  it("tells the public that a deleted profile is gone only if it was public", () => {
    expect(types(effectsOfDeletion(profile("approved")))).toEqual(["talent.deleted", "talent.unpublished"]);
    expect(types(effectsOfDeletion(profile("pending")))).toEqual(["talent.deleted"]);
  });
});
