import type { Kysely } from "kysely";
import { findUserRecord, setUserLanguage } from "#server/accounts/accounts.repository";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { journalRemovals, removeJournalled } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import { storedMediaPrefixes } from "#server/talent-records/talent-versions";
import { findStoredTalentByUserId, findTalentByUserId } from "#server/talent-records/talents.repository";
import type { Language } from "#shared/i18n/languages";
import type { Talent } from "#shared/talents/talent.schema";
import {
  deleteUserRows,
  findCustomer,
  findLastSignIn,
  findUserSubscription,
  listUserCancellations,
  listUserLogins,
  listUserSessions,
} from "./account.repository.ts";

/**
 * The account's own data for "Download my data" (GDPR Art. 15 and 20): the account with its last sign-in,
 * its logins, sessions, profile, subscription and the cancellations it sent, without secrets or tokens.
 */
export async function exportAccountData(db: Kysely<Database>, userId: string) {
  const [user, lastSignInAt, sessions, logins, talent, subscription, customer, cancellations] =
    await Promise.all([
      findUserRecord(db, userId),
      findLastSignIn(db, userId),
      listUserSessions(db, userId),
      listUserLogins(db, userId),
      findTalentByUserId(db, userId),
      findUserSubscription(db, userId),
      findCustomer(db, userId),
      listUserCancellations(db, userId),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: user ? { ...user, emailVerified: Boolean(user.emailVerified), lastSignInAt } : null,
    logins: logins.map((l) => ({
      method: l.providerId === "credential" ? "e-mail and password" : l.providerId,
      createdAt: l.createdAt,
      updatedAt: l.updatedAt,
    })),
    sessions,
    talentProfile: talent ?? null,
    subscription: subscription ?? null,
    customer: customer ?? null,
    cancellations,
  };
}

/** The language of the account's mails, from now on (ADR 46). */
export async function changeAccountLanguage(db: Kysely<Database>, userId: string, language: Language) {
  await setUserLanguage(db, userId, language, new Date());
}

/**
 * Deletes the account and everything linked to it in one transaction, then the stored media of its
 * profile. First its subscription is ended with the payment provider (`endSubscription`, from the
 * billing module): if that fails, it throws and nothing is deleted. Answers the deleted profile, if any.
 */
export async function deleteAccount(
  deps: {
    db: Kysely<Database>;
    media: MediaStorage;
    log: Logger;
    endSubscription: (userId: string) => Promise<void>;
  },
  user: { id: string; email: string },
): Promise<Talent | undefined> {
  await deps.endSubscription(user.id);
  const stored = await deps.db.transaction().execute(async (trx) => {
    const profile = await findStoredTalentByUserId(trx, user.id);
    await deleteUserRows(trx, user);
    // The files go once the rows are gone; the journal remembers them if that never happens (ADR 30).
    // Those of both versions: the public one and a change waiting for review (ADR 41).
    if (profile) await journalRemovals(trx, storedMediaPrefixes(profile), profile.row.id);
    return profile;
  });
  if (stored) await removeJournalled(deps, storedMediaPrefixes(stored));
  // The stored row: the public version of a live profile, so that its open pages hear it went.
  return stored?.row;
}
