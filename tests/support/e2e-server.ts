// The app as end-to-end tests see it: a fresh data directory, sample data, a known admin, and a real
// SMTP sink whose messages are written to E2E_MAIL_DIR for the specs to read. With E2E_EMPTY=true it
// is a second app on its own port and data directory with no talents at all (for the seeding spec),
// which writes its mail to files and leaves E2E_MAIL_DIR alone.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureClientBuild } from "../../scripts/client-build.ts";
import { E2E_ADMIN, E2E_DATA_DIR, E2E_EMPTY_DATA_DIR, E2E_MAIL_DIR } from "./e2e-constants.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const empty = process.env.E2E_EMPTY === "true";
const dataDir = empty ? E2E_EMPTY_DATA_DIR : E2E_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });

let smtpUrl: string | undefined;
if (!empty) {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const smtp = await startSmtpSink();
  let count = 0;
  smtp.onMessage((mail) => {
    count += 1;
    const file = path.join(E2E_MAIL_DIR, `${String(count).padStart(4, "0")}.json`);
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
  SEED_SAMPLE_DATA: empty ? "false" : "true",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  // Each browser context sends its own X-Forwarded-For, so one spec's attempts never rate-limit another's.
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
  // Some site information configured and some not, so specs see both the values and the placeholders.
  COMPANY_REGISTER: "Amtsgericht München, HRB 000000",
  SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/vitrine.talents",
});
ensureClientBuild();
await import("../../src/server/main.ts");
