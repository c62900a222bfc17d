import {
  contentOf,
  liveVersion,
  type StoredTalent,
  workingVersion,
} from "#server/talent-records/talent-versions";
import type { Talent } from "#shared/talents/talent.schema";

/**
 * Fields of the profile rather than of its content: set by administrators or by the talent's
 * settings, they apply at once, to the public version too, whatever waits for review.
 */
const PROFILE_FIELDS = [
  "userId",
  "badges",
  "featured",
  "featuredOrder",
  "isTopTalent",
  "inquiriesEnabled",
] as const satisfies readonly (keyof Talent)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether two versions of a profile differ in what its talent writes. */
export const contentChanged = (before: Talent, after: Talent) => !same(contentOf(before), contentOf(after));

export type ChangeOptions = {
  /** An administrator takes a live profile down with the rejection of its change. */
  takeDown?: boolean;
};

/**
 * How a profile is stored once its working version (what its owner and the admins edit) becomes
 * `working` (ADR 41):
 * - approved: the working version is the public one; nothing waits for review;
 * - a live profile otherwise stays public as it was approved, and the change waits beside it (only
 *   the profile fields apply to the public version at once), unless the change takes it down: an
 *   explicit take-down, or a rejection while no change waited (the administrator rejects the live
 *   version itself);
 * - a profile that is not public is just its working version.
 * Only a rejection, a take-down after a visitor's report (back to pending, ADR 53) or a deletion
 * takes a live profile down.
 */
export function storedAfterChange(
  before: StoredTalent,
  working: Talent,
  options: ChangeOptions = {},
): StoredTalent {
  if (working.status === "approved") return { row: working, draft: null };
  const live = liveVersion(before);
  const rejectsLiveVersion = working.status === "rejected" && before.draft === null;
  if (!live || options.takeDown || rejectsLiveVersion) return { row: working, draft: null };
  const profileChanged = PROFILE_FIELDS.some((field) => !same(live[field], working[field]));
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, working[field]]));
  return {
    row: { ...live, ...profile, updatedAt: profileChanged ? working.updatedAt : live.updatedAt },
    draft: {
      content: contentOf(working),
      slug: working.slug,
      status: working.status,
      rejectionReason: working.rejectionReason,
      updatedAt: working.updatedAt,
    },
  };
}

/** A profile's two versions as its owner and the admins are shown them. */
export function versionsOf(stored: StoredTalent): { talent: Talent; liveVersion: Talent | null } {
  // The public version is named apart only while it differs from the one being worked on.
  return { talent: workingVersion(stored), liveVersion: stored.draft ? liveVersion(stored) : null };
}
