/**
 * The admin panel's one query-key factory: its queries and their invalidations use these keys. Every
 * key starts with "admin", so one live change can mark the whole panel stale.
 */
import { ADMIN_ROOT_KEY } from "../query-keys.ts";

export const adminKeys = {
  all: ADMIN_ROOT_KEY,
  overview: () => ["admin", "overview"] as const,
  insight: (weeks: string) => ["admin", "insight", weeks] as const,
  talents: () => ["admin", "talents"] as const,
  talentList: (status: string, page: number, view: { findings: string; sort: string }) =>
    ["admin", "talents", "list", status, page, view] as const,
  talent: (id: string) => ["admin", "talents", "detail", id] as const,
  review: (id: string) => ["admin", "talents", "review", id] as const,
  reviewFindings: (id: string) => ["admin", "talents", "review", id, "findings"] as const,
  linkableAccounts: (query: string) => ["admin", "linkable-accounts", query] as const,
  audit: (filter: { recordType?: string; recordId?: string; limit: number }) =>
    ["admin", "audit", filter] as const,
  featuredTalents: () => ["admin", "featured-talents"] as const,
  messages: () => ["admin", "messages"] as const,
  messagesPage: (page: number) => ["admin", "messages", page] as const,
  inquiryReports: () => ["admin", "inquiry-reports"] as const,
  talentReports: () => ["admin", "talent-reports"] as const,
  siteContent: () => ["admin", "site-content"] as const,
  users: () => ["admin", "users"] as const,
  usersPage: (params: object) => ["admin", "users", params] as const,
  plans: () => ["admin", "plans"] as const,
  subscriptions: () => ["admin", "subscriptions"] as const,
};
