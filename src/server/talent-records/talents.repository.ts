import { type Kysely, sql, type Transaction } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database, Db } from "#server/db/schema";
import { type DamagedValue, StoredDataError } from "#server/db/stored-json";
import { searchText } from "#shared/search/fold";
import type { TalentCounts } from "#shared/talents/admin-talents.schema";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import {
  draftFromRow,
  draftValues,
  measurementColumns,
  placeColumns,
  type TalentRow,
  talentFromRow,
} from "./talent-record.ts";
import { contentOf, type StoredTalent, workingVersion } from "./talent-versions.ts";

/** Everything stored about a talent; timestamps and id are given by the caller. */
export type TalentWrite = Omit<Talent, "createdAt" | "updatedAt" | "compCardDownload"> & {
  createdAt: string;
  updatedAt: string;
};

/** The talents row of a record: what insertTalent and updateTalent write (the bench writes it in bulk). */
export function talentRowValues(t: TalentWrite) {
  return {
    id: t.id,
    user_id: t.userId,
    slug: t.slug,
    name: t.name,
    age: t.age,
    location: t.location,
    ...placeColumns(t.place),
    bio: t.bio,
    category: t.category,
    subcategory: t.subcategory,
    specifics: JSON.stringify(t.specifics),
    ...measurementColumns(t.measurements),
    measurements_updated_at: t.measurementsUpdatedAt,
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
    ...talentSearchColumns(t),
  };
}

