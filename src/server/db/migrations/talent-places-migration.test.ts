import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUnplacedLocations } from "#server/features/talents/unplaced-locations.repository";
import { findStoredTalent } from "#server/talent-records/talents.repository";
import { createEmptyTestDatabase, type TestDatabase } from "#tests/support/test-database";
import type { DatabaseHandle } from "../database.ts";
import type { Database } from "../schema.ts";
import { MIGRATIONS } from "./migration-list.ts";

// The places migration (ADR 55) links a free-text location to the gazetteer's place where exactly one
// fits; every text stays as the talent wrote it, and the rest are listed for the administrators.

type Row = Record<string, unknown>;
let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  handle = database.handle;
});
afterAll(() => database.dispose());

const PREVIOUS = "2026-12-02-10-talent-places";
const MUNICH = 2867714;
const stamp = "2026-11-01T10:00:00.000Z";

const talentRow = (id: string, location: string): Row => ({
  id,
  slug: `${id}-slug`,
  name: `Talent ${id}`,
  category: "visual-arts-media",
  subcategory: "model",
  location,
  status: "approved",
  joined: "2026-11-01",
  created_at: stamp,
  updated_at: stamp,
});

describe("the places migration", () => {
  it("links the locations one place fits, keeps every text, and lists the rest for the administrators", async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const db = handle.db as unknown as Kysely<Record<string, Row>>;
    const texts = {
      munich: "Munich",
      muenchen: "München",
      spelled: "muenchen",
      springfield: "Springfield",
      flat: "my flat",
      none: "",
    };
    await db
      .insertInto("talents")
      .values(Object.entries(texts).map(([id, location]) => talentRow(id, location)))
      .execute();
    // A change waiting for review: its own text gets its own place, never the row's.
    await db
      .insertInto("talent_drafts")
      .values([
        {
          talent_id: "munich",
          slug: "munich-changed",
          content: JSON.stringify({ name: "Talent munich", location: "Springfield" }),
          status: "pending",
          updated_at: stamp,
        },
        {
          talent_id: "flat",
          slug: "flat-changed",
          content: JSON.stringify({ name: "Talent flat", location: "Köln" }),
          status: "pending",
          updated_at: stamp,
        },
      ])
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await handle.db
      .selectFrom("talents")
      .select(["id", "location", "place_id", "place_country", "latitude", "longitude"])
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    for (const [id, location] of Object.entries(texts)) expect(byId[id]?.location, id).toBe(location);
    for (const id of ["munich", "muenchen", "spelled"]) {
      expect(byId[id], id).toMatchObject({ place_id: MUNICH, place_country: "DE" });
      expect(Number(byId[id]?.latitude), id).toBeCloseTo(48.137, 2);
      expect(Number(byId[id]?.longitude), id).toBeCloseTo(11.575, 2);
    }
    for (const id of ["springfield", "flat", "none"]) {
      expect(byId[id], id).toMatchObject({
        place_id: null,
        place_country: null,
        latitude: null,
        longitude: null,
      });
    }

    const unplaced = await listUnplacedLocations(handle.db as Kysely<Database>);
    expect(unplaced.total).toBe(2);
    expect(unplaced.items.map((item) => [item.id, item.location])).toEqual([
      ["flat", "my flat"],
      ["springfield", "Springfield"],
    ]);

    const munich = await findStoredTalent(handle.db as Kysely<Database>, "munich");
    expect(munich?.row.place?.id).toBe(MUNICH);
    expect(munich?.draft?.content).toMatchObject({ location: "Springfield", place: null });
    const flat = await findStoredTalent(handle.db as Kysely<Database>, "flat");
    expect(flat?.row.place).toBeNull();
    expect(flat?.draft?.content).toMatchObject({ location: "Köln", place: { id: 2886242, country: "DE" } });
  });
});
