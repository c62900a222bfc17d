import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, waitForOk } from "#tests/support/processes";
import { type BenchRow, formatKb, formatMb, formatMs, formatRate } from "./bench-table.ts";
import { seedBenchTalents } from "./bench-talents.ts";
import { photoLikeJpeg } from "./image-pipeline.bench.ts";
import { generateLoad, type LoadResult } from "./load-generator.ts";
import { startLikeNpmStart } from "./npm-start-server.ts";
import { type SideBySideRow, sideBySide } from "./side-by-side.ts";
import { startNginx } from "./static-reference.ts";

const TALENTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Vitrine, bare Hono and nginx take turns this many times per row (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const FILTERED = "category=visual-arts-media&languages=de&payment=TFP";
const ADMIN = { email: "bench-admin@vitrine.test", password: "bench-password-1" };
/** The width a list card loads on a phone: half of a 390-412 px screen at 1.75-3x is 360-620 pixels. */
const CARD_WIDTH = 640;
const LIST_P95_MS = 30;
const LIST_SHARE_OF_NGINX = 0.25;
const HEALTH_SHARE_OF_HONO = 0.5;
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
async function uploadPhoto(base: string, origin: string, talentId: string) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
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
    headers: { cookie, origin, "content-type": "application/octet-stream" },
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
 * The server half of the bench: Vitrine started by `npm start` on 10,000 talents, under load from wrk
 * (its own process), beside a bare Hono app and nginx answering the same bytes in the same run:
 * /api/health, the list unfiltered and filtered, a profile's API; then the database path, the
 * earlier fetch-everything approach, the server's peak resident memory over the load and a 24 MP
 * upload, the bytes of a card's image. `npm start` runs the current build (`_buildDir`, which the
 * other sections take, is that build).
 */
