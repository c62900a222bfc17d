// The load generator of `npm run load`, in a process of its own so that its work (and the bot-check
// solving) does not share the server's event loop. Usage: tsx scripts/load/mixed-traffic.ts <base
// url> <connections> <seconds> <admin e-mail> <admin password>. Prints one JSON line: its report.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const [base = "", connectionsArg = "8", secondsArg = "10", adminEmail = "", adminPassword = ""] =
  process.argv.slice(2);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);

type Kind = "browse" | "filter" | "profile" | "contact" | "sign-in";
/** The mix, out of 100 requests: mostly reading, some posting and signing in. */
const MIX: [Kind, number][] = [
  ["browse", 35],
  ["filter", 30],
  ["profile", 27],
  ["sign-in", 6],
  ["contact", 2],
];
const FILTERS = [
  "category=visual-arts-media",
  "category=performing-arts&languages=de",
  "location=Munich",
  "payment=TFP&languages=en",
  "q=berlin",
  "ageMin=20&ageMax=30",
];

function pick(n: number): Kind {
  let rest = n % 100;
  for (const [kind, share] of MIX) {
    if (rest < share) return kind;
    rest -= share;
  }
  return "browse";
}

async function slugs(): Promise<string[]> {
  const res = await fetch(`${base}/api/talents`);
  const body = (await res.json()) as { items: { slug: string; subcategory: string }[] };
  return body.items.map((item) => item.slug);
}

async function solvedBotCheck(): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/botcheck/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const latencies: number[] = [];
const statuses = new Map<number | string, number>();
const byKind = new Map<Kind, number>();
let errors = 0;
const errorSamples: string[] = [];

async function one(kind: Kind, n: number, client: string, known: string[]): Promise<void> {
  const headers: Record<string, string> = { "x-forwarded-for": client };
  let url = `${base}/api/talents`;
  let init: RequestInit = { headers };
  if (kind === "filter") url += `?${FILTERS[n % FILTERS.length]}`;
  if (kind === "profile") url += `/by-slug/${encodeURIComponent(known[n % known.length] ?? "none")}`;
  if (kind === "sign-in" || kind === "contact") {
    const post = { ...headers, "content-type": "application/json", origin: base };
    if (kind === "sign-in") {
      url = `${base}/api/auth/sign-in/email`;
      init = {
        method: "POST",
        headers: post,
        body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      };
    } else {
      url = `${base}/api/contact`;
      init = {
        method: "POST",
        headers: { ...post, "x-altcha": await solvedBotCheck() },
        body: JSON.stringify({
          name: "Load Tester",
          instagram: "load.tester",
          email: "load@example.com",
          company: "",
          phone: "",
          message: `Load message ${n}.`,
        }),
      };
    }
  }
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, redirect: "manual" });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    // 2xx, 3xx and 429 (a rate limit doing its job) are answers; anything else is an error.
    if (res.status >= 400 && res.status !== 429) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${kind} ${res.status}`);
    }
  } catch (err) {
    errors += 1;
    statuses.set("network", (statuses.get("network") ?? 0) + 1);
    if (errorSamples.length < 5) errorSamples.push(`${kind} ${(err as Error).message}`);
  }
}

const known = await slugs();
const deadline = Date.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async (_, worker) => {
    // Each connection is a visitor of its own address (the server trusts one proxy's header).
    const client = `10.${worker >> 8}.${worker & 255}.${1 + (worker % 200)}`;
    for (let n = worker * 7919; Date.now() < deadline; n++) await one(pick(n), n, client, known);
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    connections,
    seconds: elapsed,
    requests: latencies.length + (statuses.get("network") ?? 0),
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(0.5),
    p95Ms: percentile(0.95),
    errors,
    errorSamples,
    statuses: Object.fromEntries(statuses),
    byKind: Object.fromEntries(byKind),
  })}\n`,
);
