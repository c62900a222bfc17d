import { type RealtimeMessage, realtimeMessage } from "#server/realtime/realtime-message";
import type { ChangeEventType } from "#shared/realtime/change-event";
import type { Talent } from "#shared/talents/talent.schema";

/** A save of a profile's fields or media, as the post-save rules see it. */
export type ProfileSave = {
  /** The profile before the save; undefined when the save created it. */
  before: Talent | undefined;
  after: Talent;
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
 * What the public stream may say about a change: only that an approved profile appeared, changed or
 * disappeared. A profile that was not public before and is not public now is never mentioned.
 */
function publicChanges(before: Talent | undefined, after: Talent | undefined): RealtimeMessage[] {
  const was = before?.status === "approved" ? before : undefined;
  const is = after?.status === "approved" ? after : undefined;
  if (is && !was) return [aboutTalent("talent.published", is)];
  if (was && !is) return [aboutTalent("talent.unpublished", was)];
  if (!was || !is) return [];
  // A renamed public profile has a new address: the old one is gone.
  return was.slug === is.slug
    ? [aboutTalent("talent.changed", is)]
    : [aboutTalent("talent.changed", is), aboutTalent("talent.unpublished", was)];
}

/**
 * The rule for every save, by text or by media: the owner and the admins hear of it at once, the
 * public only if a public profile changed; and the admins are mailed when a talent presses Finish,
 * or when a talent's save sends a live or rejected profile back to review. Administrators' saves and
 * the intermediate saves of a profile that is still pending mail no one.
 */
export function effectsOfSave(save: ProfileSave): SaveEffects {
  const backToReview = save.before !== undefined && save.before.status !== "pending";
  return {
    messages: [
      aboutTalent(save.before ? "talent.saved" : "talent.created", save.after),
      ...publicChanges(save.before, save.after),
    ],
    mailAdmins: !save.byAdmin && (save.submitted || backToReview),
  };
}

/** The events of an admin's decision: the owner and the admins hear it; the public if visibility changed. */
export function effectsOfDecision(before: Talent, after: Talent): RealtimeMessage[] {
  return [
    aboutTalent(after.status === "approved" ? "talent.approved" : "talent.rejected", after),
    ...publicChanges(before, after),
  ];
}

/** The events of a deleted profile (by an admin, or with its account). */
export function effectsOfDeletion(before: Talent): RealtimeMessage[] {
  return [aboutTalent("talent.deleted", before), ...publicChanges(before, undefined)];
}
