import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findStoredTalent } from "#server/talent-records/talents.repository";
import { createEmptyTestDatabase, type TestDatabase } from "#tests/support/test-database";
import type { DatabaseHandle } from "../database.ts";
import type { Database } from "../schema.ts";
import { MIGRATIONS } from "./migration-list.ts";

// The measurements migration (ADR 48) moves the height a model, actor or dancer wrote into the free-
// text specifics into their measurements, in the public row and in a change waiting for review; every
// other specific, and every specific of anyone else, stays as written.

type Row = Record<string, unknown>;
let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  handle = database.handle;
});
afterAll(() => database.dispose());

const PREVIOUS = "2026-11-27-21-cancellation-requests";
const stamp = "2026-11-01T10:00:00.000Z";

/** A talents row as the previous migration stores it. */
function talentRow(id: string, subcategory: string, specifics: object, heightCm: number | null): Row {
  const category =
    subcategory === "model" || subcategory === "photographer" ? "visual-arts-media" : "performing-arts";
  return {
    id,
    slug: `${id}-slug`,
    name: id,
    category,
    subcategory,
    specifics: JSON.stringify(specifics),
    height_cm: heightCm,
    status: "approved",
    joined: "2026-11-01",
    created_at: stamp,
    updated_at: stamp,
  };
}

describe("the measurements migration", () => {
  it("moves a measured talent's numeric height into the measurements, and leaves everything else as written", async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const db = handle.db as unknown as Kysely<Record<string, Row>>;
    await db
      .insertInto("talents")
      .values([
        talentRow("model-text", "model", { height: "175", eyes: "green", measurements: "86-61-89" }, 175),
        talentRow("model-number", "model", { height: 180.5, shoes: 39 }, 181),
        talentRow("actor-imperial", "actor", { height: "5'9", genre: "Drama" }, 5),
        talentRow("dancer-slip", "dancer", { height: 1750 }, 1750),
        talentRow("photographer", "photographer", { height: "175", eyes: "brown" }, 175),
      ])
      .execute();
    await db
      .insertInto("talent_drafts")
      .values({
        talent_id: "model-number",
        slug: "model-number-changed",
        content: JSON.stringify({
          name: "model-number",
          category: "visual-arts-media",
          subcategory: "model",
          specifics: { height: "176 cm", hair: "red" },
        }),
        status: "pending",
        updated_at: stamp,
      })
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await handle.db
      .selectFrom("talents")
      .select(["id", "specifics", "measurements", "measurements_updated_at", "height_cm"])
      .orderBy("id")
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId["model-text"]).toMatchObject({ height_cm: 175, measurements_updated_at: null });
    expect(JSON.parse(byId["model-text"]?.measurements ?? "")).toEqual({
      height: 175,
      lengthUnits: "metric",
      sizeSystem: "eu",
    });
    expect(JSON.parse(byId["model-text"]?.specifics ?? "")).toEqual({
      eyes: "green",
      measurements: "86-61-89",
    });
    expect(JSON.parse(byId["model-number"]?.measurements ?? "")).toMatchObject({ height: 180.5 });
    expect(byId["model-number"]?.height_cm).toBe(181);

    // Not a number of centimetres in the range: it stays where the talent wrote it.
    for (const [id, specifics] of [
      ["actor-imperial", { height: "5'9", genre: "Drama" }],
      ["dancer-slip", { height: 1750 }],
      ["photographer", { height: "175", eyes: "brown" }],
    ] as const) {
      expect(JSON.parse(byId[id]?.specifics ?? ""), id).toEqual(specifics);
      expect(byId[id]?.measurements, id).toBe("{}");
      expect(byId[id]?.height_cm, id).toBeNull();
    }

    // Read as the app reads them: the public row and the change waiting for review.
    const stored = await findStoredTalent(handle.db as Kysely<Database>, "model-number");
    expect(stored?.row).toMatchObject({
      specifics: { shoes: 39 },
      measurements: { height: 180.5, lengthUnits: "metric", sizeSystem: "eu" },
      measurementsUpdatedAt: null,
    });
    expect(stored?.draft?.content).toMatchObject({
      specifics: { hair: "red" },
      measurements: { height: 176, lengthUnits: "metric", sizeSystem: "eu" },
      measurementsUpdatedAt: null,
    });
    const photographer = await findStoredTalent(handle.db as Kysely<Database>, "photographer");
    expect(photographer?.row).toMatchObject({
      specifics: { height: "175", eyes: "brown" },
      measurements: { lengthUnits: "metric", sizeSystem: "eu" },
      measurementsUpdatedAt: null,
    });
  });
});
