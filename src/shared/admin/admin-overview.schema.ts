import { z } from "zod";

/** The admin dashboard's counts and the sidebar's unread count, read in one request. */
export const AdminOverviewSchema = z.object({
  talents: z.object({
    total: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
  }),
  users: z.object({ total: z.number().int() }),
  messages: z.object({ total: z.number().int(), unread: z.number().int() }),
  /** Inquiries to talents (all kept threads) and those reported to the admins. */
  inquiries: z.object({ total: z.number().int(), reported: z.number().int() }),
  /** Visitors' reports of public profiles that no admin has handled yet. */
  talentReports: z.object({ open: z.number().int() }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
