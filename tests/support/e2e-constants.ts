import path from "node:path";

export const E2E_DATA_DIR = path.resolve(".tmp/e2e-data");
export const E2E_MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const E2E_ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };
/**
 * The apps' AUTH_SECRET, set by e2e-server.ts: the session fixture signs its cookies with it, as
 * better-auth does (tests/e2e/support/sessions.ts).
 */
export const E2E_AUTH_SECRET = "e2e-only-secret-never-used-elsewhere-0123456789";

/**
 * Besides the main e2e app, three more run on ports next to it, each with its own data directory:
 * - "empty" has no talents at all (the seeding spec);
 * - "moderation" has the sample data like the main app, for the specs that make talents public,
 *   reject or delete them, or change the featured list;
 * - "first-admin" starts as `npm start` does with no configuration: no ADMIN_EMAIL, so no
 *   administrator, for the first-administrator link's spec (it alone makes and demotes admins there).
 * On the main app the sample talents are what the public lists show, and the specs that check the
 * sample data's presentation (the carousel's first slides, Lena Hartmann's profile) rely on that: no
 * spec there makes a talent public, changes a sample talent or the featured list. Every spec that
 * counts talents, messages or users creates them itself, with a name only it uses.
 */
export type E2eVariant = "main" | "empty" | "moderation" | "first-admin";
export const E2E_VARIANTS: Record<
  E2eVariant,
  { dataDir: string; mailDir: string | null; portOffset: number }
> = {
  main: { dataDir: E2E_DATA_DIR, mailDir: E2E_MAIL_DIR, portOffset: 0 },
  empty: { dataDir: path.resolve(".tmp/e2e-data-empty"), mailDir: null, portOffset: 1000 },
  moderation: {
    dataDir: path.resolve(".tmp/e2e-data-moderation"),
    mailDir: path.resolve(".tmp/e2e-mail-moderation"),
    portOffset: 2000,
  },
  "first-admin": { dataDir: path.resolve(".tmp/e2e-data-first-admin"), mailDir: null, portOffset: 3000 },
};

/** The main app's port (E2E_PORT), and the others' next to it. */
export const e2ePort = (variant: E2eVariant = "main") =>
  Number(process.env.E2E_PORT ?? 43210) + E2E_VARIANTS[variant].portOffset;
export const e2eBaseUrl = (variant: E2eVariant) => `http://127.0.0.1:${e2ePort(variant)}`;

/** The variant of the e2e app at this address. */
export function e2eVariantAt(baseURL: string | undefined): E2eVariant {
  const variant = (Object.keys(E2E_VARIANTS) as E2eVariant[]).find((v) => e2eBaseUrl(v) === baseURL);
  if (!variant) throw new Error(`No e2e app runs at ${baseURL}`);
  return variant;
}