/** The keyword search's copies of a talent's texts (ADR 57), written with every change to them. */
export function talentSearchColumns(t: Pick<TalentWrite, "name" | "subcategory" | "location" | "bio">) {
  return {
    search_name: searchText([t.name]),
    search_text: searchText([t.name, t.subcategory, t.location, t.bio]),
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
  // A profile created approved (an administrator's, the samples) is public from its creation.
  const firstApprovedAt = talent.status === "approved" ? talent.updatedAt : null;
  await db
    .insertInto("talents")
    .values({ ...talentRowValues(talent), first_approved_at: firstApprovedAt })
    .execute();
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
  const old = talentRowValues(before);
  const changed = Object.fromEntries(
    Object.entries(talentRowValues(after)).filter(
      ([column, value]) =>
        column !== "id" && column !== "created_at" && value !== old[column as keyof typeof old],
    ),
  );
  if (Object.keys(changed).length > 0) {
    await db.updateTable("talents").set(changed).where("id", "=", after.id).execute();
  }
  // When a profile first goes public, for the saved searches' alerts; later approvals keep it.
  if (after.status === "approved" && before.status !== "approved") {
    await db
      .updateTable("talents")
      .set({ first_approved_at: after.updatedAt })
      .where("id", "=", after.id)
      .where("first_approved_at", "is", null)
      .execute();
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
  const [languages, options, compCards] = await Promise.all([
    db.selectFrom("talent_languages").select(["talent_id", "code"]).where("talent_id", "in", ids).execute(),
    db
      .selectFrom("talent_payment_options")
      .select(["talent_id", "option"])
      .where("talent_id", "in", ids)
      .execute(),
    db
      .selectFrom("comp_cards")
      .select(["talent_id", "public_download"])
      .where("talent_id", "in", ids)
      .execute(),
  ]);
  const downloadOff = new Set(compCards.filter((c) => c.public_download === 0).map((c) => c.talent_id));
  const languagesOf = new Map<string, string[]>();
  for (const l of languages) languagesOf.set(l.talent_id, [...(languagesOf.get(l.talent_id) ?? []), l.code]);
  const optionsOf = new Map<string, string[]>();
  for (const o of options) optionsOf.set(o.talent_id, [...(optionsOf.get(o.talent_id) ?? []), o.option]);
  return rows.map((row) =>
    talentFromRow(
      row,
      languagesOf.get(row.id) ?? [],
      optionsOf.get(row.id) ?? [],
      damaged,
      !downloadOff.has(row.id),
    ),
  );
}

/** Rows with their pending changes: what is stored of each profile, in row order. */
async function storedTalents(
  db: Db,
  rows: TalentRow[],
  damaged: DamagedValue[] = [],
): Promise<StoredTalent[]> {
  if (rows.length === 0) return [];
  const [talents, draftRows] = await Promise.all([
    hydrateTalents(db, rows, damaged),
    db
      .selectFrom("talent_drafts")
      .selectAll()
      .where(
        "talent_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute(),
  ]);
  const draftRowOf = new Map(draftRows.map((draft) => [draft.talent_id, draft]));
  return talents.map((row) => {
    const draftRow = draftRowOf.get(row.id);
    // Content that cannot be read shows as the row's, for display only (writers refuse it).
    return { row, draft: draftRow ? draftFromRow(draftRow, contentOf(row), damaged) : null };
  });
}

/** The profiles of these rows as their owners and the admins work on them (a pending change applied). */
export async function hydrateWorkingTalents(db: Db, rows: TalentRow[]): Promise<Talent[]> {
  return (await storedTalents(db, rows)).map(workingVersion);
}

/** What is stored of a profile: its row and, while it is live, the change waiting for review. */
export async function findStoredTalent(db: Db, id: string): Promise<StoredTalent | undefined> {
  const row = await db.selectFrom("talents").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await storedTalents(db, [row]))[0] : undefined;
}

/** A profile as its owner and the admins see it: with the change that waits for review, if any. */
export async function findTalentById(db: Db, id: string): Promise<Talent | undefined> {
  const stored = await findStoredTalent(db, id);
  return stored ? workingVersion(stored) : undefined;
}

/** The account's profile as its owner sees it, with what the public sees (see findTalentById). */
export async function findStoredTalentByUserId(db: Db, userId: string): Promise<StoredTalent | undefined> {
  const row = await db.selectFrom("talents").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? (await storedTalents(db, [row]))[0] : undefined;
}

export async function findTalentByUserId(db: Db, userId: string): Promise<Talent | undefined> {
  const stored = await findStoredTalentByUserId(db, userId);
  return stored ? workingVersion(stored) : undefined;
}

/** The approved version at this address: what the public may read, never a change under review. */
export async function findPublicTalentBySlug(db: Db, slug: string): Promise<Talent | undefined> {
  const row = await db
    .selectFrom("talents")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row ? (await hydrateTalents(db, [row]))[0] : undefined;
}

/**
 * The profile whose working version has this address (a profile that is not public yet, or the new
 * name of a change under review), for its owner's and the admins' preview; not for the public.
 */
export async function findWorkingTalentBySlug(db: Db, slug: string): Promise<Talent | undefined> {
  const draft = await db
    .selectFrom("talent_drafts")
    .select("talent_id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (draft) return findTalentById(db, draft.talent_id);
  const row = await db.selectFrom("talents").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const [stored] = await storedTalents(db, [row]);
  // A live profile renamed by its change answers at the change's address, not this one.
  return stored && !stored.draft ? stored.row : undefined;
}

/** The ids of the profiles that use this address, in their row or in a change under review. */
export async function talentIdsWithSlug(db: Db, slug: string): Promise<string[]> {
  const [rows, drafts] = await Promise.all([
    db.selectFrom("talents").select("id").where("slug", "=", slug).execute(),
    db.selectFrom("talent_drafts").select("talent_id as id").where("slug", "=", slug).execute(),
  ]);
  return [...new Set([...rows, ...drafts].map((r) => r.id))];
}

export async function countTalents(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("talents")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * How many profiles each status holds, by the status of their working version: a live profile whose
 * change waits for review counts as pending.
 */
export async function countTalentsByStatus(db: Kysely<Database>): Promise<TalentCounts> {
  const rows = await db
    .selectFrom("talents")
    .leftJoin("talent_drafts", "talent_drafts.talent_id", "talents.id")
    .select([
      sql<string>`coalesce(talent_drafts.status, talents.status)`.as("status"),
      (eb) => eb.fn.countAll<number | string>().as("count"),
    ])
    .groupBy(sql`coalesce(talent_drafts.status, talents.status)`)
    .execute();
  const counts: TalentCounts = { approved: 0, pending: 0, rejected: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as TalentStatus] = Number(row.count);
  }
  return counts;
}

export async function deleteTalent(db: Db, id: string): Promise<void> {
  // The pending change goes with the row (foreign key, on delete cascade).
  await db.deleteFrom("talents").where("id", "=", id).execute();
}

/**
 * Stores a change to a profile: the row's changed columns (see updateTalent), and the pending change
 * written, replaced or deleted as `after` says. Call inside a transaction.
 */
export async function storeTalent(db: Db, before: StoredTalent, after: StoredTalent): Promise<void> {
  await updateTalent(db, before.row, after.row);
  if (!after.draft) {
    if (before.draft) await db.deleteFrom("talent_drafts").where("talent_id", "=", after.row.id).execute();
    return;
  }
  const values = draftValues(after.draft);
  if (before.draft) {
    await db.updateTable("talent_drafts").set(values).where("talent_id", "=", after.row.id).execute();
  } else {
    await db
      .insertInto("talent_drafts")
      .values({ talent_id: after.row.id, ...values })
      .execute();
  }
}

/**
 * Reads a profile inside a transaction so that concurrent changes to it queue up: PostgreSQL locks
 * the row; SQLite already runs one write transaction at a time. A profile whose stored JSON cannot
 * be read is refused with a StoredDataError: a change built on its stand-in values could lose data.
 */
export async function findStoredTalentForUpdate(
  trx: Transaction<Database>,
  id: string,
): Promise<StoredTalent | undefined> {
  let query = trx.selectFrom("talents").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const damaged: DamagedValue[] = [];
  const [stored] = await storedTalents(trx, [row], damaged);
  if (damaged.length > 0) throw new StoredDataError(damaged);
  return stored;
}
