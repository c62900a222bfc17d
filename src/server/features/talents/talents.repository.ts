import type { Kysely, Transaction } from "kysely";
import type { Talent } from "#shared/talents/talent.schema";
import { isPostgres } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
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

/** Replaces every stored field of a talent except id and created_at; call inside a transaction. */
export async function replaceTalent(db: Db, talent: TalentWrite): Promise<void> {
  const { id: _id, created_at: _created, ...values } = rowValues(talent);
  await db.updateTable("talents").set(values).where("id", "=", talent.id).execute();
  await writeFacets(db, talent);
}

/** Loads the join-table values of the given rows and builds the domain records, keeping row order. */
export async function hydrateTalents(db: Db, rows: TalentRow[]): Promise<Talent[]> {
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
  return rows.map((row) => talentFromRow(row, languagesOf.get(row.id) ?? [], optionsOf.get(row.id) ?? []));
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
 * the row; SQLite already runs one write transaction at a time.
 */
export async function findTalentForUpdate(
  trx: Transaction<Database>,
  id: string,
): Promise<Talent | undefined> {
  let query = trx.selectFrom("talents").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (await hydrateTalents(trx, [row]))[0] : undefined;
}

/** Stores a talent's hero image and gallery, with the status the save leaves it in. */
export async function updateTalentMedia(
  db: Db,
  id: string,
  values: Pick<Talent, "image" | "gallery" | "status" | "updatedAt">,
): Promise<void> {
  await db
    .updateTable("talents")
    .set({
      image: values.image ? JSON.stringify(values.image) : null,
      gallery: JSON.stringify(values.gallery),
      status: values.status,
      updated_at: values.updatedAt,
    })
    .where("id", "=", id)
    .execute();
}
