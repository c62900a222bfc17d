import path from "node:path";

export const E2E_DATA_DIR = path.resolve(".tmp/e2e-data");
export const E2E_MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const E2E_ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };

/** The second e2e app, with no talents: its data directory and port (next to the main one's). */
export const E2E_EMPTY_DATA_DIR = path.resolve(".tmp/e2e-data-empty");
export const e2eEmptyPort = (mainPort: number) => Number(process.env.E2E_EMPTY_PORT ?? mainPort + 1000);
