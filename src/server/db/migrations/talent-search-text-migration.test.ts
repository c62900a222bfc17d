import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listApprovedTalentCards } from "#server/features/talents/talents-query.repository";
import { parseTalentFilters } from "#shared/talents/talent-filters";
import { createEmptyTestDatabase, type TestDatabase } from "#tests/support/test-database";
import type { DatabaseHandle } from "../database.ts";
import { MIGRATIONS } from "./migration-list.ts";

// The search text migration (ADR 57) fills the folded search columns of the rows there are, in
// batches, and builds their index; a search then finds them in any spelling.

type Row = Record<string, unknown>;
let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  handle = database.handle;
});
afterAll(() => database.dispose());

const PREVIOUS = "2026-12-02-10-talent-places";
const stamp = "2026-11-01T10:00:00.000Z";

function talentRow(id: string, name: string, bio: string, location = "Munich"): Row {
  return {
    id,
    slug: `${id}-slug`,
    name,
    bio,
    location,
    category: "visual-arts-media",
    subcategory: "model",
    status: "approved",
    joined: "2026-11-01",
    created_at: stamp,
    updated_at: stamp,
  };
}

const names = async (q: string) =>
  (await listApprovedTalentCards(handle.db, parseTalentFilters(new URLSearchParams({ q })), 24)).items.map(
    (card) => card.name,
  );

describe("the search text migration", () => {
  it("fills every existing row's search text, past the first batch, and the index finds them", async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const db = handle.db as unknown as Kysely<Record<string, Row>>;
    const filler = Array.from({ length: 1200 }, (_, i) =>
      talentRow(`a-${String(i).padStart(4, "0")}`, `Filler ${i}`, "A bio."),
    );
    await db
      .insertInto("talents")
      .values([
        ...filler,
        talentRow("z-1", "Zoë Müller", "Editorial model.", "Köln"),
        talentRow("z-2", "José Álvarez", "Photographer; assisted Zoë Müller."),
      ])
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await handle.db
      .selectFrom("talents")
      .select(["id", "search_name", "search_text"])
      .where("id", "in", ["z-1", "z-2", "a-1199"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "a-1199", search_name: "\nfiller 1199\n", search_text: "\nfiller 1199\nmodel\nmunich\na bio.\n" },
      {
        id: "z-1",
        search_name: "\nzoe muller\nzoe mueller\n",
        search_text: "\nzoe muller\nzoe mueller\nmodel\nkoln\nkoeln\neditorial model.\n",
      },
      {
        id: "z-2",
        search_name: "\njose alvarez\n",
        search_text:
          "\njose alvarez\nmodel\nmunich\nphotographer; assisted zoe muller.\nphotographer; assisted zoe mueller.\n",
      },
    ]);
    expect(await names("Mueller")).toEqual(["Zoë Müller", "José Álvarez"]);
    expect(await names("jose")).toEqual(["José Álvarez"]);
    expect(await names("koeln")).toEqual(["Zoë Müller"]);
    expect(await names("filler 1199")).toEqual(["Filler 1199"]);
  });
});
