/**
 * Every catalog of both languages, by area and domain, as written (ICU MessageFormat). The server and
 * the tests read them from here; the browser loads its areas through src/client/lib/i18n/ (compiled
 * at build). A new domain file is added here and in both languages (ADR 45).
 */

import deAppAccounts from "./messages/de/app/accounts.json";
import deAppAccountsLanguage from "./messages/de/app/accounts-language.json";
import deAppAdmin from "./messages/de/app/admin.json";
import deAppBilling from "./messages/de/app/billing.json";
import deAppCommon from "./messages/de/app/common.json";
import deAppCompCards from "./messages/de/app/comp-cards.json";
import deAppInquiries from "./messages/de/app/inquiries.json";
import deAppMessages from "./messages/de/app/messages.json";
import deAppPlaces from "./messages/de/app/places.json";
import deAppReports from "./messages/de/app/reports.json";
import deAppReviewChecks from "./messages/de/app/review-checks.json";
import deAppSavedSearches from "./messages/de/app/saved-searches.json";
import deAppShortlists from "./messages/de/app/shortlists.json";
import deAppSiteContent from "./messages/de/app/site-content.json";
import deAppTalents from "./messages/de/app/talents.json";
import deAppWorkspace from "./messages/de/app/workspace.json";
import deLegalLegal from "./messages/de/legal/legal.json";
import deServerCancellation from "./messages/de/server/cancellation.json";
import deServerCompCards from "./messages/de/server/comp-cards.json";
import deServerErrors from "./messages/de/server/errors.json";
import deServerListInquiries from "./messages/de/server/list-inquiries.json";
import deServerMail from "./messages/de/server/mail.json";
import deServerReports from "./messages/de/server/reports.json";
import deServerSavedSearches from "./messages/de/server/saved-searches.json";
import deServerShortlists from "./messages/de/server/shortlists.json";
import deServerWorkspace from "./messages/de/server/workspace.json";
import deSiteAccounts from "./messages/de/site/accounts.json";
import deSiteBilling from "./messages/de/site/billing.json";
import deSiteCatalogue from "./messages/de/site/catalogue.json";
import deSiteCommon from "./messages/de/site/common.json";
import deSiteCompCards from "./messages/de/site/comp-cards.json";
import deSiteDistance from "./messages/de/site/distance.json";
import deSiteInquiries from "./messages/de/site/inquiries.json";
import deSiteMeasurements from "./messages/de/site/measurements.json";
import deSiteMessages from "./messages/de/site/messages.json";
import deSitePages from "./messages/de/site/pages.json";
import deSitePlaces from "./messages/de/site/places.json";
import deSiteReports from "./messages/de/site/reports.json";
import deSiteSavedSearches from "./messages/de/site/saved-searches.json";
import deSiteSharedShortlist from "./messages/de/site/shared-shortlist.json";
import deSiteSiteContent from "./messages/de/site/site-content.json";
import deSiteTalents from "./messages/de/site/talents.json";
import deSiteValidation from "./messages/de/site/validation.json";
import deSiteWorkspace from "./messages/de/site/workspace.json";
import enAppAccounts from "./messages/en/app/accounts.json";
import enAppAccountsLanguage from "./messages/en/app/accounts-language.json";
import enAppAdmin from "./messages/en/app/admin.json";
import enAppBilling from "./messages/en/app/billing.json";
import enAppCommon from "./messages/en/app/common.json";
import enAppCompCards from "./messages/en/app/comp-cards.json";
import enAppInquiries from "./messages/en/app/inquiries.json";
import enAppMessages from "./messages/en/app/messages.json";
import enAppPlaces from "./messages/en/app/places.json";
import enAppReports from "./messages/en/app/reports.json";
import enAppReviewChecks from "./messages/en/app/review-checks.json";
import enAppSavedSearches from "./messages/en/app/saved-searches.json";
import enAppShortlists from "./messages/en/app/shortlists.json";
import enAppSiteContent from "./messages/en/app/site-content.json";
import enAppTalents from "./messages/en/app/talents.json";
import enAppWorkspace from "./messages/en/app/workspace.json";
import enLegalLegal from "./messages/en/legal/legal.json";
import enServerCancellation from "./messages/en/server/cancellation.json";
import enServerCompCards from "./messages/en/server/comp-cards.json";
import enServerErrors from "./messages/en/server/errors.json";
import enServerListInquiries from "./messages/en/server/list-inquiries.json";
import enServerMail from "./messages/en/server/mail.json";
import enServerReports from "./messages/en/server/reports.json";
import enServerSavedSearches from "./messages/en/server/saved-searches.json";
import enServerShortlists from "./messages/en/server/shortlists.json";
import enServerWorkspace from "./messages/en/server/workspace.json";
import enSiteAccounts from "./messages/en/site/accounts.json";
import enSiteBilling from "./messages/en/site/billing.json";
import enSiteCatalogue from "./messages/en/site/catalogue.json";
import enSiteCommon from "./messages/en/site/common.json";
import enSiteCompCards from "./messages/en/site/comp-cards.json";
import enSiteDistance from "./messages/en/site/distance.json";
import enSiteInquiries from "./messages/en/site/inquiries.json";
import enSiteMeasurements from "./messages/en/site/measurements.json";
import enSiteMessages from "./messages/en/site/messages.json";
import enSitePages from "./messages/en/site/pages.json";
import enSitePlaces from "./messages/en/site/places.json";
import enSiteReports from "./messages/en/site/reports.json";
import enSiteSavedSearches from "./messages/en/site/saved-searches.json";
import enSiteSharedShortlist from "./messages/en/site/shared-shortlist.json";
import enSiteSiteContent from "./messages/en/site/site-content.json";
import enSiteTalents from "./messages/en/site/talents.json";
import enSiteValidation from "./messages/en/site/validation.json";
import enSiteWorkspace from "./messages/en/site/workspace.json";

