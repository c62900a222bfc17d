import { AsyncLocalStorage } from "node:async_hooks";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { accountRecipient } from "#server/accounts/account-language";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/database";
import type { Logger } from "#server/lib/logger";
import {
  changeEmailMail,
  existingAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from "#server/mail/account-mails";
import type { MailMessage } from "#server/mail/mail-message";
import type { MailOutbox } from "#server/mail/mail-outbox";
import { SignUpAccountKindSchema } from "#shared/accounts/account-kind";
import { MIN_PASSWORD_LENGTH } from "#shared/auth/auth.schema";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import {
  EMAIL_CONFIRMATION_LINK_HOURS,
  PASSWORD_RESET_LINK_HOURS,
  SESSION_LIFETIME_DAYS,
} from "#shared/retention/retention";
import { NAME_REQUIRED_MESSAGE, normalisePersonName } from "#shared/text/person-name";
import { withHashedSessionTokens } from "./hashed-session-tokens.ts";
import { inMailLanguage } from "./mail-link-language.ts";
import { recordSignIn } from "./sign-ins.repository.ts";
import { hashToken } from "./token-hash.ts";

/** The header our own middleware fills with the client's address; better-auth keys rate limits on it. */
export const CLIENT_IP_HEADER = "x-vitrine-client-ip";

/**
 * Limits per client address and window (seconds) on the endpoints attackers like; `false` exempts an
 * endpoint from better-auth's per-address limit. Reading one's own session is no attempt at anything:
 * every open tab asks for it every 30 s and on focus, and a whole office shares one address, so a
 * limit there signed people out (ADR 44). It costs one indexed read, like every other API request.
 */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 300, max: 5 },
  "/send-verification-email": { window: 300, max: 5 },
  "/change-password": { window: 60, max: 5 },
  "/get-session": false,
} as const;

/** Every way an account's name is written (sign-up, a rename in process) stores it normalised. */
function cleanName(name: unknown): string {
  const cleaned = normalisePersonName(String(name ?? ""));
  if (!cleaned) {
    // In English for better-auth's own callers; the API's answer words it by its code (auth.routes.ts).
    throw new APIError("BAD_REQUEST", {
      message: serverT("en")(NAME_REQUIRED_MESSAGE),
      code: "NAME_REQUIRED",
    });
  }
  return cleaned;
}

/**
 * The side an account signs up on, by the shared rule (a talent, or an account that hires talent with
 * its company name; never both at once). Absent, it is a talent's, as every account made before. A
 * refusal answers 400 with the rule's message.
 */
function signUpAccountKind(input: Record<string, unknown>) {
  const parsed = SignUpAccountKindSchema.safeParse({
    accountKind: input.accountKind ?? "talent",
    companyName: input.companyName,
  });
  if (!parsed.success) {
    // The message is a validation message's id: the API's answer words it (auth.routes.ts).
    throw new APIError("BAD_REQUEST", {
      message: parsed.error.issues[0]?.message ?? "validation.accountKind.unknown",
      code: "INVALID_ACCOUNT_KIND",
    });
  }
  return parsed.data;
}

function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.updateTo === "string";
  } catch {
    return false;
  }
}

/**
 * Where better-auth's handler leaves the error it met while answering the current request: it
 * answers such requests 500 itself, and the auth routes hand the error to the API's error handler,
 * which answers a database outage 503 like every other route (ADR 28).
 */
export const authRequestErrors = new AsyncLocalStorage<{ error?: unknown }>();

/**
 * The language of the request better-auth is answering (the page's, which the browser's API client
 * sends): an account signed up with it keeps it for its mails (ADR 46).
 */
export const authRequestLanguage = new AsyncLocalStorage<Language>();

export type AuthDeps = { config: Config; database: DatabaseHandle; mail: MailOutbox; log: Logger };

