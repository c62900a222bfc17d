import type { Context } from "hono";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified, mayEditTalent } from "#server/auth/policy";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { type StoredTalent, workingVersion } from "#server/talent-records/talent-versions";
import { serverT } from "#shared/i18n/server-i18n";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";

/** Who is changing a profile: its owner (a confirmed account) or an administrator. */
export type TalentEditor = Actor;

/** The signed-in, confirmed caller as an editor; a visitor gets 401, an unconfirmed account 403. */
export async function requireTalentEditor(guards: Guards, c: Context<AppEnv>): Promise<TalentEditor> {
  return actorOfVerified(await guards.requireVerifiedUser(c));
}

/** Only the linked account and administrators may change a profile; the server decides, not the page. */
export function assertMayEdit(talent: Talent | undefined, editor: TalentEditor): Talent {
  if (!talent) throw new AppError("NOT_FOUND", "errors.talents.profileNotFound");
  if (!mayEditTalent(editor, talent)) {
    throw new AppError("FORBIDDEN", "errors.talents.notYourProfile");
  }
  return talent;
}

/**
 * A stored profile the editor may change (see assertMayEdit), with the working version they change:
 * the change waiting for review of a live profile, else the profile itself.
 */
export function assertMayEditStored(
  stored: StoredTalent | undefined,
  editor: TalentEditor,
): { stored: StoredTalent; current: Talent } {
  const current = assertMayEdit(stored && workingVersion(stored), editor);
  if (!stored) throw new AppError("NOT_FOUND", "errors.talents.profileNotFound");
  return { stored, current };
}

/**
 * The status a save leaves: an administrator's save keeps it (the Admin step sets it); a talent's
 * save that changes the profile sends it to review, and so does Finish on a profile that is not live
 * (a rejected one is submitted again). A talent's save that changes nothing has nothing to review.
 */
export function statusAfterSave(
  current: TalentStatus,
  editor: TalentEditor,
  save: { changed: boolean; submitted: boolean },
): TalentStatus {
  if (editor.isAdmin) return current;
  return save.changed || (save.submitted && current !== "approved") ? "pending" : current;
}

/** The refusal of a change made on an older version, in English (the API's documentation names it). */
export const STALE_VERSION_MESSAGE = serverT("en")("errors.talents.staleVersion");

/**
 * A change that names the version it was made on (`updatedAt`, as the admin panel shows it) applies
 * to that version or not at all: a profile changed since answers 409 and nothing changes.
 */
export function assertVersion(current: Pick<Talent, "updatedAt">, seen: string | undefined): void {
  if (seen !== undefined && Date.parse(seen) !== Date.parse(current.updatedAt)) {
    throw new AppError("CONFLICT", "errors.talents.staleVersion", {
      details: { updatedAt: current.updatedAt },
    });
  }
}

/**
 * The `updatedAt` a change gives a profile: now, yet always after the previous one, so that two
 * changes within one millisecond still make two versions (approvals are bound to the version).
 */
export function nextUpdatedAt(previous: string, now = new Date()): string {
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) ? now.getTime() : Math.max(now.getTime(), last + 1)).toISOString();
}
