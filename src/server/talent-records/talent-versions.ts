import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import { talentMediaPrefixes } from "./talent-media.ts";

/**
 * The content of a profile: what its talent writes and an administrator reviews before the public
 * sees it. Everything else (the linked account, badges, featured and top-talent flags, the inquiry
 * switch, dates) belongs to the profile whichever version is public, and applies at once.
 */
export const CONTENT_FIELDS = [
  "name",
  "image",
  "category",
  "subcategory",
  "location",
  // Reviewed with the text it stands beside.
  "place",
  "age",
  "bio",
  "languages",
  "paymentOptions",
  "specifics",
  "measurements",
  // Goes public with the change of measurements it dates.
  "measurementsUpdatedAt",
  "gallery",
  "contact",
] as const satisfies readonly (keyof Talent)[];
export type TalentContent = Pick<Talent, (typeof CONTENT_FIELDS)[number]>;

/** A change to a live profile that waits for review, or that an administrator rejected (ADR 41). */
export type TalentDraft = {
  content: TalentContent;
  /** The address the change would give the profile (a new name gives it a new one). */
  slug: string;
  status: TalentStatus;
  rejectionReason: string | null;
  updatedAt: string;
};

/**
 * A profile as stored: its row, which is the version the public reads whenever its status is
 * approved, and, for a live profile, the change that waits for review.
 */
export type StoredTalent = { row: Talent; draft: TalentDraft | null };

export const contentOf = (talent: TalentContent): TalentContent =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, talent[field]])) as TalentContent;

/** The profile as its owner and the administrators work on it: the change, if one waits, else the row. */
export function workingVersion(stored: StoredTalent): Talent {
  const { row, draft } = stored;
  if (!draft) return row;
  return {
    ...row,
    ...draft.content,
    slug: draft.slug,
    status: draft.status,
    rejectionReason: draft.rejectionReason,
    updatedAt: draft.updatedAt,
  };
}

/** The version the public sees; null when the profile is not public. */
export const liveVersion = (stored: StoredTalent): Talent | null =>
  stored.row.status === "approved" ? stored.row : null;

/** The storage prefixes of every file either version uses: none of them may be removed. */
export function storedMediaPrefixes(stored: StoredTalent): string[] {
  const prefixes = talentMediaPrefixes(stored.row);
  if (stored.draft) prefixes.push(...talentMediaPrefixes(stored.draft.content));
  return [...new Set(prefixes)];
}

/** The files `before` used that `after` no longer does, in either version. */
export function mediaNoLongerUsed(before: StoredTalent, after: StoredTalent): string[] {
  const kept = new Set(storedMediaPrefixes(after));
  return storedMediaPrefixes(before).filter((prefix) => !kept.has(prefix));
}
