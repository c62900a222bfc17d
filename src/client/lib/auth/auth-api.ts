import { api } from "../api.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  image?: string | null;
};

export type SessionResponse = { user: SessionUser; session: { expiresAt: string } } | null;

/** Where verification links return to: the verify page, which forwards a confirmed user to the dashboard. */
export const VERIFY_CALLBACK = "/verify-email?verified=1";

export const authApi = {
  getSession: () => api<SessionResponse>("/api/auth/get-session"),
  signIn: (email: string, password: string) =>
    api<{ user: SessionUser }>("/api/auth/sign-in/email", { method: "POST", json: { email, password } }),
  signUp: (input: { name: string; email: string; password: string }, botCheckPayload: string) =>
    api<unknown>("/api/auth/sign-up/email", {
      method: "POST",
      json: { ...input, callbackURL: VERIFY_CALLBACK },
      headers: { "X-Altcha": botCheckPayload },
    }),
  signOut: () => api<{ success: boolean }>("/api/auth/sign-out", { method: "POST", json: {} }),
  resendVerification: (email: string) =>
    api<{ status: boolean }>("/api/auth/send-verification-email", {
      method: "POST",
      json: { email, callbackURL: VERIFY_CALLBACK },
    }),
  requestPasswordReset: (email: string) =>
    api<{ status: boolean }>("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api<{ status: boolean }>("/api/auth/reset-password", { method: "POST", json: { token, newPassword } }),
  changeEmail: (newEmail: string) =>
    api<{ status: boolean }>("/api/auth/change-email", {
      method: "POST",
      json: { newEmail, callbackURL: "/dashboard/settings?emailChanged=1" },
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api<unknown>("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
};
