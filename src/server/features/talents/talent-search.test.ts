import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres } from "#server/db/dialect";
import type { TalentWrite } from "#server/talent-records/talents.repository";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { LANGUAGES } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { parseTalentFilters } from "#shared/talents/talent-filters";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
/** Whether the database's lower() folds letters beyond ASCII (PostgreSQL's depends on its locale). */
let dbFoldsUnicode = true;

const talents: TalentWrite[] = [
  talentRecord({ name: "Zoë Müller", subcategory: "model" }),
  talentRecord({ name: "ÅSA LINDQVIST", subcategory: "photographer" }),
  talentRecord({ name: "Lena Hartmann", subcategory: "model" }),
  talentRecord({ name: 'Quinn "Q" Adeyemi', category: "performing-arts", subcategory: "singer" }),
  talentRecord({ name: "Studio 50% Off", category: "industry-infrastructure", subcategory: "studio" }),
  talentRecord({ name: "under_score", category: "performing-arts", subcategory: "musicians-dj" }),
  talentRecord({ name: "Ab", category: "performing-arts", subcategory: "dancer" }),
  talentRecord({ name: "Paz Make", category: "beauty-lifestyle", subcategory: "make-up-artist" }),
  talentRecord({ name: "Hidden Hartley", status: "pending" }),
];

beforeAll(async () => {
  t = await createTestApp();
  await insertTalents(t.database.handle.db, talents);
  if (isPostgres(t.database.handle.db)) {
    const { rows } = await sql<{ folds: boolean }>`select lower('ÅSA') = 'åsa' as folds`.execute(
      t.database.handle.db,
    );
    dbFoldsUnicode = Boolean(rows[0]?.folds);
  }
});
afterAll(async () => {
  await t.dispose();
});

const search = async (q: string) => {
  const res = await t.request(`/api/talents?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()).items.map((i: { name: string }) => i.name) as string[];
};

/**
 * The search's rule, written out here as the oracle: the term (as the list route parses it) is found,
 * case-insensitively, in the name, the subcategory's value or its label in any language. Newest first,
 * approved only.
 */
const expected = (q: string) => {
  const term = (parseTalentFilters(new URLSearchParams({ q })).q ?? "").toLowerCase();
  const matches = (talent: TalentWrite) =>
    [
      talent.name,
      talent.subcategory,
      ...LANGUAGES.map((language) => subcategoryLabel(serverT(language), talent.subcategory)),
    ].some((text) => text.toLowerCase().includes(term));
  return talents
    .filter((talent) => talent.status === "approved" && matches(talent))
    .map((talent) => talent.name)
    .reverse();
};

describe("the keyword search", () => {
  it.each([
    "hart",
    "HART",
    "lena hart",
    "na ha",
    "zoë",
    "müll",
    "MÜLLER",
    "åsa",
    "lindq",
    "photo",
    "PHOTOGRAPHER",
    "model",
    "/ dj",
    "musician",
    "make-up",
    "fotograf",
    "Sänger",
    "SÄNGER:IN",
    "50%",
    "0% o",
    "_",
    "under_",
    'q"',
    '"q"',
    'quinn "q',
    "a",
    "ab",
    "AB",
    "z",
    "ü",
    "%",
    "xyz",
    "hidden",
  ])("finds what the search's rule finds for %j", async (q) => {
    expect(await search(q)).toEqual(expected(q));
  });

  it("finds a subcategory by its German name", async () => {
    expect(await search("Fotograf")).toEqual(["ÅSA LINDQVIST"]);
  });

  it("folds case beyond ASCII for terms of three or more characters", async () => {
    if (!dbFoldsUnicode) return;
    expect(await search("zoË")).toEqual(["Zoë Müller"]);
    expect(await search("åsa lind")).toEqual(["ÅSA LINDQVIST"]);
    expect(await search("ÅSA")).toEqual(expected("ÅSA"));
  });

  it("keeps the index in step with renames, subcategory changes and deletions", async () => {
    const db = t.database.handle.db;
    const [renamed] = talents;
    if (!renamed) throw new Error("no talent");
    await db.updateTable("talents").set({ name: "Zora Kowalczyk" }).where("id", "=", renamed.id).execute();
    await t.deps.realtime.publish({ type: "talent.changed", talentId: renamed.id });
    expect(await search("müller")).toEqual([]);
    expect(await search("kowal")).toEqual(["Zora Kowalczyk"]);

    const lena = talents[2];
    if (!lena) throw new Error("no talent");
    await db.updateTable("talents").set({ subcategory: "videographer" }).where("id", "=", lena.id).execute();
    await t.deps.realtime.publish({ type: "talent.changed", talentId: lena.id });
    expect(await search("videog")).toEqual(["Lena Hartmann"]);

    await db.deleteFrom("talents").where("id", "=", lena.id).execute();
    await t.deps.realtime.publish({ type: "talent.deleted", talentId: lena.id });
    expect(await search("hartmann")).toEqual([]);
  });
});
