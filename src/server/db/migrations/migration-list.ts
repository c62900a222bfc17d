import type { Migration } from "kysely";
import * as catalogueTables from "./2026-11-22-01-catalogue-tables.ts";
import * as authTables from "./2026-11-22-02-auth-tables.ts";
import * as contactSender from "./2026-11-22-03-contact-sender.ts";
import * as signInFailures from "./2026-11-23-10-sign-in-failures.ts";
import * as talentRejectionReason from "./2026-11-23-20-talent-rejection-reason.ts";
import * as uploadAttempts from "./2026-11-23-21-upload-attempts.ts";
import * as billingBookkeeping from "./2026-11-23-30-billing-bookkeeping.ts";
import * as testCheckoutSessions from "./2026-11-23-31-test-checkout-sessions.ts";
import * as adminAuditLog from "./2026-11-23-40-admin-audit-log.ts";
import * as talentListIndexes from "./2026-11-23-50-talent-list-indexes.ts";
import * as talentSearch from "./2026-11-23-51-talent-search.ts";
import * as siteContent from "./2026-11-23-60-site-content.ts";
import * as userSignIns from "./2026-11-23-61-user-sign-ins.ts";
import * as mailOutbox from "./2026-11-23-70-mail-outbox.ts";
import * as mediaJournal from "./2026-11-23-71-media-journal.ts";
import * as inquiries from "./2026-11-23-90-inquiries.ts";
import * as knownUserRoles from "./2026-11-25-10-known-user-roles.ts";
import * as hashedAuthTokens from "./2026-11-25-11-hashed-auth-tokens.ts";
import * as talentDrafts from "./2026-11-25-30-talent-drafts.ts";
import * as talentRemovalNotices from "./2026-11-25-31-talent-removal-notices.ts";
import * as senderSlots from "./2026-11-25-50-sender-slots.ts";
import * as contentConsent from "./2026-11-25-51-content-consent.ts";
import * as firstAdminLink from "./2026-11-25-60-first-admin-link.ts";
import * as userLanguage from "./2026-11-27-10-user-language.ts";
import * as senderLanguage from "./2026-11-27-11-sender-language.ts";
import * as withdrawalConsent from "./2026-11-27-20-withdrawal-consent.ts";
import * as cancellationRequests from "./2026-11-27-21-cancellation-requests.ts";
import * as talentMeasurements from "./2026-11-28-10-talent-measurements.ts";
import * as compCards from "./2026-11-28-20-comp-cards.ts";
import * as accountKinds from "./2026-11-29-10-account-kinds.ts";
import * as favouritesAndShortlists from "./2026-11-29-11-favourites-and-shortlists.ts";
import * as listInquiriesAndSavedSearches from "./2026-11-29-12-list-inquiries-and-saved-searches.ts";
import * as shortlistPickBudget from "./2026-11-29-30-shortlist-pick-budget.ts";
import * as mailListUnsubscribe from "./2026-11-29-40-mail-list-unsubscribe.ts";
import * as senderSeenAt from "./2026-11-29-41-sender-seen-at.ts";
import * as talentReports from "./2026-11-30-10-talent-reports.ts";
import * as reviewFindings from "./2026-11-30-20-review-findings.ts";
import * as mediaHashes from "./2026-11-30-21-media-hashes.ts";
import * as talentPlaces from "./2026-12-02-10-talent-places.ts";
import * as talentPlacesFromLocations from "./2026-12-02-11-talent-places-from-locations.ts";
import * as talentDistanceIndex from "./2026-12-02-20-talent-distance-index.ts";
import * as talentSearchText from "./2026-12-02-30-talent-search-text.ts";
import * as talentFilterIndexes from "./2026-12-02-31-talent-filter-indexes.ts";
import * as talentDailyCounts from "./2026-12-02-40-talent-daily-counts.ts";
import * as talentTakeDownNotices from "./2026-12-02-41-talent-take-down-notices.ts";
import * as approvedTalentTotal from "./2026-12-03-10-approved-talent-total.ts";
import * as talentWholeNameIndex from "./2026-12-03-11-talent-whole-name-index.ts";
import * as talentPointIndex from "./2026-12-03-12-talent-point-index.ts";
import * as talentListKeysIndex from "./2026-12-03-13-talent-list-keys-index.ts";

