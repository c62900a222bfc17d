import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
  sql,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";
import { findPublicTalentBySlug, talentRowValues } from "#server/talent-records/talents.repository";
import { parseTalentFilters, TALENTS_PAGE_SIZE } from "#shared/talents/talent-filters";
import { talentRecord } from "#tests/support/talent-factory";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { type DistanceFilter, distanceFilter } from "./talent-distance.sql.ts";
import {
  listApprovedTalentCards,
  listMatchingTalentCards,
  listRelatedTalentCards,
} from "./talents-query.repository.ts";

// The public reads the scale bench measures (docs/bench/scale.md) each read the talents table through
// an index, never by scanning it whole: checked on the plan the database makes (SQLite's EXPLAIN
// QUERY PLAN, PostgreSQL's EXPLAIN (FORMAT JSON)) for the very SQL the repository runs.
//
// Both databases get 3,000 rows and their statistics first (SQLite's PRAGMA optimize, PostgreSQL's
// VACUUM ANALYZE, which also moves the trigram index's pending entries into the index proper: before
// that PostgreSQL prices the index high and reads every approved row instead). On a table this small
// PostgreSQL may still prefer a sequential scan, so its plans are made with enable_seqscan off in the
// test's transaction: a Seq Scan left in such a plan means no index can serve the query.

/** Records every query a Kysely instance runs, to explain it afterwards. */
class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

let database: TestDatabase;
let db: Kysely<Database>;
const slugs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  // Enough rows for the statistics to tell a selective index from an unselective one.
  const subcategories = ["model", "photographer", "actor", "dancer", "singer", "studio"] as const;
  const records = Array.from({ length: 3000 }, (_, i) => {
    const subcategory = subcategories[i % subcategories.length] ?? "model";
    return talentRecord({
      name: i % 97 === 0 ? `Zoë Müller ${i}` : `Talent Number ${i}`,
      category:
        subcategory === "studio"
          ? "industry-infrastructure"
          : i % 3
            ? "performing-arts"
            : "visual-arts-media",
      subcategory,
      measurements: { height: 155 + (i % 40), lengthUnits: "metric", sizeSystem: "eu" },
      bio: i % 89 === 0 ? "Assisted Zoë Müller on a campaign." : `A talent made for tests, number ${i}.`,
      status: i % 10 === 9 ? "pending" : "approved",
    });
  });
  for (let start = 0; start < records.length; start += 500) {
    await db
      .insertInto("talents")
      .values(
        records.slice(start, start + 500).map((record, offset) => {
          // Places spread over Europe, a few hundred kilometres apart at most.
          const i = start + offset;
          return { ...talentRowValues(record), latitude: 36 + (i % 97) / 4, longitude: -9 + (i % 89) / 2 };
        }),
      )
      .execute();
  }
  slugs.push(...records.filter((r) => r.status === "approved").map((r) => r.slug));
  if (isPostgres(db)) await sql`vacuum analyze talents`.execute(db);
  else database.handle.optimize();
});
afterAll(async () => {
  await database.dispose();
});

type Plan = { tableScans: string[]; indexReads: string[]; indexes: string[]; text: string };

/** SQLite: EXPLAIN QUERY PLAN's lines that scan talents whole, and those that read it by an index. */
async function sqlitePlan(query: CompiledQuery): Promise<Plan> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const lines = rows.map((row) => row.detail);
  return {
    tableScans: lines.filter((line) => /^SCAN talents\b/.test(line)),
    indexReads: lines.filter((line) =>
      /^SEARCH talents USING (COVERING )?INDEX|^SEARCH talents USING INTEGER/.test(line),
    ),
    indexes: lines.flatMap((line) => {
      const index = /USING (?:COVERING )?INDEX (\w+)/.exec(line)?.[1];
      const virtual = /^SCAN (\w+) VIRTUAL TABLE/.exec(line)?.[1];
      return index ? [index] : virtual ? [`virtual:${virtual}`] : [];
    }),
    text: lines.join("\n"),
  };
}

type PgNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PgNode[] };

/** PostgreSQL: the plan's nodes on talents that scan it whole, and those that read it by an index. */
async function postgresPlan(query: CompiledQuery): Promise<Plan> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PgNode }] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const nodes: PgNode[] = [];
    const walk = (node: PgNode) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    const root = rows[0]?.["QUERY PLAN"][0]?.Plan;
    if (root) walk(root);
    const onTalents = nodes.filter((node) => node["Relation Name"] === "talents");
    const describe = (node: PgNode) => `${node["Node Type"]} ${node["Index Name"] ?? ""}`.trim();
    return {
      tableScans: onTalents.filter((node) => node["Node Type"] === "Seq Scan").map(describe),
      // A bitmap heap scan reads talents through the bitmap index scans below it.
      indexReads: onTalents
        .filter((node) => /^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/.test(node["Node Type"]))
        .map(describe),
      indexes: nodes.flatMap((node) => (node["Index Name"] ? [node["Index Name"]] : [])),
      text: JSON.stringify(root, null, 1),
    };
  });
}

/** Runs the reads against a recorder, then explains each query that touched talents. */
async function plansOf(read: (db: Kysely<Database>) => Promise<unknown>): Promise<Plan[]> {
  const recorder = new QueryRecorder();
  await read(db.withPlugin(recorder));
  const executor = db.getExecutor();
  const compiled = recorder.nodes.map((node, i) => executor.compileQuery(node, { queryId: `plan-${i}` }));
  const onTalents = compiled.filter((query) => /\btalents\b/.test(query.sql));
  expect(onTalents.length).toBeGreaterThan(0);
  const explain = isPostgres(db) ? postgresPlan : sqlitePlan;
  return Promise.all(onTalents.map(explain));
}

const filters = (query: string) => parseTalentFilters(new URLSearchParams(query));

/**
 * The list's page and its bounded total, as GET /api/talents reads them; `manyMatches` the plans for
 * more matches than the count's bound (3,000 rows hold fewer, so the test chooses them).
 */
const listRead =
  (query: string, distance?: DistanceFilter, manyMatches = false) =>
  async (reader: Kysely<Database>) => {
    await listMatchingTalentCards(reader, filters(query), TALENTS_PAGE_SIZE, undefined, distance);
    await listApprovedTalentCards(
      reader,
      filters(query),
      TALENTS_PAGE_SIZE,
      undefined,
      distance,
      manyMatches,
    );
  };

/** Every talents query's plan is free of full scans and reads talents by an index; `expected` among them. */
function expectIndexedReads(plans: Plan[], expected: RegExp) {
  for (const plan of plans) {
    expect(plan.tableScans, plan.text).toEqual([]);
    expect(plan.indexReads.length, plan.text).toBeGreaterThan(0);
  }
  const used = plans.flatMap((plan) => plan.indexes);
  expect(
    used.some((index) => expected.test(index)),
    `${used.join(", ")}\n${plans.map((p) => p.text).join("\n")}`,
  ).toBe(true);
}

