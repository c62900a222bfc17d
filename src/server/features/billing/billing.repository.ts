import { type Selectable, sql, type Transaction } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database, Db, PricesTable, SubscriptionsTable } from "#server/db/schema";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PriceRow = Selectable<PricesTable>;

/**
 * Serialises billing writes of one account until the transaction ends, so two events about the same
 * subscription never interleave between reading and writing it. On PostgreSQL a transaction-scoped
 * advisory lock; SQLite runs one write transaction at a time anyway.
 */
export async function lockBillingOf(db: Transaction<Database>, userId: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`.execute(db);
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

// Customers -------------------------------------------------------------------------------------

export async function findCustomer(db: Db, userId: string) {
  return db.selectFrom("customers").selectAll().where("id", "=", userId).executeTakeFirst();
}

export async function findCustomerByProviderId(db: Db, providerCustomerId: string) {
  return db
    .selectFrom("customers")
    .selectAll()
    .where("provider_customer_id", "=", providerCustomerId)
    .executeTakeFirst();
}

/** Creates the account's customer record, or points it at another provider customer. */
export async function saveCustomer(
  db: Db,
  customer: { userId: string; providerCustomerId: string | null; provider: string | null; now: string },
): Promise<void> {
  await db
    .insertInto("customers")
    .values({
      id: customer.userId,
      provider_customer_id: customer.providerCustomerId,
      provider: customer.provider,
      created_at: customer.now,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        provider_customer_id: customer.providerCustomerId,
        provider: customer.provider,
      }),
    )
    .execute();
}

// Subscriptions ---------------------------------------------------------------------------------

export async function findSubscriptionByUser(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findSubscriptionByProviderId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider_subscription_id", "=", providerSubscriptionId)
    .executeTakeFirst();
}

/** Writes the account's one subscription row (inserted, or replaced in place). */
export async function saveSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  const { id, user_id, ...rest } = row;
  await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(rest))
    .execute();
}

export async function updateSubscription(
  db: Db,
  id: string,
  patch: Partial<Omit<SubscriptionRow, "id" | "user_id">>,
): Promise<void> {
  await db.updateTable("subscriptions").set(patch).where("id", "=", id).execute();
}

/**
 * Plans an administrator assigned whose period is over but that still count as live: the expiry
 * sweep ends them (an assigned plan is never renewed).
 */
export async function listExpiredGrants(db: Db, now: string, liveStatuses: readonly string[]) {
  return db
    .selectFrom("subscriptions")
    .select(["id", "user_id"])
    .where("provider", "=", "manual")
    .where("status", "in", [...liveStatuses])
    .where("current_period_end", "<=", now)
    .execute();
}

/** The account's subscription with its price, for Settings and the portal. */
export async function findSubscriptionWithPrice(db: Db, userId: string) {
  return db
    .selectFrom("subscriptions")
    .leftJoin("prices", "prices.id", "subscriptions.price_id")
    .select([
      "subscriptions.id",
      "subscriptions.user_id",
      "subscriptions.price_id",
      "subscriptions.status",
      "subscriptions.current_period_end",
      "subscriptions.cancel_at_period_end",
      "subscriptions.trial_end",
      "subscriptions.provider",
      "subscriptions.provider_subscription_id",
      "subscriptions.quantity",
      "subscriptions.created",
      "subscriptions.current_period_start",
      "prices.plan_id",
      "prices.product_name",
      "prices.unit_amount",
      "prices.currency",
      "prices.interval",
    ])
    .where("subscriptions.user_id", "=", userId)
    .executeTakeFirst();
}

export type SubscriptionWithPrice = NonNullable<Awaited<ReturnType<typeof findSubscriptionWithPrice>>>;

/** Every subscription with its account's e-mail and plan name, soonest renewal first (admin Billing table). */
export async function listSubscriptionsWithUserEmail(db: Db) {
  const rows = await db
    .selectFrom("subscriptions")
    .innerJoin("user", "user.id", "subscriptions.user_id")
    .leftJoin("prices", "prices.id", "subscriptions.price_id")
    .select([
      "subscriptions.id",
      "subscriptions.user_id",
      "user.email as user_email",
      "subscriptions.price_id",
      "prices.product_name",
      "prices.plan_id",
      "subscriptions.status",
      "subscriptions.current_period_end",
      "subscriptions.cancel_at_period_end",
      "subscriptions.provider",
    ])
    .orderBy("subscriptions.current_period_end", "asc")
    .orderBy("user.email", "asc")
    .execute();
  return rows;
}

// Prices ----------------------------------------------------------------------------------------

export async function findPrice(db: Db, id: string): Promise<PriceRow | undefined> {
  return db.selectFrom("prices").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function savePrice(db: Db, row: PriceRow): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto("prices")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet(rest))
    .execute();
}

/** Renames a product's prices, unless a newer state is already stored. */
export async function renameProduct(db: Db, productId: string, name: string, at: string): Promise<void> {
  await db
    .updateTable("prices")
    .set({ product_name: name, updated_at: at })
    .where("product_id", "=", productId)
    .where("updated_at", "<=", at)
    .execute();
}

/** Plan prices that are no longer configured (another provider's, or a replaced price) stop being offered. */
export async function deactivatePlanPricesExcept(db: Db, keepIds: string[], at: string): Promise<void> {
  let query = db
    .updateTable("prices")
    .set({ active: 0, updated_at: at })
    .where("plan_id", "is not", null)
    .where("active", "=", 1);
  if (keepIds.length) query = query.where("id", "not in", keepIds);
  await query.execute();
}

/** The prices on offer (id and product name first), cheapest first: the admin's assign-plan choices. */
export async function listActivePrices(db: Db) {
  return db
    .selectFrom("prices")
    .select(["id", "product_name", "plan_id", "unit_amount", "currency", "interval"])
    .where("active", "=", 1)
    .orderBy("unit_amount", "asc")
    .orderBy("id", "asc")
    .execute();
}

// Processed events ------------------------------------------------------------------------------

/** Records that an event is being handled; false when it was handled before (a redelivery). */
export async function claimProviderEvent(
  db: Db,
  event: { id: string; provider: string; type: string; processedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("processed_payment_events")
    .values({ id: event.id, provider: event.provider, type: event.type, processed_at: event.processedAt })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