/** Every migration, by its date-stamped name; Kysely applies them in name order. */
export const MIGRATIONS: Record<string, Migration> = {
  "2026-11-22-01-catalogue-tables": catalogueTables,
  "2026-11-22-02-auth-tables": authTables,
  "2026-11-22-03-contact-sender": contactSender,
  "2026-11-23-10-sign-in-failures": signInFailures,
  "2026-11-23-20-talent-rejection-reason": talentRejectionReason,
  "2026-11-23-21-upload-attempts": uploadAttempts,
  "2026-11-23-30-billing-bookkeeping": billingBookkeeping,
  "2026-11-23-31-test-checkout-sessions": testCheckoutSessions,
  "2026-11-23-40-admin-audit-log": adminAuditLog,
  "2026-11-23-50-talent-list-indexes": talentListIndexes,
  "2026-11-23-51-talent-search": talentSearch,
  "2026-11-23-60-site-content": siteContent,
  "2026-11-23-61-user-sign-ins": userSignIns,
  "2026-11-23-70-mail-outbox": mailOutbox,
  "2026-11-23-71-media-journal": mediaJournal,
  "2026-11-23-90-inquiries": inquiries,
  "2026-11-25-10-known-user-roles": knownUserRoles,
  "2026-11-25-11-hashed-auth-tokens": hashedAuthTokens,
  "2026-11-25-30-talent-drafts": talentDrafts,
  "2026-11-25-31-talent-removal-notices": talentRemovalNotices,
  "2026-11-25-50-sender-slots": senderSlots,
  "2026-11-25-51-content-consent": contentConsent,
  "2026-11-25-60-first-admin-link": firstAdminLink,
  "2026-11-27-10-user-language": userLanguage,
  "2026-11-27-11-sender-language": senderLanguage,
  "2026-11-27-20-withdrawal-consent": withdrawalConsent,
  "2026-11-27-21-cancellation-requests": cancellationRequests,
  "2026-11-28-10-talent-measurements": talentMeasurements,
  "2026-11-28-20-comp-cards": compCards,
  "2026-11-29-10-account-kinds": accountKinds,
  "2026-11-29-11-favourites-and-shortlists": favouritesAndShortlists,
  "2026-11-29-12-list-inquiries-and-saved-searches": listInquiriesAndSavedSearches,
  "2026-11-29-30-shortlist-pick-budget": shortlistPickBudget,
  "2026-11-29-40-mail-list-unsubscribe": mailListUnsubscribe,
  "2026-11-29-41-sender-seen-at": senderSeenAt,
  "2026-11-30-10-talent-reports": talentReports,
  "2026-11-30-20-review-findings": reviewFindings,
  "2026-11-30-21-media-hashes": mediaHashes,
  "2026-12-02-10-talent-places": talentPlaces,
  "2026-12-02-11-talent-places-from-locations": talentPlacesFromLocations,
  "2026-12-02-20-talent-distance-index": talentDistanceIndex,
  "2026-12-02-30-talent-search-text": talentSearchText,
  "2026-12-02-31-talent-filter-indexes": talentFilterIndexes,
  "2026-12-02-40-talent-daily-counts": talentDailyCounts,
  "2026-12-02-41-talent-take-down-notices": talentTakeDownNotices,
  "2026-12-03-10-approved-talent-total": approvedTalentTotal,
  "2026-12-03-11-talent-whole-name-index": talentWholeNameIndex,
  "2026-12-03-12-talent-point-index": talentPointIndex,
  "2026-12-03-13-talent-list-keys-index": talentListKeysIndex,
};
