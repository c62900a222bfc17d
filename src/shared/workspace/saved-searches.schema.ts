import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";
import {
  parseTalentFilters,
  type TalentFilters,
  talentFiltersToSearchParams,
} from "#shared/talents/talent-filters";
import { singleLineSchema } from "#shared/text/single-line";

/** How often a saved search mails what is new: daily, weekly, or never. */
export const SAVED_SEARCH_ALERTS = ["daily", "weekly", "none"] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const DEFAULT_SAVED_SEARCH_ALERT: SavedSearchAlert = "weekly";

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one account may keep. */
export const SAVED_SEARCHES_MAX = 50;
/** Talents one alert mail names; the rest are "and N more", with a link to the search. */
export const ALERT_DIGEST_MAX_TALENTS = 20;
/** The header the unsubscribe page sends its token in (the mail's one-click link has it in its query). */
export const ALERT_TOKEN_HEADER = "x-alert-token";

const HOUR_MS = 60 * 60 * 1000;
const ALERT_EVERY_MS: Record<Exclude<SavedSearchAlert, "none">, number> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/**
 * The moment an alert's last mail must be at or before for the next one to be due (a day or a
 * week before `now`); null for a search without alerts.
 */
export function alertDueCutoff(alert: SavedSearchAlert, now: Date): Date | null {
  return alert === "none" ? null : new Date(now.getTime() - ALERT_EVERY_MS[alert]);
}

/** Whether a search's alert is due at `now`, its last one sent at `lastAlertAt` (ISO). */
export function isAlertDue(alert: SavedSearchAlert, lastAlertAt: string, now: Date): boolean {
  const cutoff = alertDueCutoff(alert, now);
  return cutoff !== null && lastAlertAt <= cutoff.toISOString();
}

/**
 * The filters in one order: each list's values sorted, once each. A search near the visitor's
 * position is kept without the position, which is used for one search only and never stored (the
 * list says so where it offers to save); a search near a place keeps it.
 */
function canonicalFilters(filters: TalentFilters): TalentFilters {
  const sorted = <T extends string>(values: T[]) => [...new Set(values)].sort();
  const centred = filters.place !== undefined;
  return {
    ...filters,
    near: undefined,
    radius: centred ? filters.radius : undefined,
    q: filters.q || undefined,
    category: sorted(filters.category),
    subcategory: sorted(filters.subcategory),
    location: sorted(filters.location),
    languages: sorted(filters.languages),
    payment: sorted(filters.payment),
    hair: sorted(filters.hair),
    eyes: sorted(filters.eyes),
  };
}

/**
 * A /talents query in its one stored form: the filters it names read as the list reads them (junk
 * dropped), their values sorted, in a stable key order, without paging or sort. Two queries that
 * show the same talents give the same string.
 */
export function canonicalSearchQuery(query: string): string {
  const filters = parseTalentFilters(new URLSearchParams(query));
  return talentFiltersToSearchParams(canonicalFilters(filters)).toString();
}

/** The filters a stored query names. */
export const savedSearchFilters = (query: string): TalentFilters =>
  parseTalentFilters(new URLSearchParams(query));

const nameSchema = singleLineSchema(SAVED_SEARCH_NAME_MAX, {
  tooLong: invalid("validation.content.name.tooLong"),
  required: invalid("validation.content.name.required"),
});

export const SavedSearchInputSchema = z.object({
  name: nameSchema,
  /** The /talents query string, with or without its "?"; stored canonical. */
  query: z.string().max(4000),
  alert: z.enum(SAVED_SEARCH_ALERTS).default(DEFAULT_SAVED_SEARCH_ALERT),
});
export type SavedSearchInput = z.infer<typeof SavedSearchInputSchema>;
export type SavedSearchFormValues = z.input<typeof SavedSearchInputSchema>;

/** Renaming a search or changing its alert. */
export const SavedSearchChangeSchema = z.object({
  name: nameSchema.optional(),
  alert: z.enum(SAVED_SEARCH_ALERTS).optional(),
});

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The canonical /talents query, without "?" (empty: every talent). */
  query: z.string(),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  /** Talents matching it that first went public after the owner's last visit. */
  newCount: z.number().int(),
  lastVisitAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({ items: z.array(SavedSearchSchema) });

/** What the unsubscribe page shows of the search its token names. */
export const AlertSubscriptionSchema = z.object({
  name: z.string(),
  alert: z.enum(SAVED_SEARCH_ALERTS),
});
export type AlertSubscription = z.infer<typeof AlertSubscriptionSchema>;

/** The body a mail client POSTs for a one-click unsubscribe (RFC 8058), form-encoded. */
export const OneClickUnsubscribeSchema = z.object({ "List-Unsubscribe": z.literal("One-Click") });
