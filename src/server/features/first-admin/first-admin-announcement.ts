import type { Logger } from "#server/lib/logger";
import { FIRST_ADMIN_PAGE_PATH } from "#shared/auth/first-admin.schema";
import type { FirstAdminLink } from "./first-admin.service.ts";

/**
 * Tells the operator how to get the first administrator: the log says that a link was printed and
 * until when (logs carry no secrets), and the link itself is printed as plain text on standard
 * output, where the person who ran `npm start` reads it.
 */
export function announceFirstAdminLink(
  link: FirstAdminLink,
  log: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): void {
  log.info(
    { page: FIRST_ADMIN_PAGE_PATH, expiresAt: link.expiresAt.toISOString() },
    "no administrator exists yet: the one-time link to create the first one is printed below, on standard output",
  );
  print(
    [
      "",
      "  No administrator exists yet. Open this link to create the first one",
      "  (it works once, for one hour; a new start prints a new one):",
      "",
      `    ${link.url}`,
      "",
      "  Or set ADMIN_EMAIL and ADMIN_PASSWORD and start again.",
      "",
      "",
    ].join("\n"),
  );
}
