import type { Kysely, Transaction } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";
import { type DamagedValue, StoredDataError } from "#server/db/stored-json";
import type { TalentCounts } from "#shared/talents/admin-talents.schema";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import { heightFromSpecifics, type TalentRow, talentFromRow } from "./talent-record.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Everything stored about a talent; timestamps and id are given by the caller. */
export type TalentWrite = Omit<Talent, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

function rowValues(t: TalentWrite) {
  return {
    id: t.id,
    user_id: t.userId,
    slug: t.slug,
    name: t.name,
    age: t.age,
    location: t.location,
    bio: t.bio,
    category: t.category,
    subcategory: t.subcategory,
    specifics: JSON.stringify(t.specifics),
    height_cm: heightFromSpecifics(t.specifics),
    image: t.image ? JSON.stringify(t.image) : null,
    gallery: JSON.stringify(t.gallery),
    contact_email: t.contact.email,
    contact_instagram: t.contact.instagram,
    show_contact_email: t.contact.showEmail ? 1 : 0,
    inquiries_enabled: t.inquiriesEnabled ? 1 : 0,
    badges: JSON.stringify(t.badges),
    status: t.status,
    featured: t.featured ? 1 : 0,
    featured_order: t.featuredOrder,
    is_top_talent: t.isTopTalent ? 1 : 0,
    joined: t.joined,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
    rejection_reason: t.rejectionReason,
  };
}

async function writeFacets(db: Db, t: Pick<Talent, "id" | "languages" | "paymentOptions">): Promise<void> {
  await db.deleteFrom("talent_languages").where("talent_id", "=", t.id).execute();
  await db.deleteFrom("talent_payment_options").where("talent_id", "=", t.id).execute();
  const languages = [...new Set(t.languages)];
  if (languages.length) {
    await db
      .insertInto("talent_languages")
      .values(languages.map((code) => ({ talent_id: t.id, code })))
      .execute();
  }
  const options = [...new Set(t.paymentOptions)];
  if (options.length) {
    await db
      .insertInto("talent_payment_options")
      .values(options.map((option) => ({ talent_id: t.id, option })))
      .execute();
  }
}

/** Inserts a talent with its languages and payment options; call inside a transaction. */
export async function insertTalent(db: Db, talent: TalentWrite): Promise<void> {
  await db.insertInto("talents").values(rowValues(talent)).execute();
  await writeFacets(db, talent);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

/**
 * Stores a change to a talent: only the columns whose value differs between `before` (as read in
 * this transaction) and `after`, and the language and payment-option rows only when those changed.
 * A column the change does not touch is never written, so a value this process could not read, or
 * one it reads differently, stays exactly as stored (ADR 30). Call inside a transaction.
 */
export async function updateTalent(db: Db, before: TalentWrite, after: TalentWrite): Promise<void> {
  const old = rowValues(before);
  const changed = Object.fromEntries(
    Object.entries(rowValues(after)).filter(
      ([column, value]) =>
        column !== "id" && column !== "created_at" && value !== old[column as keyof typeof old],
    ),
  );
  if (Object.keys(changed).length > 0) {
    await db.updateTable("talents").set(changed).where("id", "=", after.id).execute();
  }
  if (!sameSet(before.languages, after.languages) || !sameSet(before.paymentOptions, after.paymentOptions)) {
    await writeFacets(db, after);
  }
}

/**
 * Loads the join-table values of the given rows and builds the domain records, keeping row order.
 * Stored JSON that cannot be read is reported and collected in `damaged` (see talent-record.ts).
 */
export async function hydrateTalents(
  db: Db,
  rows: TalentRow[],
  damaged: DamagedValue[] = [],
): Promise<Talent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [languages, options] = await Promise.all([
    db.selectFrom("talent_languages").select(["talent_id", "code"]).where("talent_id", "in", ids).execute(),
    db
      .selectFrom("talent_payment_options")
      .select(["talent_id", "option"])
      .where("talent_id", "in", ids)
      .execute(),
  ]);
  const languagesOf = new Map<string, string[]>();
  for (const l of languages) languagesOf.set(l.talent_id, [...(languagesOf.get(l.talent_id) ?? []), l.code]);
  const optionsOf = new Map<string, string[]>();
  for (const o of options) optionsOf.set(o.talent_id, [...(optionsOf.get(o.talent_id) ?? []), o.option]);
  return rows.map((row) =>
    talentFromRow(row, languagesOf.get(row.id) ?? [], optionsOf.get(row.id) ?? [], damaged),
  );
}

export async function findTalentById(db: Db, id: string): Promise<Talent | undefined> {
  const row = await db.selectFrom("talents").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await hydrateTalents(db, [row]))[0] : undefined;
}

export async function findTalentBySlug(db: Db, slug: string): Promise<Talent | undefined> {
  const row = await db.selectFrom("talents").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? (await hydrateTalents(db, [row]))[0] : undefined;
}

export async function findTalentByUserId(db: Db, userId: string): Promise<Talent | undefined> {
  const row = await db.selectFrom("talents").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? (await hydrateTalents(db, [row]))[0] : undefined;
}

export async function countTalents(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("talents")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many talents each status holds. */
export async function countTalentsByStatus(db: Kysely<Database>): Promise<TalentCounts> {
  const rows = await db
    .selectFrom("talents")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: TalentCounts = { approved: 0, pending: 0, rejected: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as TalentStatus] = Number(row.count);
  }
  return counts;
}

export async function deleteTalent(db: Db, id: string): Promise<void> {
  await db.deleteFrom("talents").where("id", "=", id).execute();
}

/** Stores the outcome of a review: status, the note of a rejection, and the new version. */
export async function setTalentReview(
  db: Db,
  talent: Pick<Talent, "id" | "status" | "rejectionReason" | "updatedAt">,
): Promise<void> {
  await db
    .updateTable("talents")
    .set({ status: talent.status, rejection_reason: talent.rejectionReason, updated_at: talent.updatedAt })
    .where("id", "=", talent.id)
    .execute();
}

/**
 * Reads a talent inside a transaction so that concurrent changes to it queue up: PostgreSQL locks
 * the row; SQLite already runs one write transaction at a time. A talent whose stored JSON cannot be
 * read is refused with a StoredDataError: a change built on its stand-in values could lose data.
 */
export async function findTalentForUpdate(
  trx: Transaction<Database>,
  id: string,
): Promise<Talent | undefined> {
  let query = trx.selectFrom("talents").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const damaged: DamagedValue[] = [];
  const [talent] = await hydrateTalents(trx, [row], damaged);
  if (damaged.length > 0) throw new StoredDataError(damaged);
  return talent;
}