export async function benchServer(_buildDir: string): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const stops: (() => Promise<void> | void)[] = [];
  try {
    let seedingMs = 0;
    const server = await startLikeNpmStart({
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
      "Vitrine runs as `npm start` runs it (scripts/start.mjs, the compiled server), with the environment of this shell plus PORT, DATA_DIR and the bench's administrator; its log goes to /dev/null.",
    ];
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      const pid = server.serverPid();
      if (pid) sampledPeak = Math.max(sampledPeak, residentMemory(pid)?.current ?? 0);
    }, 20);
    stops.push(() => clearInterval(sampler));

    const bodyOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    const unfilteredBody = await bodyOf(`${base}/api/talents`);
    const firstSlug = JSON.parse(Buffer.from(unfilteredBody).toString("utf8")).items[0].slug as string;
    const profilePath = `/api/talents/by-slug/${encodeURIComponent(firstSlug)}`;
    const paths = {
      "health.json": "/api/health",
      "list.json": "/api/talents",
      "list-filtered.json": `/api/talents?${FILTERED}`,
      "profile.json": profilePath,
    };
    const files: Record<string, Uint8Array> = {};
    for (const [file, apiPath] of Object.entries(paths)) files[file] = await bodyOf(`${base}${apiPath}`);
    const nginx = await startNginx(files);
    if (nginx) stops.push(nginx.stop);
    const hono = await startBareHono(files);
    stops.push(hono.stop);
    notes.push(
      nginx
        ? `References: a bare Hono app (scripts/bench/bare-hono.mjs, plain node) and ${nginx.description}, the same bytes.`
        : "References: a bare Hono app (scripts/bench/bare-hono.mjs, plain node), the same bytes; nginx is not installed.",
    );

    const load = (url: string, luaRequest?: string) =>
      generateLoad(url, { connections: CONNECTIONS, seconds: SECONDS, luaRequest });
    const sideBySideRows: (SideBySideRow & { file: keyof typeof paths })[] = [
      { what: "GET /api/health (checks the database)", file: "health.json" },
      { what: `GET /api/talents at ${TALENTS.toLocaleString("en-US")} talents`, file: "list.json" },
      { what: `GET /api/talents?${FILTERED}`, file: "list-filtered.json" },
      { what: "GET /api/talents/by-slug/… (a profile page's API)", file: "profile.json" },
    ].map((row) => ({
      ...row,
      file: row.file as keyof typeof paths,
      urls: {
        vitrine: `${base}${paths[row.file as keyof typeof paths]}`,
        hono: hono.url(row.file),
        nginx: nginx?.url(row.file),
      },
    }));
    const measured = await sideBySide(sideBySideRows, {
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });

    const rows: BenchRow[] = measured.map((m, i) => {
      const row = sideBySideRows[i];
      const size = row ? (files[row.file]?.byteLength ?? 0) : 0;
      const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
      const isHealth = row?.file === "health.json";
      const isList = row?.file === "list.json" || row?.file === "list-filtered.json";
      return {
        what: m.what,
        measured: `${rateAndLatency(m.vitrine)} (${formatKb(size)})`,
        beside: [
          `bare Hono: ${rateAndLatency(m.hono)}, Vitrine ${percent(m.shareOfHono)} of it`,
          m.nginx && m.shareOfNginx !== undefined
            ? `nginx: ${rateAndLatency(m.nginx)}, Vitrine ${percent(m.shareOfNginx)} of it`
            : undefined,
          `load ${m.loads.map((l) => l.toFixed(1)).join("/")}`,
        ]
          .filter(Boolean)
          .join("; "),
        budget: isHealth
          ? `≥ ${HEALTH_SHARE_OF_HONO * 100}% of bare Hono`
          : row?.file === "list.json"
            ? `≥ ${LIST_SHARE_OF_NGINX * 100}% of nginx, p95 < ${LIST_P95_MS} ms`
            : isList
              ? `p95 < ${LIST_P95_MS} ms`
              : "—",
        within: isHealth
          ? m.vitrine.errors === 0 && m.shareOfHono >= HEALTH_SHARE_OF_HONO
          : row?.file === "list.json"
            ? m.vitrine.errors === 0 &&
              m.vitrine.p95Ms < LIST_P95_MS &&
              (m.shareOfNginx === undefined || m.shareOfNginx >= LIST_SHARE_OF_NGINX)
            : isList
              ? m.vitrine.errors === 0 && m.vitrine.p95Ms < LIST_P95_MS
              : undefined,
      };
    });

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
    // Each answer is some 14 MB of JSON and takes 2 s or more on a busy machine: longer than wrk's
    // default timeout of 2 s, after which wrk counted it as an error and not as an answer, so the row
    // read 0 req/s. Every answer is waited for (60 s), over 20 s whatever SECONDS is.
    const all = await generateLoad(`http://127.0.0.1:${everythingPort}/all`, {
      connections: 2,
      seconds: 20,
      warmUpSeconds: 0,
      timeoutSeconds: 60,
    });
    stops.pop();
    await everything.stop();
    const listFirst = Number(unfilteredBody.byteLength);
    rows.push({
      what: "every approved talent in one answer (the earlier approach, 2 connections)",
      measured: all.requests
        ? `${rateAndLatency(all)} (${formatMb(all.bytesPerResponse)})`
        : `no answer within 20 s (${all.errors} errors)`,
      beside: all.requests
        ? `a list page is ${Math.round(all.bytesPerResponse / listFirst).toLocaleString("en-US")}× smaller`
        : "",
      budget: "—",
    });

    const serverPid = server.serverPid() ?? 0;
    const afterLoad = residentMemory(serverPid);
    const firstTalent = JSON.parse(Buffer.from(unfilteredBody).toString("utf8")).items[0].id as string;
    const upload = await uploadPhoto(base, server.origin, firstTalent);
    const memory = residentMemory(serverPid);
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
      `Each figure: the median of ${ROUNDS} rounds of ${SECONDS} s in which Vitrine, bare Hono and nginx take turns (after 2 s of warm-up each), ${CONNECTIONS} connections, no Accept-Encoding, loopback; the shares are medians of each round's ratio; "load" is the 1-minute load average at each round's start.`,
    );
    return { rows, notes };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** The bare Hono app (scripts/bench/bare-hono.mjs) serving `files`, started with plain node like `npm start`'s server. */
async function startBareHono(files: Record<string, Uint8Array>) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-hono-"));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    ["scripts/bench/bare-hono.mjs", dir],
    { PORT: String(port) },
    { output: "forward-errors" },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/${Object.keys(files)[0]}`, 60_000);
  return {
    url: (file: string) => `${base}/${file}`,
    stop: async () => {
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The build the bench runs: the current one (scripts/build.mjs --if-stale made sure it exists). */
export function currentBuildDir(): string {
  const { id } = JSON.parse(readFileSync("dist/current/build.json", "utf8")) as { id: string };
  return path.resolve("dist/builds", id);
}
