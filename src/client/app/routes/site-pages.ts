import { siteContentQueryOptions } from "#client/features/site-content/api/site-content.ts";
import { featuredTalentsQueryOptions } from "#client/features/talents/api/featured-talents.ts";
import {
  talentFacetsQueryOptions,
  talentProfileQueryOptions,
  talentsListQueryOptions,
} from "#client/features/talents/api/talents-api.ts";
import { CARD_IMAGE_SIZES, PROFILE_IMAGE_SIZES } from "#client/features/talents/components/talent-image.tsx";
import { SITE_DESCRIPTION } from "#shared/routes/page-index";
import { parseTalentFilters } from "#shared/talents/talent-filter-params";
import type { PageRoute } from "./page-route.tsx";

/** A profile path's slug, or undefined when its %-escape is broken. */
function profileSlug(url: URL): string | undefined {
  const segment = url.pathname.split("/").filter(Boolean)[2];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The pages inside the public site's header and footer. */
export const SITE_PAGES: readonly PageRoute[] = [
  {
    path: "/",
    kind: "public",
    title: null,
    description: SITE_DESCRIPTION,
    module: "src/client/app/pages/home/home-page.tsx",
    load: () => import("../pages/home/home-page.tsx").then((m) => m.HomePage),
    prefetch: (queryClient, _url, client) => [queryClient.prefetchQuery(featuredTalentsQueryOptions(client))],
  },
  {
    path: "/about",
    kind: "public",
    title: "pages.about.title",
    description: "pages.about.description",
    module: "src/client/features/site-content/about/pages/about-page.tsx",
    load: () => import("#client/features/site-content/about/pages/about-page.tsx").then((m) => m.AboutPage),
    prefetch: (queryClient, _url, client) => [queryClient.prefetchQuery(siteContentQueryOptions(client))],
  },
  {
    path: "/pricing",
    kind: "public",
    title: "pages.pricing.title",
    description: "pages.pricing.description",
    module: "src/client/app/pages/pricing-page.tsx",
    load: () => import("../pages/pricing-page.tsx").then((m) => m.PricingPage),
    prefetch: (queryClient, _url, client) => [queryClient.prefetchQuery(siteContentQueryOptions(client))],
  },
  {
    path: "/contact",
    kind: "public",
    title: "pages.contact.title",
    description: "pages.contact.description",
    module: "src/client/features/messages/pages/contact-page.tsx",
    load: () => import("#client/features/messages/pages/contact-page.tsx").then((m) => m.ContactPage),
  },
  {
    path: "/talents",
    kind: "public",
    title: "pages.talents.title",
    description: "pages.talents.description",
    module: "src/client/features/talents/pages/talents-page.tsx",
    load: () => import("#client/features/talents/pages/talents-page.tsx").then((m) => m.TalentsPage),
    prefetch: (queryClient, url, client) => [
      queryClient.prefetchInfiniteQuery(
        talentsListQueryOptions(parseTalentFilters(url.searchParams), client),
      ),
      queryClient.prefetchQuery(talentFacetsQueryOptions(client)),
      queryClient.prefetchQuery(featuredTalentsQueryOptions(client)),
    ],
    lcpImage: (queryClient, url) => {
      const list = queryClient.getQueryData(
        talentsListQueryOptions(parseTalentFilters(url.searchParams)).queryKey,
      );
      const image = list?.pages[0]?.items[0]?.image;
      return image ? { image, sizes: CARD_IMAGE_SIZES } : undefined;
    },
  },
  {
    path: "/talents/:category/:slug",
    kind: "talent",
    title: "pages.profile.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/talents/pages/talent-profile-page.tsx",
    load: () =>
      import("#client/features/talents/pages/talent-profile-page.tsx").then((m) => m.TalentProfilePage),
    prefetch: (queryClient, url, client) => {
      const slug = profileSlug(url);
      return slug === undefined ? [] : [queryClient.prefetchQuery(talentProfileQueryOptions(slug, client))];
    },
    lcpImage: (queryClient, url) => {
      const slug = profileSlug(url);
      if (slug === undefined) return undefined;
      const image = queryClient.getQueryData(talentProfileQueryOptions(slug).queryKey)?.talent.image;
      return image ? { image, sizes: PROFILE_IMAGE_SIZES } : undefined;
    },
  },
  {
    // The inquiry form to a talent (ADR 34).
    path: "/talents/:category/:slug/inquiry",
    kind: "private",
    title: "pages.sendInquiry.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/inquiries/pages/send-inquiry-page.tsx",
    load: () =>
      import("#client/features/inquiries/pages/send-inquiry-page.tsx").then((m) => m.SendInquiryPage),
  },
  {
    // The sender's conversation, behind a private link (ADR 34).
    path: "/inquiry",
    kind: "private",
    title: "pages.yourInquiry.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/inquiries/pages/sender-thread-page.tsx",
    load: () =>
      import("#client/features/inquiries/pages/sender-thread-page.tsx").then((m) => m.SenderThreadPage),
  },
  {
    // A shortlist shared with a client, behind a private link (the token in the fragment).
    path: "/shortlist",
    kind: "private",
    title: "sharedShortlist.page.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/workspace/shared-shortlist/shared-shortlist-page.tsx",
    load: () =>
      import("#client/features/workspace/shared-shortlist/shared-shortlist-page.tsx").then(
        (m) => m.SharedShortlistPage,
      ),
  },
  {
    // A saved search's alert, turned off from the link in its mail (no sign-in).
    path: "/alerts/unsubscribe",
    kind: "private",
    title: "savedSearches.unsubscribe.pageTitle",
    description: SITE_DESCRIPTION,
    module: "src/client/features/workspace/saved-searches/unsubscribe-page.tsx",
    load: () =>
      import("#client/features/workspace/saved-searches/unsubscribe-page.tsx").then((m) => m.UnsubscribePage),
  },
  {
    path: "/become-a-talent",
    kind: "public",
    title: "pages.becomeTalent.title",
    description: "pages.becomeTalent.description",
    module: "src/client/features/accounts/pages/become-a-talent-page.tsx",
    load: () =>
      import("#client/features/accounts/pages/become-a-talent-page.tsx").then((m) => m.BecomeATalentPage),
  },
  {
    path: "/login",
    kind: "private",
    title: "pages.login.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/accounts/pages/login-page.tsx",
    load: () => import("#client/features/accounts/pages/login-page.tsx").then((m) => m.LoginPage),
  },
  {
    path: "/signup",
    kind: "private",
    title: "pages.signup.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/accounts/pages/signup-page.tsx",
    load: () => import("#client/features/accounts/pages/signup-page.tsx").then((m) => m.SignupPage),
  },
  {
    path: "/verify-email",
    kind: "private",
    title: "pages.verifyEmail.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/accounts/pages/verify-email-page.tsx",
    load: () =>
      import("#client/features/accounts/pages/verify-email-page.tsx").then((m) => m.VerifyEmailPage),
  },
  {
    path: "/forgot-password",
    kind: "private",
    title: "pages.forgotPassword.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/accounts/pages/forgot-password-page.tsx",
    load: () =>
      import("#client/features/accounts/pages/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
  },
  {
    path: "/reset-password",
    kind: "private",
    title: "pages.resetPassword.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/accounts/pages/reset-password-page.tsx",
    load: () =>
      import("#client/features/accounts/pages/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
  },
  {
    // The cancellation button (§ 312k BGB, ADR 47): reachable without signing in, from every page's footer.
    path: "/cancel-contract",
    kind: "public",
    title: "billing.cancelContract.page.title",
    description: "billing.cancelContract.page.description",
    module: "src/client/features/billing/cancellation/cancel-contract-page.tsx",
    load: () =>
      import("#client/features/billing/cancellation/cancel-contract-page.tsx").then(
        (m) => m.CancelContractPage,
      ),
  },
  {
    // The one-click link of a cancellation's confirmation of receipt (its token in the fragment).
    path: "/cancel-contract/confirm",
    kind: "private",
    title: "billing.confirmCancellation.page.title",
    description: "billing.cancelContract.page.description",
    module: "src/client/features/billing/cancellation/confirm-cancellation-page.tsx",
    load: () =>
      import("#client/features/billing/cancellation/confirm-cancellation-page.tsx").then(
        (m) => m.ConfirmCancellationPage,
      ),
  },
  {
    path: "/terms-and-conditions",
    kind: "public",
    messages: "legal",
    title: "pages.terms.title",
    description: "pages.terms.description",
    module: "src/client/features/legal/pages/terms-page.tsx",
    load: () => import("#client/features/legal/pages/terms-page.tsx").then((m) => m.TermsPage),
  },
  {
    path: "/privacy-policy",
    kind: "public",
    messages: "legal",
    title: "pages.privacy.title",
    description: "pages.privacy.description",
    module: "src/client/features/legal/pages/privacy-policy-page.tsx",
    load: () =>
      import("#client/features/legal/pages/privacy-policy-page.tsx").then((m) => m.PrivacyPolicyPage),
  },
  {
    path: "/legal-notice",
    kind: "public",
    messages: "legal",
    title: "pages.legalNotice.title",
    description: "pages.legalNotice.description",
    module: "src/client/features/legal/pages/legal-notice-page.tsx",
    load: () => import("#client/features/legal/pages/legal-notice-page.tsx").then((m) => m.LegalNoticePage),
  },
  {
    // The Widerrufsbelehrung; its head's messages are in the legal catalog, which loads with it.
    path: "/cancellation-policy",
    kind: "public",
    messages: "legal",
    title: "legal.cancellation.title",
    description: "legal.cancellation.description",
    module: "src/client/features/legal/pages/cancellation-policy-page.tsx",
    load: () =>
      import("#client/features/legal/pages/cancellation-policy-page.tsx").then(
        (m) => m.CancellationPolicyPage,
      ),
  },
];

/** Any other address: the not-found page (answered 404 by the server). Not in the page index. */
export const NOT_FOUND_PAGE: PageRoute = {
  path: "*",
  kind: "private",
  title: "pages.notFound.title",
  description: "pages.notFound.description",
  module: "src/client/components/not-found-page.tsx",
  load: () => import("#client/components/not-found-page.tsx").then((m) => m.NotFoundPage),
};
