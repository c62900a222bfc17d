// The English catalogs are the source: their keys are the ids of all messages (ADR 45).

import type enAppAccounts from "./messages/en/app/accounts.json";
import type enAppAccountsLanguage from "./messages/en/app/accounts-language.json";
import type enAppAdmin from "./messages/en/app/admin.json";
import type enAppBilling from "./messages/en/app/billing.json";
import type enAppCommon from "./messages/en/app/common.json";
import type enAppCompCards from "./messages/en/app/comp-cards.json";
import type enAppInquiries from "./messages/en/app/inquiries.json";
import type enAppMessages from "./messages/en/app/messages.json";
import type enAppPlaces from "./messages/en/app/places.json";
import type enAppReports from "./messages/en/app/reports.json";
import type enAppReviewChecks from "./messages/en/app/review-checks.json";
import type enAppSavedSearches from "./messages/en/app/saved-searches.json";
import type enAppShortlists from "./messages/en/app/shortlists.json";
import type enAppSiteContent from "./messages/en/app/site-content.json";
import type enAppTalents from "./messages/en/app/talents.json";
import type enAppWorkspace from "./messages/en/app/workspace.json";
import type enLegalLegal from "./messages/en/legal/legal.json";
import type enServerCancellation from "./messages/en/server/cancellation.json";
import type enServerCompCards from "./messages/en/server/comp-cards.json";
import type enServerErrors from "./messages/en/server/errors.json";
import type enServerListInquiries from "./messages/en/server/list-inquiries.json";
import type enServerMail from "./messages/en/server/mail.json";
import type enServerReports from "./messages/en/server/reports.json";
import type enServerSavedSearches from "./messages/en/server/saved-searches.json";
import type enServerShortlists from "./messages/en/server/shortlists.json";
import type enServerWorkspace from "./messages/en/server/workspace.json";
import type enSiteAccounts from "./messages/en/site/accounts.json";
import type enSiteBilling from "./messages/en/site/billing.json";
import type enSiteCatalogue from "./messages/en/site/catalogue.json";
import type enSiteCommon from "./messages/en/site/common.json";
import type enSiteCompCards from "./messages/en/site/comp-cards.json";
import type enSiteDistance from "./messages/en/site/distance.json";
import type enSiteInquiries from "./messages/en/site/inquiries.json";
import type enSiteMeasurements from "./messages/en/site/measurements.json";
import type enSiteMessages from "./messages/en/site/messages.json";
import type enSitePages from "./messages/en/site/pages.json";
import type enSitePlaces from "./messages/en/site/places.json";
import type enSiteReports from "./messages/en/site/reports.json";
import type enSiteSavedSearches from "./messages/en/site/saved-searches.json";
import type enSiteSharedShortlist from "./messages/en/site/shared-shortlist.json";
import type enSiteSiteContent from "./messages/en/site/site-content.json";
import type enSiteTalents from "./messages/en/site/talents.json";
import type enSiteValidation from "./messages/en/site/validation.json";
import type enSiteWorkspace from "./messages/en/site/workspace.json";

/** The id of every message: a key of the English catalogs. */
export type MessageId =
  | keyof typeof enSiteCommon
  | keyof typeof enSitePages
  | keyof typeof enSiteValidation
  | keyof typeof enSiteCatalogue
  | keyof typeof enSiteTalents
  | keyof typeof enSiteMeasurements
  | keyof typeof enSiteCompCards
  | keyof typeof enSiteReports
  | keyof typeof enSiteWorkspace
  | keyof typeof enSiteAccounts
  | keyof typeof enSiteBilling
  | keyof typeof enSiteInquiries
  | keyof typeof enSiteMessages
  | keyof typeof enSiteSiteContent
  | keyof typeof enSiteSharedShortlist
  | keyof typeof enSiteDistance
  | keyof typeof enLegalLegal
  | keyof typeof enAppCommon
  | keyof typeof enAppCompCards
  | keyof typeof enAppReports
  | keyof typeof enAppWorkspace
  | keyof typeof enAppTalents
  | keyof typeof enAppAccounts
  | keyof typeof enAppAccountsLanguage
  | keyof typeof enAppBilling
  | keyof typeof enAppInquiries
  | keyof typeof enAppMessages
  | keyof typeof enAppSiteContent
  | keyof typeof enAppAdmin
  | keyof typeof enAppShortlists
  | keyof typeof enAppReviewChecks
  | keyof typeof enAppPlaces
  | keyof typeof enSitePlaces
  | keyof typeof enServerErrors
  | keyof typeof enServerMail
  | keyof typeof enServerCancellation
  | keyof typeof enServerCompCards
  | keyof typeof enServerReports
  | keyof typeof enServerShortlists
  | keyof typeof enAppSavedSearches
  | keyof typeof enServerSavedSearches
  | keyof typeof enServerListInquiries
  | keyof typeof enSiteSavedSearches
  | keyof typeof enServerWorkspace;
