/**
 * Every admin query key starts with "admin", so one live change can mark the whole panel stale.
 * Pages of other admin features add their keys under the same root.
 */
export const adminKeys = {
  all: ["admin"] as const,
  overview: () => ["admin", "overview"] as const,
  talents: () => ["admin", "talents"] as const,
  talentList: (status: string, page: number) => ["admin", "talents", "list", status, page] as const,
  talent: (id: string) => ["admin", "talents", "detail", id] as const,
  review: (id: string) => ["admin", "talents", "review", id] as const,
  linkableAccounts: (query: string) => ["admin", "linkable-accounts", query] as const,
  audit: (filter: { recordType?: string; recordId?: string; limit: number }) =>
    ["admin", "audit", filter] as const,
};
