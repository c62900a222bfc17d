import { z } from "zod";

/** The workspace overview's counts: what the account keeps, and what its saved searches found anew. */
export const WorkspaceOverviewSchema = z.object({
  favourites: z.number().int().min(0),
  shortlists: z.number().int().min(0),
  savedSearches: z.number().int().min(0),
  /** Talents new in the account's saved searches since its last visit of them. */
  newInSavedSearches: z.number().int().min(0),
});
export type WorkspaceOverview = z.infer<typeof WorkspaceOverviewSchema>;
