import { type Kysely, sql } from "kysely";
import { livePlanOfAccountColumn } from "#server/accounts/account-plan";
import type { Database } from "#server/db/schema";

/**
 * Only the columns a list card shows (`cardFromRow` in ./talent-record.ts reads them), with its
 * languages and payment options gathered in the same query (string_agg with ORDER BY: PostgreSQL,
 * and SQLite since 3.44), and its account's live plan, whose badges the card shows too. The public
 * list and the workspace's lists (favourites, shortlists) read cards through it.
 */
export function selectTalentCards(db: Kysely<Database>) {
  return db
    .selectFrom("talents")
    .select([
      "talents.id",
      "talents.slug",
      "talents.name",
      "talents.image",
      "talents.category",
      "talents.subcategory",
      "talents.location",
      "talents.age",
      "talents.badges",
      "talents.featured",
      "talents.featured_order",
      "talents.is_top_talent",
      "talents.created_at",
      sql<
        string | null
      >`(select string_agg(l.code, ',' order by l.code) from talent_languages l where l.talent_id = talents.id)`.as(
        "languages",
      ),
      sql<
        string | null
      >`(select string_agg(p.${sql.ref("option")}, ',' order by p.${sql.ref("option")}) from talent_payment_options p where p.talent_id = talents.id)`.as(
        "payment_options",
      ),
      livePlanOfAccountColumn("talents.user_id").as("live_plan"),
    ]);
}
