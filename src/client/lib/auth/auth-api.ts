import { untypedApi } from "#client/lib/api.ts";
import { pageLanguage } from "#client/lib/i18n/browser-i18n.ts";
import { pendingFavouriteQuery, readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { shellText } from "#client/lib/shell-text.ts";
import { type AccountKind, isAccountKind } from "#shared/accounts/account-kind-values";
import { isLanguage, type Language, localizedPath } from "#shared/i18n/languages";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  image?: string | null;
  /** The language of the account's mails (ADR 46); missing from an older server's answer. */
  language?: Language;
  /** The side of the market: a talent, an account that hires talent, or both ("talent" when missing). */
  accountKind: AccountKind;
  /** The company of an account that hires talent. */
  companyName: string | null;
};

export type SessionResponse = { user: SessionUser; session: { expiresAt: string } } | null;

/** Where verification links return to: the verify page, which forwards a confirmed user to the dashboard. */
export const VERIFY_CALLBACK = "/verify-email?verified=1";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The user in a better-auth answer ({ user, … }). better-auth's endpoints are a library's, outside the
 * API's typed routes (ADR 25), so the fields the client reads are checked here, without zod (first visit).
 */
function userOf(body: unknown): SessionUser | null {
  const user = isRecord(body) ? body.user : undefined;
  if (
    !isRecord(user) ||
    typeof user.id !== "string" ||
    typeof user.email !== "string" ||
    typeof user.name !== "string" ||
    typeof user.emailVerified !== "boolean"
  ) {
    return null;
  }
  const role = typeof user.role === "string" ? user.role : null;
  const image = typeof user.image === "string" ? user.image : null;
  const language = isLanguage(user.language) ? user.language : undefined;
  const accountKind = isAccountKind(user.accountKind) ? user.accountKind : "talent";
  const companyName = typeof user.companyName === "string" ? user.companyName : null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role,
    image,
    accountKind,
    companyName,
    ...(language ? { language } : {}),
  };
}

/** The signed-in session, or null for a visitor (better-auth answers null then). */
async function getSession(): Promise<SessionResponse> {
  const body = await untypedApi("/api/auth/get-session");
  const user = userOf(body);
  const session = isRecord(body) ? body.session : undefined;
  if (!user || !isRecord(session) || typeof session.expiresAt !== "string") return null;
  return { user, session: { expiresAt: session.expiresAt } };
}

async function signIn(email: string, password: string): Promise<{ user: SessionUser }> {
  const user = userOf(await untypedApi("/api/auth/sign-in/email", { json: { email, password } }));
  if (!user) throw new Error(shellText("common.error.signInNoUser"));
  return { user };
}

/** A page's path in the page's language, for the links better-auth mails and redirects to. */
const inPageLanguage = (path: string) => localizedPath(pageLanguage(), path);

export const authApi = {
  getSession,
  signIn,
  signUp: (
    input: {
      name: string;
      email: string;
      password: string;
      accountKind: "talent" | "hirer";
      companyName: string | null;
    },
    botCheckPayload: string,
  ) =>
    untypedApi("/api/auth/sign-up/email", {
      json: {
        name: input.name,
        email: input.email,
        password: input.password,
        accountKind: input.accountKind,
        ...(input.companyName ? { companyName: input.companyName } : {}),
        // A favourite asked for before signing up comes back with the link (it may open in another tab).
        callbackURL: inPageLanguage(`${VERIFY_CALLBACK}${pendingFavouriteQuery(readPendingFavourite())}`),
      },
      headers: { "X-Altcha": botCheckPayload },
    }),
  signOut: () => untypedApi("/api/auth/sign-out", { json: {} }),
  resendVerification: (email: string) =>
    untypedApi("/api/auth/send-verification-email", {
      json: { email, callbackURL: inPageLanguage(VERIFY_CALLBACK) },
    }),
  requestPasswordReset: (email: string) =>
    untypedApi("/api/auth/request-password-reset", {
      json: { email, redirectTo: inPageLanguage("/reset-password") },
    }),
  resetPassword: (token: string, newPassword: string) =>
    untypedApi("/api/auth/reset-password", { json: { token, newPassword } }),
  changeEmail: (newEmail: string) =>
    untypedApi("/api/auth/change-email", {
      json: { newEmail, callbackURL: inPageLanguage("/dashboard/settings?emailChanged=1") },
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    untypedApi("/api/auth/change-password", {
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
};
