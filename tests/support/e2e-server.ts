// The app as end-to-end tests see it: the compiled build (rebuilt when the sources changed) run by plain
// node as `npm start` runs it, a fresh data directory, sample data, a known admin (none in the
// first-admin app), and a real SMTP sink whose messages are written to a mail directory for the specs to
// read. E2E_VARIANT picks one of the apps in e2e-constants.ts (main, empty, moderation, first-admin);
// E2E_PORT is the port it listens on. tests/support/e2e-apps.ts starts them all after building once.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { SERVER_ENV, serverArgs } from "../../scripts/build/server-process.mjs";
import { E2E_ADMIN, E2E_AUTH_SECRET, E2E_VARIANTS, type E2eVariant } from "./e2e-constants.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const variant = (process.env.E2E_VARIANT ?? "main") as E2eVariant;
const { dataDir, mailDir } = E2E_VARIANTS[variant];
rmSync(dataDir, { recursive: true, force: true });

/**
 * The moderation app starts with a copy of the main app's sample data instead of drawing the pictures
 * again: e2e-apps.ts starts it once the main app answers, so the main app has seeded its data by now
 * (its own start is what tests the seeding). SQLite's backup API copies the live database consistently.
 * Without the main app's data (a run of the moderation app alone) it seeds its own.
 */
async function copyMainAppData(): Promise<void> {
  const from = E2E_VARIANTS.main.dataDir;
  if (!existsSync(path.join(from, "vitrine.db"))) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const source = new SqliteDatabase(path.join(from, "vitrine.db"), { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(dataDir, "vitrine.db"));
  } finally {
    source.close();
  }
  cpSync(path.join(from, "media"), path.join(dataDir, "media"), { recursive: true });
}
if (variant === "moderation") await copyMainAppData();

let smtpUrl: string | undefined;
if (mailDir) {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpSink();
  let count = 0;
  smtp.onMessage((mail) => {
    count += 1;
    const file = path.join(mailDir, `${String(count).padStart(4, "0")}.json`);
    writeFileSync(
      file,
      JSON.stringify({ to: mail.to, subject: mail.subject, links: mail.links, text: mail.text }),
    );
  });
  smtpUrl = smtp.url;
}

const port = process.env.E2E_PORT ?? "43210";
Object.assign(process.env, {
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SEED_SAMPLE_DATA: variant === "empty" || variant === "first-admin" ? "false" : "true",
  // The first-admin app starts as a newcomer's `npm start` does: with no administrator.
  ...(variant === "first-admin" ? {} : { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
  // Known to the specs, whose session fixture signs cookies with it.
  AUTH_SECRET: E2E_AUTH_SECRET,
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  // Each browser context sends its own X-Forwarded-For, so one spec's attempts never rate-limit another's.
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
  // Some site information configured and some not, so specs see both the values and the placeholders.
  COMPANY_REGISTER: "Amtsgericht München, HRB 000000",
  SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/vitrine.talents",
});
const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const { id } = JSON.parse(readFileSync("dist/current/build.json", "utf8")) as { id: string };
// A process of its own: in this one tsx's loader is active, which resolves imports that plain node
// refuses (a package file importing "./global" without its extension), so a page that fails to load
// under `npm start` rendered here.
const server = spawn(process.execPath, serverArgs(path.resolve("dist/builds", id)), {
  stdio: "inherit",
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
