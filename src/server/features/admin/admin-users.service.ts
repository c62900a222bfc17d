import type { Kysely } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Auth } from "#server/auth/auth";
import { type Actor, isAdminRole } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { isAccountKind } from "#shared/accounts/account-kind-values";
import type { AdminUser, UsersPage, UsersQuery } from "#shared/admin/admin-users.schema";
import { planName } from "#shared/catalogue/plans";
import {
  type AdminUserRow,
  confirmUserEmail,
  findUserForAdmin,
  listUsersForAdmin,
  setUserRole,
  toIso,
} from "./admin-users.repository.ts";

/** Where the verification link returns to: the verify page forwards a confirmed user to the dashboard. */
const VERIFY_CALLBACK = "/verify-email?verified=1";

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    createdAt: toIso(row.createdAt) ?? "",
    lastSignInAt: row.last_sign_in_at,
    emailConfirmed: Boolean(row.emailVerified),
    role: isAdminRole(row.role) ? "admin" : "user",
    accountKind: isAccountKind(row.accountKind) ? row.accountKind : "talent",
    companyName: row.companyName,
    talentProfile:
      row.talent_id && row.talent_name !== null
        ? {
            id: row.talent_id,
            name: row.talent_name,
            category: row.talent_category ?? "",
            subcategory: row.talent_subcategory ?? "",
            slug: row.talent_slug ?? "",
            status: row.talent_status ?? "pending",
          }
        : null,
    subscription: row.subscription_status
      ? {
          planName: planName(row.plan_id, row.product_name) ?? row.price_id ?? "",
          status: row.subscription_status,
        }
      : null,
  };
}

export async function listUsers(db: Kysely<Database>, query: UsersQuery): Promise<UsersPage> {
  const { rows, total } = await listUsersForAdmin(db, query);
  return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

async function userOr404(db: Kysely<Database>, userId: string) {
  const user = await findUserForAdmin(db, userId);
  if (!user) throw new AppError("NOT_FOUND", "errors.users.notFound");
  return user;
}

/** Confirms an account's e-mail by hand; an account already confirmed stays as it is. */
export async function activateUser(db: Kysely<Database>, admin: Actor, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserForAdmin(trx, userId);
    if (!user) throw new AppError("NOT_FOUND", "errors.users.notFound");
    if (user.emailVerified) return;
    await confirmUserEmail(trx, userId, new Date());
    await recordAdminAction(trx, {
      actor: admin,
      action: "user.activate",
      recordType: "user",
      recordId: userId,
      recordLabel: user.email,
      changes: { emailConfirmed: { from: false, to: true } },
    });
  });
}

/** Gives or takes the admin role. Nobody takes their own: the panel would lock them out mid-action. */
export async function changeUserRole(
  db: Kysely<Database>,
  admin: Actor,
  userId: string,
  role: "admin" | "user",
): Promise<void> {
  if (userId === admin.userId && role !== "admin") {
    throw new AppError("FORBIDDEN", "errors.users.ownAdminRole");
  }
  await db.transaction().execute(async (trx) => {
    const user = await findUserForAdmin(trx, userId);
    if (!user) throw new AppError("NOT_FOUND", "errors.users.notFound");
    const from = isAdminRole(user.role) ? "admin" : "user";
    if (from === role) return;
    await setUserRole(trx, userId, role, new Date());
    await recordAdminAction(trx, {
      actor: admin,
      action: "user.role-change",
      recordType: "user",
      recordId: userId,
      recordLabel: user.email,
      changes: { role: { from, to: role } },
    });
  });
}

/** Sends a new verification link to an account whose address is not confirmed yet. */
export async function resendVerification(
  deps: { db: Kysely<Database>; auth: Auth },
  admin: Actor,
  userId: string,
): Promise<void> {
  const user = await userOr404(deps.db, userId);
  if (user.emailVerified) throw new AppError("CONFLICT", "errors.users.alreadyConfirmed");
  // Sending writes nothing to the database (the link is a signed token), so the record follows it.
  await deps.auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: VERIFY_CALLBACK } });
  await deps.db.transaction().execute((trx) =>
    recordAdminAction(trx, {
      actor: admin,
      action: "user.resend-verification",
      recordType: "user",
      recordId: userId,
      recordLabel: user.email,
    }),
  );
}
