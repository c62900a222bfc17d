import type { Talent } from "#shared/talents/talent.schema";
import type { AuthSession } from "./auth.ts";

/**
 * Who may do what, in one place. Routes read the session through the guards and ask here; nothing
 * else inspects roles or compares owners.
 */

/** A signed-in session, typed by better-auth with the app's `role` field on the user. */
export type Session = AuthSession;

/** The person behind a request, as services and the audit trail need them. */
export type Actor = { userId: string; email: string; isAdmin: boolean };

/** Admin only when the stored role is exactly "admin" (not "Admin", not "admin,user"). */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin";
}

/** May this session act as an administrator: the admin role on a confirmed address. */
export function mayActAsAdmin(session: Session | null | undefined): boolean {
  return Boolean(session?.user.emailVerified) && isAdminRole(session?.user.role);
}

/** The session's person; unconfirmed accounts are no actor at all (they reach nothing but verification). */
export function actorOf(session: Session | null | undefined): Actor | null {
  return session?.user.emailVerified ? actorOfVerified(session) : null;
}

/** The person of a session the guards admitted as confirmed (requireVerifiedUser, requireAdmin). */
export function actorOfVerified(session: Session): Actor {
  return { userId: session.user.id, email: session.user.email, isAdmin: isAdminRole(session.user.role) };
}

/** May the actor change this talent: its linked account, or an administrator. */
export function mayEditTalent(actor: Actor | null, talent: Pick<Talent, "userId">): boolean {
  if (!actor) return false;
  return actor.isAdmin || (talent.userId !== null && talent.userId === actor.userId);
}

/** May the actor see this talent: anyone an approved one; its owner and administrators any status. */
export function mayViewTalent(actor: Actor | null, talent: Pick<Talent, "userId" | "status">): boolean {
  return talent.status === "approved" || mayEditTalent(actor, talent);
}

/**
 * May the actor read and answer this profile's inquiries: only the account that manages it. Not the
 * administrators: a conversation is private; they see a thread only once its talent reports it (ADR 34).
 */
export function mayAnswerInquiries(actor: Actor | null, talent: { userId: string | null }): boolean {
  return !!actor && talent.userId !== null && talent.userId === actor.userId;
}
