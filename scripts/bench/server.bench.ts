import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, startProcess, waitForOk } from "#tests/support/processes";
import { type BenchRow, formatKb, formatMb, formatMs, formatRate } from "./bench-table.ts";
import { seedBenchTalents } from "./bench-talents.ts";
import { startCompiledServer } from "./compiled-server.ts";
import { photoLikeJpeg } from "./image-pipeline.bench.ts";
import { generateLoad, type LoadResult } from "./load-generator.ts";
import { startNginx } from "./static-reference.ts";

const TALENTS = 10_000;
const SECONDS = 10;
const CONNECTIONS = 10;
const FILTERED = "category=visual-arts-media&languages=de&payment=TFP";
const ADMIN = { email: "bench-admin@vitrine.test", password: "bench-password-1" };
/** The width a list card loads on a phone: half of a 390-412 px screen at 1.75-3x is 360-620 pixels. */
const CARD_WIDTH = 640;
const LIST_P95_MS = 30;
const LIST_SHARE_OF_NGINX = 0.25;
const RSS_BUDGET = 300 * 1024 * 1024;
const CARD_IMAGE_BUDGET = 60 * 1024;

/** A child process's resident memory now and at its peak (VmRSS, VmHWM), in bytes (Linux). */
function residentMemory(pid: number): { current: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { current: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

const rateAndLatency = (r: LoadResult) =>
  `${formatRate(r.requestsPerSecond)} req/s, p95 ${formatMs(r.p95Ms)} ms${r.errors ? `, ${r.errors} errors` : ""}`;

/** Signs in as the bench's administrator and uploads a 24 MP photo as a talent's hero image. */
async function uploadPhoto(base: string, talentId: string) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`sign-in failed with ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const photo = await photoLikeJpeg();
  const upload = await fetch(`${base}/api/talents/${talentId}/hero`, {
    method: "PUT",
    headers: { cookie, origin: base, "content-type": "application/octet-stream" },
    body: new Uint8Array(photo),
  });
  if (!upload.ok) throw new Error(`the upload failed with ${upload.status}: ${await upload.text()}`);
  const { talent } = (await upload.json()) as {
    talent: { image: { variants: { width: number; url: string }[] } };
  };
  const card = talent.image.variants.find((v) => v.width >= CARD_WIDTH) ?? talent.image.variants.at(-1);
  if (!card) throw new Error("the upload has no image variants");
  const head = await fetch(`${base}${card.url}`, { method: "HEAD" });
  return {
    photoBytes: photo.byteLength,
    cardWidth: card.width,
    cardBytes: Number(head.headers.get("content-length")),
  };
}

/**
 * The server half of the bench: the compiled server on 10,000 talents under load from wrk, beside
 * nginx serving the same bytes and beside the earlier fetch-everything approach; /api/health; the
 * server's peak resident memory over the list load and a 24 MP upload; the bytes of a card's image.
 */
export async function benchServer(buildDir: string): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const stops: (() => Promise<void> | void)[] = [];
  try {
    let seedingMs = 0;
    const server = await startCompiledServer(buildDir, {
      dataDirPrefix: "vitrine-bench-",
      prepare: async (dataDir) => {
        const seeding = performance.now();
        await seedBenchTalents(dataDir, TALENTS);
        seedingMs = performance.now() - seeding;
      },
      env: {
        SEED_SAMPLE_DATA: "false",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    stops.push(server.stop);
    const { base, dataDir } = server;
    const notes = [
      `Seeded ${TALENTS.toLocaleString("en-US")} approved talents (SQLite) in ${Math.round(seedingMs / 1000)} s.`,
    ];
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, residentMemory(server.pid)?.current ?? 0);
    }, 20);
    stops.push(() => clearInterval(sampler));

    const bodyOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    const unfilteredBody = await bodyOf(`${base}/api/talents`);
    const filteredBody = await bodyOf(`${base}/api/talents?${FILTERED}`);
    const healthBody = await bodyOf(`${base}/api/health`);
    const nginx = await startNginx({
      "list.json": unfilteredBody,
      "list-filtered.json": filteredBody,
      "health.json": healthBody,
    });
    if (nginx) stops.push(nginx.stop);
    notes.push(
      nginx
        ? `Reference: ${nginx.description}, the same bytes as files.`
        : "nginx is not installed: no static reference.",
    );

    const load = (url: string, luaRequest?: string) =>
      generateLoad(url, { connections: CONNECTIONS, seconds: SECONDS, luaRequest });
    const listRow = async (what: string, url: string, file: string, size: number): Promise<BenchRow> => {
      const api = await load(url);
      const reference = nginx ? await load(nginx.url(file)) : undefined;
      const share = reference ? api.requestsPerSecond / reference.requestsPerSecond : undefined;
      return {
        what,
        measured: `${rateAndLatency(api)} (${formatKb(size)})`,
        beside:
          reference && share !== undefined
            ? `nginx: ${rateAndLatency(reference)}; the API does ${(share * 100).toFixed(1)}% of it`
            : undefined,
        budget: `≥ ${LIST_SHARE_OF_NGINX * 100}% of nginx, p95 < ${LIST_P95_MS} ms`,
        within:
          api.errors === 0 &&
          api.p95Ms < LIST_P95_MS &&
          (share === undefined || share >= LIST_SHARE_OF_NGINX),
      };
    };

    const rows: BenchRow[] = [];
    rows.push(
      await listRow(
        `GET /api/talents at ${TALENTS.toLocaleString("en-US")} talents`,
        `${base}/api/talents`,
        "list.json",
        unfilteredBody.byteLength,
      ),
    );
    rows.push(
      await listRow(
        `GET /api/talents?${FILTERED}`,
        `${base}/api/talents?${FILTERED}`,
        "list-filtered.json",
        filteredBody.byteLength,
      ),
    );

    // Every request a query the cache has not seen (an ignored parameter changes the key): the
    // database path, which a visitor meets on a filter nobody asked for since the last change.
    const uncached = await load(
      `${base}/api/talents`,
      `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "/api/talents?${FILTERED}&n=" .. n)\nend`,
    ).catch(() => undefined);
    if (uncached) {
      rows.push({
        what: "the same filter, a query the cache has not seen each time",
        measured: rateAndLatency(uncached),
        budget: "— (the database path; repeated queries are served from the cache)",
      });
    }

    const everythingPort = await freePort();
    const everything = startProcess(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "scripts/bench/fetch-everything.server.ts"],
      {
        PORT: String(everythingPort),
        DATA_DIR: dataDir,
      },
      { output: "forward-errors" },
    );
    stops.push(async () => {
      await everything.stop();
    });
    await waitForOk(`http://127.0.0.1:${everythingPort}/all`, 120_000);
    const all = await generateLoad(`http://127.0.0.1:${everythingPort}/all`, {
      connections: 2,
      seconds: SECONDS,
    });
    stops.pop();
    await everything.stop();
    const listFirst = Number(unfilteredBody.byteLength);
    rows.push({
      what: "every approved talent in one answer (the earlier approach, 2 connections)",
      measured: `${rateAndLatency(all)} (${formatMb(all.bytesPerResponse)})`,
      beside: `a list page is ${Math.round(all.bytesPerResponse / listFirst).toLocaleString("en-US")}× smaller`,
      budget: "—",
    });

    const health = await load(`${base}/api/health`);
    const healthReference = nginx ? await load(nginx.url("health.json")) : undefined;
    rows.push({
      what: "GET /api/health (checks the database)",
      measured: rateAndLatency(health),
      beside: healthReference
        ? `nginx: ${rateAndLatency(healthReference)}; the API does ${((health.requestsPerSecond / healthReference.requestsPerSecond) * 100).toFixed(1)}%`
        : undefined,
      budget: "— (the per-request overhead; 2,977 req/s before)",
    });

    const afterLoad = residentMemory(server.pid);
    const firstTalent = JSON.parse(Buffer.from(unfilteredBody).toString("utf8")).items[0].id as string;
    const upload = await uploadPhoto(base, firstTalent);
    const memory = residentMemory(server.pid);
    const peak = Math.max(memory?.peak ?? 0, sampledPeak);
    rows.push({
      what: "peak resident memory of the server (VmHWM)",
      measured: formatMb(peak),
      beside: `${formatMb(afterLoad?.peak ?? 0)} after the list load; then a 24 MP upload (${formatMb(upload.photoBytes)} JPEG)`,
      budget: `≤ ${formatMb(RSS_BUDGET)}`,
      within: peak <= RSS_BUDGET,
    });
    rows.push({
      what: "card image bytes",
      measured: formatKb(upload.cardBytes),
      beside: `the ${upload.cardWidth} px WebP of that photo, which a card loads on a phone`,
      budget: `≤ ${formatKb(CARD_IMAGE_BUDGET)}`,
      within: upload.cardBytes <= CARD_IMAGE_BUDGET,
    });
    notes.push(
      `Each figure: ${SECONDS} s of load after 2 s of warm-up, ${CONNECTIONS} connections, loopback.`,
    );
    return { rows, notes };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** The build the bench runs: the current one (scripts/build.mjs --if-stale made sure it exists). */
export function currentBuildDir(): string {
  const { id } = JSON.parse(readFileSync("dist/current/build.json", "utf8")) as { id: string };
  return path.resolve("dist/builds", id);
}
