import type { Translate } from "#shared/i18n/translator";
import type { Badge, TalentStatus } from "#shared/talents/talent.schema";

/*
 * Each badge's name and what it tells visitors, and the review statuses in words, from the catalogs
 * (`catalogue.badge.<badge>.*`, `catalogue.status.<status>`).
 */

// Checked against the schema's lists by type only: the public pages load no zod.
const BADGE_SET: Record<Badge, true> = { premium: true, verified: true, new: true };
const STATUS_SET: Record<TalentStatus, true> = { pending: true, approved: true, rejected: true };
const isBadge = (badge: string): badge is Badge => Object.hasOwn(BADGE_SET, badge);
const isTalentStatus = (status: string): status is TalentStatus => Object.hasOwn(STATUS_SET, status);

/** A badge's name ("Premium Talent"), or the value itself when unknown. */
export function badgeLabel(t: Translate, badge: string): string {
  return isBadge(badge) ? t(`catalogue.badge.${badge}.label`) : badge;
}

/** What a badge tells visitors. */
export const badgeTooltip = (t: Translate, badge: Badge): string => t(`catalogue.badge.${badge}.tooltip`);

/**
 * What the editor says of a badge: how it is given when that is not only the administrator's tick
 * (Premium comes with the plan), else what it tells visitors.
 */
export const badgeAdminHint = (t: Translate, badge: Badge): string =>
  badge === "premium" ? t("catalogue.badge.premium.adminHint") : badgeTooltip(t, badge);

/** A profile's review status in words ("Approved"), or the value itself when unknown. */
export function talentStatusLabel(t: Translate, status: string): string {
  return isTalentStatus(status) ? t(`catalogue.status.${status}`) : status;
}