describe("the public reads' query plans", () => {
  it.each([
    ["the list's first page", "", /^talents_status_created_id_idx$/],
    [
      "a filter by category and a measurement range",
      "category=visual-arts-media&heightMin=170&heightMax=180",
      /^talents_status_(category_created|category_height|height)_idx$/,
    ],
    ["a keyword search", "q=Müller", /^(talents_search_text_trgm_idx|virtual:talent_search_text)$/],
    [
      "a keyword search without accents, in German spelling",
      "q=zoe mueller",
      /^(talents_search_text_trgm_idx|virtual:talent_search_text)$/,
    ],
  ])("read talents through an index, without a full scan: %s", async (_what, query, expected) => {
    expectIndexedReads(await plansOf(listRead(query)), expected);
  });

  it.each([
    [false, "all matches"],
    [true, "many matches: growing circles"],
  ])("read talents through an index, without a full scan: within 50 km of a place (%s, %s)", async (many) => {
    const munich = distanceFilter({ latitude: 48.137, longitude: 11.575 }, 50);
    const plans = await plansOf(listRead("", munich, many));
    expectIndexedReads(plans, /^(talents_earth_idx|virtual:(talent_geo|g))$/);
    // SQLite: the R*Tree's box finds the keys, and each key its talent by primary key: no scan of the keys.
    for (const plan of plans) expect(plan.text, plan.text).not.toMatch(/^SCAN (talent_geo_keys|k)\b/m);
  });

  it("read talents through an index in the list's order: around a point talents stand on, with many matches", async () => {
    // The first talent's place: its own talents come first, read from the index of their point.
    const point = distanceFilter({ latitude: 36, longitude: -9 }, 50);
    const plans = await plansOf(listRead("", point, true));
    expectIndexedReads(plans, /^talents_status_point_newest_idx$/);
    const atPoint = plans.filter((plan) => plan.indexes.includes("talents_status_point_newest_idx"));
    // At least the count of the point's talents, and their page.
    expect(atPoint.length, plans.map((plan) => plan.text).join("\n")).toBeGreaterThanOrEqual(2);
    for (const plan of atPoint) expect(plan.text).not.toMatch(/TEMP B-TREE FOR ORDER BY|"Node Type": "Sort"/);
  });

  it("a keyword search's bounded read goes from the trigram table to the talents, match by match, on SQLite", async () => {
    const plans = await plansOf((reader) =>
      listMatchingTalentCards(reader, filters("q=Müller"), TALENTS_PAGE_SIZE),
    );
    expectIndexedReads(plans, /^(talents_search_text_trgm_idx|virtual:(f|talent_search_text))$/);
    if (!isPostgres(db)) {
      // No list of every match is made before the talents are read: the read can stop at the bound.
      const read = plans.find((plan) => plan.indexes.includes("virtual:f"));
      expect(read?.text, plans.map((plan) => plan.text).join("\n")).toBeDefined();
      expect(read?.text).not.toMatch(/LIST SUBQUERY/);
    }
  });

  it("read talents through an index, without a full scan: a keyword search with many matches", async () => {
    const plans = await plansOf(listRead("q=Müller", undefined, true));
    // The whole name through the indexes on the name's spellings, the other matches in the list's order.
    expectIndexedReads(plans, /^talents_search_name_(first|second)_idx$/);
    expectIndexedReads(plans, /^talents_status_created_id_idx$/);
  });

  it("read talents through an index in the list's order: category and height range with many matches", async () => {
    const plans = await plansOf(
      listRead("category=visual-arts-media&heightMin=170&heightMax=180", undefined, true),
    );
    expectIndexedReads(plans, /^talents_status_category_(created|height)_idx$/);
    if (!isPostgres(db)) {
      // SQLite reads the page from (status, category, created_at, id) in order: no sort of every match.
      const page = plans.find((plan) => plan.indexes.includes("talents_status_category_created_idx"));
      expect(page?.text).toBeDefined();
      expect(page?.text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it("read talents through an index, without a full scan: a profile page", async () => {
    const plans = await plansOf(async (reader) => {
      const talent = await findPublicTalentBySlug(reader, slugs[3] ?? "");
      if (!talent) throw new Error("no talent");
      await listRelatedTalentCards(reader, talent);
    });
    expectIndexedReads(plans, /^(sqlite_autoindex_talents_3|talents_slug_key|talents_slug.*)$/);
    expectIndexedReads(plans, /^talents_status_subcategory_created_idx$/);
  });

  it("tells a full scan when there is one (the check can fail)", async () => {
    const [plan] = await plansOf((reader) =>
      reader.selectFrom("talents").select("id").where("contact_instagram", "=", "nobody").execute(),
    );
    expect(plan?.tableScans.length).toBe(1);
    expect(plan?.indexReads).toEqual([]);
  });
});