export function createAuth({ config, database, mail, log }: AuthDeps) {
  const dialect =
    database.dialect === "postgres" && database.pool
      ? new PostgresDialect({ pool: database.pool })
      : new SqliteDialect({ database: database.sqlite as NonNullable<DatabaseHandle["sqlite"]> });
  // better-auth's own Kysely adapter, as it builds it from { dialect, type }, with session tokens
  // stored hashed (ADR 39).
  const adapter = kyselyAdapter(new Kysely({ dialect }), { type: database.dialect });

  // better-auth writes its rows itself, outside any transaction of ours: its mails go into the outbox
  // from its callbacks, and the worker sends them (ADR 29). A slow or absent SMTP server never holds
  // up the request, and a failed delivery is retried rather than lost.
  const send = (message: MailMessage) => mail.enqueue(database.db, message);

  return betterAuth({
    appName: "Vitrine",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: (options: BetterAuthOptions) => withHashedSessionTokens(adapter(options)),
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // better-auth's own errors (a disabled endpoint called, a provider failing) go to our structured
    // log with everything else, not to the console.
    logger: {
      level: "error",
      log: (level, message, ...args) => {
        const details = args.length ? { details: args.map(String) } : {};
        log[level]({ source: "better-auth", ...details }, message);
      },
    },
    onAPIError: {
      onError: (error) => {
        const store = authRequestErrors.getStore();
        if (store) store.error = error;
      },
    },
    emailAndPassword: {
      enabled: true,
      // The forms' rule (shared/auth), so the browser and better-auth refuse the same passwords.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Unconfirmed accounts may sign in, but reach nothing but /verify-email (enforced by our guards).
      requireEmailVerification: false,
      // No session at sign-up, so the answer is the same whether or not the address had an account.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => {
        const to = accountRecipient(user);
        return send(resetPasswordMail(to, inMailLanguage(url, to.language)));
      },
      onExistingUserSignUp: ({ user }) => {
        const to = accountRecipient(user);
        return send(
          existingAccountMail(
            to,
            `${config.publicUrl}${localizedPath(to.language, "/login")}`,
            `${config.publicUrl}${localizedPath(to.language, "/forgot-password")}`,
          ),
        );
      },
      // The answer to a sign-up with an address that has an account looks like a new account's.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "user",
        ...additionalFields,
        language: authRequestLanguage.getStore() ?? DEFAULT_LANGUAGE,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail: ({ user, url, token }) => {
        const to = accountRecipient(user);
        const link = inMailLanguage(url, to.language);
        return send(isEmailChange(token) ? changeEmailMail(to, link) : verifyEmailMail(to, user.name, link));
      },
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        // Who may act as an administrator. No endpoint takes it as input: only the admin panel's role
        // route, the ADMIN_EMAIL bootstrap and the promote CLI set it, and the database refuses any
        // value but "user" and "admin" (ADR 39).
        role: { type: "string", required: false, defaultValue: "user", input: false },
        // The language of the account's mails: the page's at sign-up (the hook below), then what the
        // person chooses (PUT /api/account/language). The database refuses any but "en" and "de".
        language: { type: "string", required: false, defaultValue: DEFAULT_LANGUAGE, input: false },
        // The side of the market the account is on ("talent", "hirer" or "both"), chosen at sign-up
        // ("both" only by adding a side later: PUT /api/account/kind), and the company of an account
        // that hires talent. Checked by the shared rule in the hooks below; the database refuses
        // any other kind.
        accountKind: { type: "string", required: false, defaultValue: "talent", input: true },
        companyName: { type: "string", required: false, input: true },
      },
    },
    // Reset links' tokens are kept as their SHA-256, like session tokens (ADR 39).
    verification: { storeIdentifier: { hash: async (identifier) => hashToken(identifier) } },
    databaseHooks: {
      user: {
        create: {
          // An account signed up through the API speaks the language of the page it signed up on.
          before: async (user) => ({
            data: {
              ...user,
              ...signUpAccountKind(user),
              name: cleanName(user.name),
              language: authRequestLanguage.getStore() ?? user.language ?? DEFAULT_LANGUAGE,
            },
          }),
        },
        update: {
          before: async (user) =>
            user.name === undefined ? undefined : { data: { ...user, name: cleanName(user.name) } },
        },
      },
      session: {
        create: {
          // For the admin Users table's "Last Signed In"; a failure here must not refuse the sign-in.
          after: async (session) => {
            await recordSignIn(database.db, session.userId, new Date()).catch((err: Error) =>
              log.warn({ err: { message: err.message } }, "could not record a sign-in"),
            );
          },
        },
      },
    },
    hooks: {
      // Checked before better-auth looks the address up, so a sign-up with an address that has an
      // account is refused alike (its answer never tells the address is taken).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") signUpAccountKind(ctx.body ?? {});
      }),
    },
    session: { expiresIn: SESSION_LIFETIME_DAYS * 24 * 60 * 60, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
