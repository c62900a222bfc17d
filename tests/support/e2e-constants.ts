import path from "node:path";

export const E2E_DATA_DIR = path.resolve(".tmp/e2e-data");
export const E2E_MAIL_DIR = path.resolve(".tmp/e2e-mail");
export const E2E_ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };
