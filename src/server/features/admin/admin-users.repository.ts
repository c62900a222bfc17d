import { sql } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Db } from "#server/db/schema";
import type { UsersQuery } from "#shared/admin/admin-users.schema";

/** better-auth writes Date objects on PostgreSQL and ISO text on SQLite; the API speaks ISO text. */
export function toIso(value: string | Date | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

const flagTrue = (db: Db) => (isPostgres(db) ? true : 1);

function usersQuery(db: Db, search: string | undefined, kind: UsersQuery["kind"]) {
  let query = db
    .selectFrom("user")
    .leftJoin("talents", "talents.user_id", "user.id")
    .leftJoin("user_sign_ins", "user_sign_ins.user_id", "user.id")
    .leftJoin("subscriptions", "subscriptions.user_id", "user.id")
    .leftJoin("prices", "prices.id", "subscriptions.price_id");
  const term = search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower("user"."email")`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(talents.name)`, "like", sql`${like} escape '\\'`),
        eb(sql`lower("user"."companyName")`, "like", sql`${like} escape '\\'`),
      ]),
    );
  }
  if (kind) query = query.where("user.accountKind", "=", kind);
  return query;
}

const SORT_COLUMNS = {
  email: sql`lower("user"."email")`,
  createdAt: sql.ref("user.createdAt"),
  lastSignInAt: sql.ref("user_sign_ins.last_sign_in_at"),
} as const;

/** One page of accounts with their profile, last sign-in and subscription, filtered and sorted in SQL. */
export async function listUsersForAdmin(db: Db, query: UsersQuery) {
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  const [rows, count] = await Promise.all([
    usersQuery(db, query.q, query.kind)
      .select([
        "user.id",
        "user.email",
        "user.createdAt",
        "user.emailVerified",
        "user.role",
        "user.accountKind",
        "user.companyName",
        "user_sign_ins.last_sign_in_at",
        "talents.id as talent_id",
        "talents.name as talent_name",
        "talents.category as talent_category",
        "talents.subcategory as talent_subcategory",
        "talents.slug as talent_slug",
        "talents.status as talent_status",
        "subscriptions.status as subscription_status",
        "subscriptions.price_id",
        "prices.plan_id",
        "prices.product_name",
      ])
      // Never-signed-in accounts come last either way, on both databases.
      .orderBy(sql`case when ${column} is null then 1 else 0 end`)
      .orderBy(sql`${column} ${direction}`)
      .orderBy("user.id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    usersQuery(db, query.q, query.kind)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>["rows"][number];

export async function findUserForAdmin(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "emailVerified", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Confirms the account's e-mail address, as the verification link would. */
export async function confirmUserEmail(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("user")
    .set({ emailVerified: flagTrue(db), updatedAt: isPostgres(db) ? now : now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function setUserRole(db: Db, userId: string, role: "admin" | "user", now: Date): Promise<void> {
  await db
    .updateTable("user")
    .set({ role, updatedAt: isPostgres(db) ? now : now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
