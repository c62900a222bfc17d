/** The public pages with their titles and descriptions, for page heads, the sitemap and robots. */
export const PUBLIC_PAGES = [
  {
    path: "/",
    title: "Vitrine | Discover. Promote. Connect.",
    description:
      "Vitrine is the directory and marketplace for creative talent: models, photographers, artists, performers, stylists, agencies and studios.",
  },
  {
    path: "/talents",
    title: "Explore Talents | Vitrine",
    description:
      "Browse reviewed models, photographers, performers, stylists, agencies and studios on Vitrine.",
  },
  {
    path: "/about",
    title: "About Vitrine | Vitrine",
    description: "Who we are, what we do and where Vitrine is going.",
  },
  {
    path: "/pricing",
    title: "Pricing | Vitrine",
    description: "Monthly website and branding plans for talents: Starter, Pro and Premium.",
  },
  {
    path: "/contact",
    title: "Contact Us | Vitrine",
    description: "Questions, partnerships or a free consultation: write to Vitrine.",
  },
  {
    path: "/become-a-talent",
    title: "Become a Talent | Vitrine",
    description: "Create a free account and build a reviewed profile on Vitrine.",
  },
  {
    path: "/terms-and-conditions",
    title: "Terms & Conditions | Vitrine",
    description: "The terms for using Vitrine.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Vitrine",
    description: "What Vitrine collects and the rights you have under the GDPR.",
  },
  {
    path: "/legal-notice",
    title: "Legal Notice | Vitrine",
    description: "Information about Vitrine GmbH, Munich.",
  },
] as const;

/** Client routes that exist but are not for search engines (they still answer 200). */
export const PRIVATE_ROUTE_PATTERNS = [
  /^\/(login|signup|verify-email|forgot-password|reset-password)\/?$/,
  /^\/dashboard(\/.*)?$/,
  /^\/admin-panel(\/.*)?$/,
  // The test-mode payment provider's checkout and portal, for a signed-in talent.
  /^\/billing\/(test-checkout\/[^/]+|test-portal)\/?$/,
  // Inquiries: the form to a talent, and the sender's conversation behind a private link (ADR 34).
  /^\/talents\/[^/]+\/[^/]+\/inquiry\/?$/,
  /^\/inquiry\/?$/,
  // The first administrator's one-time link (ADR 44).
  /^\/setup-admin\/?$/,
];

export const PROFILE_ROUTE = /^\/talents\/([^/]+)\/([^/]+)\/?$/;
