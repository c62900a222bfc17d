import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../../src/server/app.ts";
import { buildAppDeps } from "../../src/server/app-deps.ts";
import { loadConfig } from "../../src/server/config.ts";
import { openSqlite } from "../../src/server/db/database.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import { hydrateTalents } from "../../src/server/features/talents/talents.repository.ts";
import { createLogger } from "../../src/server/lib/logger.ts";
import { CATEGORIES } from "../../src/shared/catalogue/categories.ts";
import { LANGUAGE_CODES } from "../../src/shared/catalogue/languages.ts";
import { insertTalents, talentRecord } from "../../tests/support/talent-factory.ts";

const TALENTS = 10_000;
const DURATION_S = 10;
const CONNECTIONS = 10;
const CITIES = [
  "Munich",
  "Berlin",
  "Hamburg",
  "Cologne",
  "Frankfurt",
  "Stuttgart",
  "Düsseldorf",
  "Leipzig",
  "Vienna",
  "Zurich",
];

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(url: string, connections: number) {
  const latencies: number[] = [];
  // Without a callback autocannon returns its instance, which is both an emitter and a promise.
  const instance = autocannon({ url, connections, duration: DURATION_S }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  instance.on("response", (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    errors: result.errors + result.non2xx,
  };
}

/** Seeds 10,000 approved talents, then loads the filtered list endpoint and the all-in-one approach. */
export async function benchTalentsList(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
  const database = openSqlite(path.join(dir, "bench.db"));
  try {
    await migrateToLatest(database.db);
    const rand = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
    const records = Array.from({ length: TALENTS }, (_, i) => {
      const category = pick(CATEGORIES);
      return talentRecord({
        name: `Bench Talent ${i}`,
        category: category.value,
        subcategory: pick(category.subcategories as readonly { value: string }[]).value,
        location: pick(CITIES),
        age: 18 + Math.floor(rand() * 40),
        languages: [pick(LANGUAGE_CODES), pick(["de", "en"])],
        paymentOptions: rand() > 0.5 ? ["PAY", "TFP"] : ["PAY"],
        specifics: category.value === "visual-arts-media" ? { height: 155 + Math.floor(rand() * 40) } : {},
        bio: "A realistic bio of a few sentences about the work, the studio and the projects this talent enjoys. ".repeat(
          3,
        ),
        image: {
          id: `img-${i}`,
          width: 1200,
          height: 1600,
          placeholder:
            "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAQCdASoQABUAPm0wlEekIyGhKAgAgA2JaQAAVHxhjKLqHUPlhpmAAAD++/0AAAAA",
          variants: [320, 640, 960, 1280].map((w) => ({ width: w, url: `/media/images/img-${i}/${w}.webp` })),
        },
      });
    });
    const seedStart = performance.now();
    for (let i = 0; i < records.length; i += 1000)
      await insertTalents(database.db, records.slice(i, i + 1000));
    console.log(
      `Seeded ${TALENTS} approved talents in ${Math.round(performance.now() - seedStart)} ms (SQLite, scratch file)`,
    );

    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", SEED_SAMPLE_DATA: "false" });
    const deps = await buildAppDeps({ config, database, log: createLogger("silent"), clientDir: undefined });
    const app = createApp(deps);
    // The earlier product's approach, for comparison: every approved talent in one JSON document.
    app.get("/bench/all-approved", async (c) => {
      const rows = await database.db
        .selectFrom("talents")
        .selectAll()
        .where("status", "=", "approved")
        .orderBy("created_at", "desc")
        .execute();
      return c.json(await hydrateTalents(database.db, rows));
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const filtered = await measure(
      `${base}/api/talents?category=visual-arts-media&languages=de&payment=TFP`,
      CONNECTIONS,
    );
    const everything = await measure(`${base}/bench/all-approved`, 2);
    server.close();
    await deps.realtime.close();

    const row = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
      `${name.padEnd(44)} ${r.rps.toFixed(1).padStart(8)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${(r.bytes / 1024).toFixed(1).padStart(9)} KB/response  errors ${r.errors}`;
    console.log(
      `Load: ${DURATION_S} s each on loopback; ${CONNECTIONS} connections for the list, 2 for the full download`,
    );
    console.log(row("Filtered list, page 1 (server-side)", filtered));
    console.log(row("All approved talents in one document (earlier)", everything));
    console.log(
      `Ratio: ${(filtered.rps / Math.max(everything.rps, 0.01)).toFixed(1)}x the requests per second, ${(everything.bytes / Math.max(filtered.bytes, 1)).toFixed(0)}x fewer bytes per response`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