export const CATALOG_FILES = {
  en: {
    "site/common": enSiteCommon,
    "site/pages": enSitePages,
    "site/validation": enSiteValidation,
    "site/catalogue": enSiteCatalogue,
    "site/talents": enSiteTalents,
    "site/measurements": enSiteMeasurements,
    "site/comp-cards": enSiteCompCards,
    "site/reports": enSiteReports,
    "site/workspace": enSiteWorkspace,
    "site/accounts": enSiteAccounts,
    "site/billing": enSiteBilling,
    "site/inquiries": enSiteInquiries,
    "site/messages": enSiteMessages,
    "site/site-content": enSiteSiteContent,
    "site/shared-shortlist": enSiteSharedShortlist,
    "site/saved-searches": enSiteSavedSearches,
    "site/distance": enSiteDistance,
    "site/places": enSitePlaces,
    "legal/legal": enLegalLegal,
    "app/common": enAppCommon,
    "app/comp-cards": enAppCompCards,
    "app/reports": enAppReports,
    "app/workspace": enAppWorkspace,
    "app/talents": enAppTalents,
    "app/accounts": enAppAccounts,
    "app/accounts-language": enAppAccountsLanguage,
    "app/billing": enAppBilling,
    "app/inquiries": enAppInquiries,
    "app/messages": enAppMessages,
    "app/site-content": enAppSiteContent,
    "app/saved-searches": enAppSavedSearches,
    "app/admin": enAppAdmin,
    "app/shortlists": enAppShortlists,
    "app/review-checks": enAppReviewChecks,
    "app/places": enAppPlaces,
    "server/errors": enServerErrors,
    "server/mail": enServerMail,
    "server/cancellation": enServerCancellation,
    "server/comp-cards": enServerCompCards,
    "server/reports": enServerReports,
    "server/shortlists": enServerShortlists,
    "server/saved-searches": enServerSavedSearches,
    "server/list-inquiries": enServerListInquiries,
    "server/workspace": enServerWorkspace,
  },
  de: {
    "site/common": deSiteCommon,
    "site/pages": deSitePages,
    "site/validation": deSiteValidation,
    "site/catalogue": deSiteCatalogue,
    "site/talents": deSiteTalents,
    "site/measurements": deSiteMeasurements,
    "site/comp-cards": deSiteCompCards,
    "site/reports": deSiteReports,
    "site/workspace": deSiteWorkspace,
    "site/accounts": deSiteAccounts,
    "site/billing": deSiteBilling,
    "site/inquiries": deSiteInquiries,
    "site/messages": deSiteMessages,
    "site/site-content": deSiteSiteContent,
    "site/shared-shortlist": deSiteSharedShortlist,
    "site/saved-searches": deSiteSavedSearches,
    "site/distance": deSiteDistance,
    "site/places": deSitePlaces,
    "legal/legal": deLegalLegal,
    "app/common": deAppCommon,
    "app/comp-cards": deAppCompCards,
    "app/reports": deAppReports,
    "app/workspace": deAppWorkspace,
    "app/talents": deAppTalents,
    "app/accounts": deAppAccounts,
    "app/accounts-language": deAppAccountsLanguage,
    "app/billing": deAppBilling,
    "app/inquiries": deAppInquiries,
    "app/messages": deAppMessages,
    "app/site-content": deAppSiteContent,
    "app/saved-searches": deAppSavedSearches,
    "app/admin": deAppAdmin,
    "app/shortlists": deAppShortlists,
    "app/review-checks": deAppReviewChecks,
    "app/places": deAppPlaces,
    "server/errors": deServerErrors,
    "server/mail": deServerMail,
    "server/cancellation": deServerCancellation,
    "server/comp-cards": deServerCompCards,
    "server/reports": deServerReports,
    "server/shortlists": deServerShortlists,
    "server/saved-searches": deServerSavedSearches,
    "server/list-inquiries": deServerListInquiries,
    "server/workspace": deServerWorkspace,
  },
} as const;
