import path from "node:path";

export const E2E_DATA_DIR = path.resolve(".tmp/e2e-data");
export const E2E_MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const E2E_ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };

/**
 * Besides the main e2e app, two more run on ports next to it, each with its own data directory:
 * - "empty" has no talents at all (the seeding spec);
 * - "moderation" has the sample data like the main app, for the specs that approve, create and
 *   delete talents, so the public lists other specs count on the main app never change under them.
 */
export type E2eVariant = "main" | "empty" | "moderation";
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
};

/** The main app's port (E2E_PORT), and the others' next to it. */
export const e2ePort = (variant: E2eVariant = "main") =>
  Number(process.env.E2E_PORT ?? 43210) + E2E_VARIANTS[variant].portOffset;
export const e2eBaseUrl = (variant: E2eVariant) => `http://127.0.0.1:${e2ePort(variant)}`;
