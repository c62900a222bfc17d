import { sql } from "kysely";
import type { Db } from "#server/db/schema";
import { UNPLACED_LOCATIONS_LIMIT, type UnplacedLocations } from "#shared/places/unplaced-locations.schema";
import { TALENT_STATUSES, type TalentStatus } from "#shared/talents/talent.schema";

const statusOf = (value: string): TalentStatus =>
  (TALENT_STATUSES as readonly string[]).includes(value) ? (value as TalentStatus) : "pending";

/** Profiles with a location that names no place of the gazetteer (free text), by location then name. */
export async function listUnplacedLocations(db: Db): Promise<UnplacedLocations> {
  const unplaced = db.selectFrom("talents").where("place_id", "is", null).where("location", "<>", "");
  const [rows, count] = await Promise.all([
    unplaced
      .select(["id", "name", "location", "status"])
      .orderBy(sql`lower(location)`)
      .orderBy("name")
      .orderBy("id")
      .limit(UNPLACED_LOCATIONS_LIMIT)
      .execute(),
    unplaced.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, status: statusOf(row.status) })),
    total: Number(count.total),
  };
}
