import type { Selectable } from "kysely";
import type { Db, TeamMembersTable, TestimonialsTable } from "#server/db/schema";
import type { TeamMember, Testimonial } from "#shared/site-content/site-content.schema";

export type ContentTable = "testimonials" | "team_members";
const PLANS = ["Starter", "Pro", "Premium"] as const;

function toTestimonial(row: Selectable<TestimonialsTable>): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    authorName: row.author_name,
    authorRole: row.author_role,
    plan: (PLANS as readonly string[]).includes(row.plan ?? "") ? (row.plan as Testimonial["plan"]) : null,
    position: row.position,
    visible: row.visible === 1,
    isSample: row.is_sample === 1,
    updatedAt: row.updated_at,
  };
}

function toTeamMember(row: Selectable<TeamMembersTable>): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    position: row.position,
    visible: row.visible === 1,
    isSample: row.is_sample === 1,
    updatedAt: row.updated_at,
  };
}

/** What a list may show: all entries (admin), or visible ones with samples only while sample data is on. */
export type Visibility = { onlyVisible: boolean; includeSamples: boolean };

export async function listTestimonials(db: Db, visibility: Visibility): Promise<Testimonial[]> {
  let query = db.selectFrom("testimonials").selectAll();
  if (visibility.onlyVisible) query = query.where("visible", "=", 1);
  if (!visibility.includeSamples) query = query.where("is_sample", "=", 0);
  const rows = await query.orderBy("position").orderBy("created_at").orderBy("id").execute();
  return rows.map(toTestimonial);
}

export async function listTeamMembers(db: Db, visibility: Visibility): Promise<TeamMember[]> {
  let query = db.selectFrom("team_members").selectAll();
  if (visibility.onlyVisible) query = query.where("visible", "=", 1);
  if (!visibility.includeSamples) query = query.where("is_sample", "=", 0);
  const rows = await query.orderBy("position").orderBy("created_at").orderBy("id").execute();
  return rows.map(toTeamMember);
}

export async function findTestimonial(db: Db, id: string): Promise<Testimonial | undefined> {
  const row = await db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toTestimonial(row) : undefined;
}

export async function findTeamMember(db: Db, id: string): Promise<TeamMember | undefined> {
  const row = await db.selectFrom("team_members").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toTeamMember(row) : undefined;
}

/** The position after the last entry of a list. */
export async function nextPosition(db: Db, table: ContentTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>("position").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Inserts the entry (with `createdAt`) or replaces its fields; `consentedAt` records an admin's
 * confirmation that the person agreed (left as it was when absent).
 */
export async function saveTestimonial(
  db: Db,
  item: Testimonial,
  times: { createdAt?: string; consentedAt?: string } = {},
): Promise<void> {
  const values = {
    quote: item.quote,
    author_name: item.authorName,
    author_role: item.authorRole,
    plan: item.plan,
    position: item.position,
    visible: item.visible ? 1 : 0,
    is_sample: item.isSample ? 1 : 0,
    updated_at: item.updatedAt,
    ...(times.consentedAt ? { consented_at: times.consentedAt } : {}),
  };
  if (times.createdAt) {
    await db
      .insertInto("testimonials")
      .values({ id: item.id, ...values, created_at: times.createdAt })
      .execute();
  } else {
    await db.updateTable("testimonials").set(values).where("id", "=", item.id).execute();
  }
}

/**
 * Inserts the entry (with `createdAt`) or replaces its fields; `consentedAt` records an admin's
 * confirmation that the person agreed (left as it was when absent).
 */
export async function saveTeamMember(
  db: Db,
  item: TeamMember,
  times: { createdAt?: string; consentedAt?: string } = {},
): Promise<void> {
  const values = {
    name: item.name,
    role: item.role,
    bio: item.bio,
    position: item.position,
    visible: item.visible ? 1 : 0,
    is_sample: item.isSample ? 1 : 0,
    updated_at: item.updatedAt,
    ...(times.consentedAt ? { consented_at: times.consentedAt } : {}),
  };
  if (times.createdAt) {
    await db
      .insertInto("team_members")
      .values({ id: item.id, ...values, created_at: times.createdAt })
      .execute();
  } else {
    await db.updateTable("team_members").set(values).where("id", "=", item.id).execute();
  }
}

export async function deleteContentItem(db: Db, table: ContentTable, id: string): Promise<void> {
  await db.deleteFrom(table).where("id", "=", id).execute();
}

/** Gives each entry its place in the list: position = index + 1. */
export async function writeContentOrder(db: Db, table: ContentTable, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ position: index + 1 })
      .where("id", "=", id)
      .execute();
  }
}

/** How many entries both lists hold together. */
export async function countContentItems(db: Db): Promise<number> {
  const count = (table: ContentTable) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
  const [testimonials, team] = await Promise.all([count("testimonials"), count("team_members")]);
  return Number(testimonials.n) + Number(team.n);
}
