import { z } from "zod";
import { TALENT_STATUSES, TalentSchema } from "./talent.schema.ts";

export const ADMIN_TALENTS_PAGE_SIZE = 20;

/** One row of the admin's talent tables: what the columns show, without bio, gallery or contact. */
export const AdminTalentRowSchema = TalentSchema.pick({
  id: true,
  userId: true,
  slug: true,
  name: true,
  image: true,
  age: true,
  category: true,
  subcategory: true,
  location: true,
  paymentOptions: true,
  status: true,
  featured: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  /** The public sees a version of this profile (the approved one while a change waits for review). */
  live: z.boolean(),
  /** How many findings the review checks made on the version last submitted (ADR 52). */
  findings: z.number().int(),
});
export type AdminTalentRow = z.infer<typeof AdminTalentRowSchema>;

/** How the admin list narrows and orders: all talents or only those the review checks flagged (ADR 52). */
export const ADMIN_FINDINGS_FILTERS = ["all", "with"] as const;
export const ADMIN_TALENT_SORTS = ["newest", "findings"] as const;

export const TalentCountsSchema = z.object({
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});
export type TalentCounts = z.infer<typeof TalentCountsSchema>;

/** One page of one status's talents, newest first, with every tab's count. */
export const AdminTalentListSchema = z.object({
  items: z.array(AdminTalentRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: TalentCountsSchema,
});
export type AdminTalentList = z.infer<typeof AdminTalentListSchema>;

export const AdminTalentListQuerySchema = z.object({
  status: z.enum(TALENT_STATUSES).default("approved"),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  /** "with": only talents the review checks found something on. */
  findings: z.enum(ADMIN_FINDINGS_FILTERS).default("all"),
  /** "findings": the most findings first, then newest. */
  sort: z.enum(ADMIN_TALENT_SORTS).default("newest"),
});

/** A profile under review with its place in the pending queue (newest first) and the next one. */
export const AdminTalentReviewSchema = z.object({
  talent: TalentSchema,
  /** The version the public sees while `talent` (a change) waits for review; null otherwise. */
  liveVersion: TalentSchema.nullable(),
  queue: z.object({
    /** 1-based place among the pending profiles; null when this one is not pending (any more). */
    position: z.number().int().nullable(),
    total: z.number().int(),
    /** The pending profile to review next (older first, then from the newest again); null when none. */
    nextId: z.string().nullable(),
  }),
});
export type AdminTalentReview = z.infer<typeof AdminTalentReviewSchema>;

/** An account that manages no profile yet, so a profile may be linked to it. */
export const LinkableAccountSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type LinkableAccount = z.infer<typeof LinkableAccountSchema>;
