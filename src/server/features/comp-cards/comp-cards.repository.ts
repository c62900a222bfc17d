import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { readStoredJson } from "#server/db/stored-json";
import {
  COMP_CARD_PAPERS,
  type CompCardPaper,
  type CompCardSettings,
} from "#shared/comp-cards/comp-card.schema";
import { VISITOR_UNIT_CHOICES, type VisitorUnitChoice } from "#shared/measurements/unit-preference";

/** A talent's saved comp card choices and when they were saved. */
export type SavedCompCard = { settings: CompCardSettings; updatedAt: string };

const paperOf = (value: string): CompCardPaper =>
  (COMP_CARD_PAPERS as readonly string[]).includes(value) ? (value as CompCardPaper) : "a5";
const unitsOf = (value: string): VisitorUnitChoice =>
  (VISITOR_UNIT_CHOICES as readonly string[]).includes(value) ? (value as VisitorUnitChoice) : "metric-eu";

/** The talent's saved choices; undefined when none were saved (the defaults apply). */
export async function findCompCard(
  db: Kysely<Database>,
  talentId: string,
): Promise<SavedCompCard | undefined> {
  const row = await db
    .selectFrom("comp_cards")
    .selectAll()
    .where("talent_id", "=", talentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const pictures = readStoredJson<string[]>(
    { table: "comp_cards", id: row.talent_id, column: "pictures" },
    "array",
    row.pictures,
    [],
  ).filter((id): id is string => typeof id === "string");
  return {
    settings: {
      pictures,
      paper: paperOf(row.paper),
      units: unitsOf(row.units),
      printEmail: row.print_email !== 0,
      publicDownload: row.public_download !== 0,
    },
    updatedAt: row.updated_at,
  };
}

/** Saves the talent's choices (validated by the caller), replacing earlier ones. */
export async function saveCompCard(
  db: Kysely<Database>,
  talentId: string,
  settings: CompCardSettings,
  updatedAt: string,
): Promise<void> {
  const values = {
    pictures: JSON.stringify(settings.pictures),
    paper: settings.paper,
    units: settings.units,
    print_email: settings.printEmail ? 1 : 0,
    public_download: settings.publicDownload ? 1 : 0,
    updated_at: updatedAt,
  };
  await db
    .insertInto("comp_cards")
    .values({ talent_id: talentId, ...values })
    .onConflict((oc) => oc.column("talent_id").doUpdateSet(values))
    .execute();
}

/** The comp card choices of the account's profile, for the account's export; null when none are saved. */
export async function exportCompCardOf(db: Kysely<Database>, userId: string): Promise<SavedCompCard | null> {
  const talent = await db.selectFrom("talents").select("id").where("user_id", "=", userId).executeTakeFirst();
  return (talent && (await findCompCard(db, talent.id))) ?? null;
}
