import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { isAccountPassword } from "#server/auth/account-password";
import type { Auth } from "#server/auth/auth";
import type { Guards } from "#server/auth/guards";
import { describeWait, type SignInBackoff } from "#server/auth/sign-in-backoff";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import type { MediaStorage } from "#server/media/media-storage";
import { AccountDeletionSchema } from "#shared/auth/account-deletion.schema";
import { AccountLanguageSchema } from "#shared/auth/account-language.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { changeAccountLanguage, deleteAccount, exportAccountData } from "./account.service.ts";

const exportRoute = createRoute({
  method: "get",
  path: "/account/export",
  tags: ["Account"],
  summary: "Download everything Vitrine holds about the signed-in account, as JSON",
  responses: {
    200: {
      description: "The account's data",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
    401: { description: "Not signed in" },
  },
});

const deleteRoute = createRoute({
  method: "post",
  path: "/account/delete",
  tags: ["Account"],
  summary: "Delete the signed-in account, its profile, media and subscription (asks for the password)",
  request: {
    body: jsonBody(AccountDeletionSchema),
  },
  responses: {
    200: {
      description: "Deleted; the session cookie is cleared",
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
    },
    400: { description: "The confirmation was not typed, or the password is missing" },
    401: { description: "Not signed in" },
    502: {
      description: "The subscription could not be cancelled with the payment provider; nothing was deleted",
    },
    403: { description: "The password is not the account's" },
    429: { description: "Too many wrong passwords for this account; wait and try again" },
  },
});

const languageRoute = createRoute({
  method: "put",
  path: "/account/language",
  tags: ["Account"],
  summary: "Set the language of the signed-in account's mails (en or de)",
  request: {
    body: jsonBody(AccountLanguageSchema),
  },
  responses: {
    200: {
      description: "The account's language now",
      content: { "application/json": { schema: AccountLanguageSchema } },
    },
    400: { description: "Not a language Vitrine speaks" },
    401: { description: "Not signed in" },
  },
});

type AccountRouteDeps = {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  guards: Guards;
  auth: Auth;
  signInBackoff: SignInBackoff;
  /** Runs when the deleted account had a profile (live updates hang here). */
  afterTalentDeleted?: (talent: Talent) => Promise<void>;
  /** Ends the account's subscription with its provider before anything is deleted. */
  endSubscription: (userId: string) => Promise<void>;
  /** What other features hold about the account (its profile's inquiries), added to the export. */
  exportMore?: (userId: string) => Promise<Record<string, unknown>>;
};

/** Deletion asks for the password; wrong ones count towards the account's sign-in backoff (ADR 15). */
async function requireAccountPassword(
  deps: AccountRouteDeps,
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  // Counted before the check, so parallel wrong passwords cannot all be checked.
  const wait = await deps.signInBackoff.beginAttempt(user.email);
  if (wait > 0) {
    throw new AppError("RATE_LIMITED", "errors.account.passwordBackoff", {
      values: { wait: (language) => describeWait(language, wait) },
    });
  }
  if (!(await isAccountPassword(deps.auth, user.id, password))) {
    throw new AppError("FORBIDDEN", "errors.account.wrongPassword");
  }
  await deps.signInBackoff.clear(user.email);
}

export function accountRoutes(deps: AccountRouteDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(exportRoute, async (c) => {
      // Unconfirmed accounts may export too: it is their data.
      const session = await deps.guards.requireUser(c);
      const data = {
        ...(await exportAccountData(deps.db, session.user.id)),
        ...(await deps.exportMore?.(session.user.id)),
      };
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", 'attachment; filename="vitrine-account-data.json"');
      return c.json(data, 200);
    })
    .openapi(languageRoute, async (c) => {
      // Unconfirmed accounts too: their confirmation mails are written in it.
      const session = await deps.guards.requireUser(c);
      const { language } = c.req.valid("json");
      await changeAccountLanguage(deps.db, session.user.id, language);
      c.header("Cache-Control", "no-store");
      return c.json({ language }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const session = await deps.guards.requireUser(c);
      if (!session.user.email) throw new AppError("BAD_REQUEST", "errors.account.noEmail");
      await requireAccountPassword(deps, session.user, c.req.valid("json").password);
      const talent = await deleteAccount(deps, { id: session.user.id, email: session.user.email });
      await deps.signInBackoff.clear(session.user.email);
      deps.log.info("account deleted");
      if (talent) await deps.afterTalentDeleted?.(talent);
      c.header("Cache-Control", "no-store");
      for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
        c.header("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
      }
      return c.json({ deleted: true as const }, 200);
    });
}
