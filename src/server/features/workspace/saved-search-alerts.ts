import type { Kysely } from "kysely";
import { accountRecipient } from "#server/accounts/account-language";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/mail-outbox";
import { localizedPath } from "#shared/i18n/languages";
import { profilePath } from "#shared/talents/slug";
import {
  ALERT_DIGEST_MAX_TALENTS,
  alertDueCutoff,
  savedSearchFilters,
} from "#shared/workspace/saved-searches.schema";
import { alertToken } from "./alert-token.ts";
import { savedSearchAlertMail } from "./saved-search-alert-mail.ts";
import { claimAlert, type DueSearch, listDueSearches } from "./saved-searches.repository.ts";
import type { MatchingTalents } from "./saved-searches.service.ts";

const RUN_EVERY_MS = 60 * 60 * 1000;
/** Searches handled per round; a round goes on until none is due. */
const BATCH = 50;

export type AlertDeps = {
  db: Kysely<Database>;
  mail: MailOutbox;
  matching: MatchingTalents;
  publicUrl: string;
  /** Signs the unsubscribe links (the auth secret). */
  secret: string;
  log: Logger;
};

/**
 * One search's alert, in one transaction: claim it (move `last_alert_at` to `now` if nobody did
 * meanwhile), then list the talents that match it and first went public since the last alert, and
 * write one digest mail into the outbox when there are any. A failure rolls the claim back, so the
 * next round tries again; a search another instance claimed is skipped. Answers whether a mail went.
 */
async function alertOne(
  deps: AlertDeps,
  search: DueSearch,
  now: string,
): Promise<"sent" | "quiet" | "taken"> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimAlert(trx, search.id, search.last_alert_at, now))) return "taken";
    const filters = savedSearchFilters(search.query);
    const window = { after: search.last_alert_at, until: now };
    const total = await deps.matching.count(trx, filters, window);
    if (total === 0) return "quiet";
    const talents = await deps.matching.list(trx, filters, window, ALERT_DIGEST_MAX_TALENTS);
    const to = accountRecipient(search);
    const page = (path: string) => `${deps.publicUrl}${localizedPath(to.language, path)}`;
    const token = alertToken(deps.secret, search.id);
    await deps.mail.enqueue(
      trx,
      savedSearchAlertMail(to, {
        searchName: search.name,
        frequency: search.alert === "daily" ? "daily" : "weekly",
        talents: talents.map((talent) => ({ ...talent, url: page(profilePath(talent)) })),
        total,
        searchUrl: `${page("/talents")}${search.query ? `?${search.query}` : ""}`,
        unsubscribePageUrl: `${page("/alerts/unsubscribe")}#${token}`,
        oneClickUrl: `${deps.publicUrl}/api/saved-search-alerts/unsubscribe?token=${token}`,
      }),
    );
    return "sent";
  });
}

/**
 * Sends every alert due at `now` (daily: last one a day ago or more; weekly: a week): one mail per
 * search with something new, none otherwise; `last_alert_at` moves either way. Safe to run on
 * several instances at once. Answers how many mails went and how many searches had nothing new.
 */
export async function sendDueAlerts(deps: AlertDeps, now: Date): Promise<{ sent: number; quiet: number }> {
  const at = now.toISOString();
  const daily = alertDueCutoff("daily", now)?.toISOString() ?? at;
  const weekly = alertDueCutoff("weekly", now)?.toISOString() ?? at;
  const outcome = { sent: 0, quiet: 0 };
  for (;;) {
    const due = await listDueSearches(deps.db, { daily, weekly }, BATCH);
    let failed = 0;
    for (const search of due) {
      try {
        const result = await alertOne(deps, search, at);
        if (result !== "taken") outcome[result] += 1;
      } catch (err) {
        // Its claim rolled back: the search is tried again in the next hour's run.
        failed += 1;
        deps.log.warn(
          { savedSearchId: search.id, err: { message: (err as Error).message } },
          "alert not sent",
        );
      }
    }
    if (due.length < BATCH || failed === due.length) break;
  }
  if (outcome.sent) deps.mail.wake();
  return outcome;
}

export type SavedSearchAlerts = { start: () => void; stop: () => void };

/** Every hour, the saved searches' due alerts go out (see sendDueAlerts). */
export function createSavedSearchAlerts(deps: AlertDeps, everyMs = RUN_EVERY_MS): SavedSearchAlerts {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    void sendDueAlerts(deps, new Date())
      .then((outcome) => {
        if (outcome.sent) deps.log.info(outcome, "saved search alerts sent");
      })
      .catch((err: unknown) => {
        deps.log.warn(
          { err: { message: (err as Error).message } },
          "could not send saved search alerts; will retry",
        );
      });
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
