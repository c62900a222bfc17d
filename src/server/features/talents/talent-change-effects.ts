import { type RealtimeMessage, realtimeMessage } from "#server/realtime/realtime-message";
import { liveVersion, type StoredTalent, workingVersion } from "#server/talent-records/talent-versions";
import type { ChangeEventType } from "#shared/realtime/change-event";
import type { Talent } from "#shared/talents/talent.schema";

/** A save of a profile's fields or media, as the post-save rules see it. */
export type ProfileSave = {
  /** The profile before the save; undefined when the save created it. */
  before: StoredTalent | undefined;
  after: StoredTalent;
  /** An administrator saved (the admin editor, or media changed by an admin). */
  byAdmin: boolean;
  /** The talent pressed Finish (`submit: true`). */
  submitted: boolean;
};

/** What has to follow a save, decided in one place for text and media saves alike. */
export type SaveEffects = {
  /** The live events to publish, each for its audience. */
  messages: RealtimeMessage[];
  /** Whether the admins get the "Profile to review" mail. */
  mailAdmins: boolean;
};

const aboutTalent = (type: ChangeEventType, talent: Talent): RealtimeMessage =>
  realtimeMessage({ type, talentId: talent.id, slug: talent.slug }, talent.userId);

/**
 * What the public stream may say about a change: only that the public version of a profile
 * appeared, changed or disappeared, named as the public knows it. A change that waits for review, or
 * was rejected while the live version stays, is never mentioned: not even its new address.
 */
function publicChanges(before: StoredTalent | undefined, after: StoredTalent | undefined): RealtimeMessage[] {
  const was = before ? liveVersion(before) : null;
  const is = after ? liveVersion(after) : null;
  if (is && !was) return [aboutTalent("talent.published", is)];
  if (was && !is) return [aboutTalent("talent.unpublished", was)];
  if (!was || !is || was.updatedAt === is.updatedAt) return [];
  // A renamed public profile has a new address: the old one is gone.
  return was.slug === is.slug
    ? [aboutTalent("talent.changed", is)]
    : [aboutTalent("talent.changed", is), aboutTalent("talent.unpublished", was)];
}

/**
 * The rule for every save, by text or by media: the owner and the admins hear of it at once, the
 * public only if its version changed; and the admins are mailed when a talent's save leaves the
 * profile waiting for review and either the talent pressed Finish or the profile was live or
 * rejected before. Administrators' saves and the intermediate saves of a profile that is still
 * pending mail no one.
 */
export function effectsOfSave(save: ProfileSave): SaveEffects {
  const before = save.before ? workingVersion(save.before) : undefined;
  const after = workingVersion(save.after);
  const backToReview = before !== undefined && before.status !== "pending";
  return {
    messages: [
      aboutTalent(before ? "talent.saved" : "talent.created", after),
      ...publicChanges(save.before, save.after),
    ],
    mailAdmins: !save.byAdmin && after.status === "pending" && (save.submitted || backToReview),
  };
}

/** The events of an admin's decision: the owner and the admins hear it; the public if its version changed. */
export function effectsOfDecision(before: StoredTalent, after: StoredTalent): RealtimeMessage[] {
  const decided = workingVersion(after);
  return [
    aboutTalent(decided.status === "approved" ? "talent.approved" : "talent.rejected", decided),
    ...publicChanges(before, after),
  ];
}

/** The events of a take-down after a report: the owner and the admins hear it; the public that it went. */
export function effectsOfTakeDown(before: StoredTalent, after: StoredTalent): RealtimeMessage[] {
  return [aboutTalent("talent.saved", workingVersion(after)), ...publicChanges(before, after)];
}

/**
 * The events of a deleted profile (by an admin, or with its account), given its stored row: the
 * public version of a live profile, whose page hears that it went.
 */
export function effectsOfDeletion(row: Talent): RealtimeMessage[] {
  return [aboutTalent("talent.deleted", row), ...publicChanges({ row, draft: null }, undefined)];
}
