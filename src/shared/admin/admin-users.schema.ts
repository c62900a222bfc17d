import { z } from "zod";
import { ACCOUNT_KINDS } from "#shared/accounts/account-kind-values";
import { invalid } from "#shared/i18n/validation-message";

export const USER_SORT_FIELDS = ["email", "createdAt", "lastSignInAt"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USERS_PAGE_SIZE = 20;

/** Filter, sort and page of the admin Users table; the default is sign-up date, newest first. */
export const UsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** Only accounts of this side of the market. */
  kind: z.enum(ACCOUNT_KINDS).optional(),
  sort: z.enum(USER_SORT_FIELDS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  emailConfirmed: z.boolean(),
  role: z.enum(["admin", "user"]),
  /** The side of the market: a talent, an account that hires talent, or both. */
  accountKind: z.enum(ACCOUNT_KINDS),
  /** The company of an account that hires talent. */
  companyName: z.string().nullable(),
  talentProfile: z
    .object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      subcategory: z.string(),
      slug: z.string(),
      status: z.string(),
    })
    .nullable(),
  /** The account's subscription; null means Free. */
  subscription: z.object({ planName: z.string(), status: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UsersPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsersPage = z.infer<typeof UsersPageSchema>;

export const AssignPlanRequestSchema = z.object({
  priceId: z.string().min(1, invalid("validation.plan.required")).max(200),
});
export type AssignPlanRequest = z.infer<typeof AssignPlanRequestSchema>;

export const RoleRequestSchema = z.object({ role: z.enum(["admin", "user"]) });
export type RoleRequest = z.infer<typeof RoleRequestSchema>;

export const PlanChoiceSchema = z.object({
  id: z.string(),
  productName: z.string(),
  unitAmount: z.number().int().nullable(),
  currency: z.string(),
  interval: z.string().nullable(),
});
export type PlanChoice = z.infer<typeof PlanChoiceSchema>;

export const AdminSubscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  planName: z.string(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Assigned by an administrator: it ends at the period end and is never renewed. */
  granted: z.boolean(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
