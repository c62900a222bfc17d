import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "#server/db/schema";
import { hydrateWorkingTalents } from "#server/talent-records/talents.repository";
import type {
  ADMIN_FINDINGS_FILTERS,
  ADMIN_TALENT_SORTS,
  AdminTalentRow,
  LinkableAccount,
} from "#shared/talents/admin-talents.schema";

type AdminFindingsFilter = (typeof ADMIN_FINDINGS_FILTERS)[number];
type AdminTalentSort = (typeof ADMIN_TALENT_SORTS)[number];

import type { TalentStatus } from "#shared/talents/talent.schema";

/**
 * The talents whose working version has this status: a live profile whose change waits for review
 * is pending (its pending change decides), one without a change its row's status. The admin tables
 * are read a page at a time by moderators, not by visitors: a left join per row is cheap enough.
 */
function withWorkingStatus(db: Kysely<Database>, status: TalentStatus) {
  return db
    .selectFrom("talents")
    .leftJoin("talent_drafts", "talent_drafts.talent_id", "talents.id")
    .where(sql`coalesce(talent_drafts.status, talents.status)`, "=", status);
}

/** The talents of a status, only those the review checks found something on when `findings` is "with". */
function listed(db: Kysely<Database>, status: TalentStatus, findings: AdminFindingsFilter) {
  const query = withWorkingStatus(db, status);
  return findings === "with"
    ? query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("review_findings")
            .select("review_findings.id")
            .whereRef("review_findings.talent_id", "=", "talents.id"),
        ),
      )
    : query;
}

/**
 * One page of a status's talents, newest first (the order of the admin tables and the review queue),
 * or with the most review findings first; each with its count of findings.
 */
export async function listTalentsWithStatus(
  db: Kysely<Database>,
  status: TalentStatus,
  page: number,
  pageSize: number,
  options: { findings: AdminFindingsFilter; sort: AdminTalentSort } = { findings: "all", sort: "newest" },
): Promise<{ items: AdminTalentRow[]; total: number }> {
  const findingsCount = sql<
    number | string
  >`(select count(*) from review_findings where review_findings.talent_id = talents.id)`;
  let ordered = listed(db, status, options.findings)
    .selectAll("talents")
    .select(findingsCount.as("findings_count"));
  if (options.sort === "findings") ordered = ordered.orderBy(findingsCount, "desc");
  const [rows, count] = await Promise.all([
    ordered
      .orderBy("talents.created_at", "desc")
      .orderBy("talents.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    listed(db, status, options.findings)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const talents = await hydrateWorkingTalents(db, rows);
  const findingsOf = new Map(rows.map((row) => [row.id, Number(row.findings_count)]));
  const live = new Set(rows.filter((row) => row.status === "approved").map((row) => row.id));
  return {
    items: talents.map((t) => ({
      id: t.id,
      userId: t.userId,
      slug: t.slug,
      name: t.name,
      image: t.image,
      age: t.age,
      category: t.category,
      subcategory: t.subcategory,
      location: t.location,
      paymentOptions: t.paymentOptions,
      status: t.status,
      featured: t.featured,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      live: live.has(t.id),
      findings: findingsOf.get(t.id) ?? 0,
    })),
    total: Number(count.count),
  };
}

/**
 * Where a talent stands in the pending queue (newest first): its 1-based place when it is pending,
 * the queue's length, and the pending talent after it (wrapping to the newest; never itself).
 */
export async function pendingQueuePlace(
  db: Kysely<Database>,
  talent: { id: string; createdAt: string; status: TalentStatus },
): Promise<{ position: number | null; total: number; nextId: string | null }> {
  const pending = withWorkingStatus(db, "pending");
  // "Newer than this one" in the queue's order: a later created_at, or the same one and a larger id.
  const newer = pending
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) =>
      eb.or([
        eb("talents.created_at", ">", talent.createdAt),
        eb.and([eb("talents.created_at", "=", talent.createdAt), eb("talents.id", ">", talent.id)]),
      ]),
    );
  const [total, ahead, older, newest] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    newer.executeTakeFirstOrThrow(),
    pending
      .select("talents.id")
      .where((eb) =>
        eb.or([
          eb("talents.created_at", "<", talent.createdAt),
          eb.and([eb("talents.created_at", "=", talent.createdAt), eb("talents.id", "<", talent.id)]),
        ]),
      )
      .orderBy("talents.created_at", "desc")
      .orderBy("talents.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    pending
      .select("talents.id")
      .where("talents.id", "!=", talent.id)
      .orderBy("talents.created_at", "desc")
      .orderBy("talents.id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    position: talent.status === "pending" ? Number(ahead.count) + 1 : null,
    total: Number(total.count),
    nextId: older?.id ?? newest?.id ?? null,
  };
}

/** Accounts that manage no profile, newest first, whose e-mail or name contains the search (any case). */
export async function listLinkableAccounts(
  db: Kysely<Database>,
  search: string,
  limit: number,
): Promise<LinkableAccount[]> {
  let query = db
    .selectFrom("user")
    .leftJoin("talents", "talents.user_id", "user.id")
    .select(["user.id", "user.email", "user.name"])
    .where("talents.id", "is", null);
  const term = search.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower("user"."email")`, "like", sql`${like} escape '\\'`),
        eb(sql`lower("user"."name")`, "like", sql`${like} escape '\\'`),
      ]),
    );
  }
  return query.orderBy("user.createdAt", "desc").orderBy("user.id").limit(limit).execute();
}
