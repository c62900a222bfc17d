/**
 * The query keys that more than one feature, or the live updates, use: each area's one factory, for
 * its queries and its invalidations alike. A feature's own keys live in its api module (adminKeys,
 * inquiryKeys) and start with one of these roots. No imports, so the first visit carries only this.
 */

/** The operator's configuration and the managed public content. */
export const siteKeys = {
  info: () => ["site"] as const,
  content: () => ["site-content"] as const,
};

/** The public directory: lists, facets, featured talents and profiles. */
export const talentKeys = {
  all: () => ["talents"] as const,
  lists: () => ["talents", "list"] as const,
  list: (search: string) => ["talents", "list", search] as const,
  facets: () => ["talents", "facets"] as const,
  featured: () => ["talents", "featured"] as const,
  profiles: () => ["talents", "profile"] as const,
  profile: (slug: string) => ["talents", "profile", slug] as const,
};

/** The signed-in account's own data. */
export const accountKeys = {
  all: () => ["me"] as const,
  talent: () => ["me", "talent"] as const,
  subscription: () => ["me", "subscription"] as const,
  /** Every query about the talent's inquiries starts with this (live updates refresh them all). */
  inquiries: () => ["me", "inquiries"] as const,
  unreadInquiries: () => ["me", "inquiries", "unread"] as const,
};

/** The account's shortlists (the live updates refresh them all when a client picks). */
export const shortlistKeys = {
  all: () => ["me", "shortlists"] as const,
  lists: (talentId = "") => ["me", "shortlists", "lists", talentId] as const,
  detail: (id: string) => ["me", "shortlists", "detail", id] as const,
};

/** Payments: the provider, and the test mode's checkout and portal. */
export const billingKeys = {
  provider: () => ["billing", "provider"] as const,
  testPortal: () => ["billing", "test-portal"] as const,
  testCheckout: (sessionId: string) => ["billing", "test-checkout", sessionId] as const,
};

/** The admin panel's root: every admin key (adminKeys) starts with it. */
export const ADMIN_ROOT_KEY = ["admin"] as const;
