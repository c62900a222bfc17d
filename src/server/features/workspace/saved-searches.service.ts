import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { TalentFilters } from "#shared/talents/talent-filters";
import {
  type AlertSubscription,
  canonicalSearchQuery,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchInput,
  savedSearchFilters,
} from "#shared/workspace/saved-searches.schema";
import { alertToken, hashAlertToken, isWellFormedAlertToken } from "./alert-token.ts";
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchByTokenHash,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRow,
  setAlertByTokenHash,
  updateSavedSearch,
} from "./saved-searches.repository.ts";

/** A talent newly public that matches a search, as the talents feature lists it. */
export type MatchedTalent = {
  id: string;
  slug: string;
  name: string;
  subcategory: string;
  location: string;
};

/** When a talent first went public: after `after`, and at or before `until` when given (ISO). */
export type ApprovalWindow = { after: string; until?: string | undefined };

/**
 * The talents query, handed in by the composition (src/server/app.ts) from the talents feature:
 * public talents that match the filters and first went public within the window.
 */
export type MatchingTalents = {
  count: (db: Db, filters: TalentFilters, window: ApprovalWindow) => Promise<number>;
  list: (db: Db, filters: TalentFilters, window: ApprovalWindow, limit: number) => Promise<MatchedTalent[]>;
};

export type SavedSearchDeps = {
  db: Kysely<Database>;
  matching: MatchingTalents;
  /** Signs the unsubscribe links (the auth secret). */
  secret: string;
  now?: () => Date;
};

const nowOf = (deps: { now?: (() => Date) | undefined }) => (deps.now ? deps.now() : new Date());
const notFound = () => new AppError("NOT_FOUND", "errors.savedSearches.notFound");
const asAlert = (value: string): SavedSearchAlert =>
  value === "daily" || value === "none" ? value : "weekly";

async function toSavedSearch(deps: SavedSearchDeps, row: SavedSearchRow): Promise<SavedSearch> {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alert: asAlert(row.alert),
    newCount: await deps.matching.count(deps.db, savedSearchFilters(row.query), { after: row.last_visit_at }),
    lastVisitAt: row.last_visit_at,
    createdAt: row.created_at,
  };
}

async function own(deps: SavedSearchDeps, ownerId: string, id: string): Promise<SavedSearch> {
  const row = await findSavedSearch(deps.db, ownerId, id);
  if (!row) throw notFound();
  return toSavedSearch(deps, row);
}

/** The account's searches, newest first, each with what is new since its last visit. */
export async function listOwnSavedSearches(deps: SavedSearchDeps, ownerId: string): Promise<SavedSearch[]> {
  const rows = await listSavedSearches(deps.db, ownerId);
  return Promise.all(rows.map((row) => toSavedSearch(deps, row)));
}

/**
 * Saves a search: its query canonical, so equal searches store equal queries; visited and alerted
 * "now", so only talents public from now on count as new.
 */
export async function saveSearch(
  deps: SavedSearchDeps,
  ownerId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  if ((await countSavedSearches(deps.db, ownerId)) >= SAVED_SEARCHES_MAX) {
    throw new AppError("LIMIT_REACHED", "errors.savedSearches.tooMany", {
      values: { max: SAVED_SEARCHES_MAX },
    });
  }
  const id = randomUUID();
  const at = nowOf(deps).toISOString();
  await insertSavedSearch(deps.db, {
    id,
    owner_id: ownerId,
    name: input.name,
    query: canonicalSearchQuery(input.query),
    alert: input.alert,
    last_alert_at: at,
    last_visit_at: at,
    unsubscribe_token_hash: hashAlertToken(alertToken(deps.secret, id)),
    created_at: at,
  });
  return own(deps, ownerId, id);
}

export async function changeSavedSearch(
  deps: SavedSearchDeps,
  ownerId: string,
  id: string,
  change: { name?: string | undefined; alert?: SavedSearchAlert | undefined },
): Promise<SavedSearch> {
  const before = await findSavedSearch(deps.db, ownerId, id);
  if (!before) throw notFound();
  // An alert turned on again tells of what is new from now on, not of everything since it went off.
  const turnedOn = before.alert === "none" && change.alert !== undefined && change.alert !== "none";
  const values = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.alert !== undefined ? { alert: change.alert } : {}),
    ...(turnedOn ? { last_alert_at: nowOf(deps).toISOString() } : {}),
  };
  if (!(await updateSavedSearch(deps.db, ownerId, id, values))) throw notFound();
  return own(deps, ownerId, id);
}

export async function removeSavedSearch(deps: SavedSearchDeps, ownerId: string, id: string): Promise<void> {
  if (!(await deleteSavedSearch(deps.db, ownerId, id))) throw notFound();
}

/** The owner opens a search: what was new is now seen. */
export async function visitSavedSearch(
  deps: SavedSearchDeps,
  ownerId: string,
  id: string,
): Promise<SavedSearch> {
  const at = nowOf(deps).toISOString();
  if (!(await updateSavedSearch(deps.db, ownerId, id, { last_visit_at: at }))) throw notFound();
  return own(deps, ownerId, id);
}

/** For the workspace's overview: talents new since the last visit, summed over the account's searches. */
export async function countNewInSavedSearches(deps: SavedSearchDeps, ownerId: string): Promise<number> {
  const searches = await listOwnSavedSearches(deps, ownerId);
  return searches.reduce((sum, search) => sum + search.newCount, 0);
}

async function searchOfToken(deps: Pick<SavedSearchDeps, "db">, token: string | undefined) {
  if (!isWellFormedAlertToken(token)) throw new AppError("NOT_FOUND", "errors.savedSearches.linkInvalid");
  const hash = hashAlertToken(token);
  const row = await findSavedSearchByTokenHash(deps.db, hash);
  if (!row) throw new AppError("NOT_FOUND", "errors.savedSearches.linkInvalid");
  return { row, hash };
}

/** What the unsubscribe page shows: the search's name and whether its alert is on. */
export async function alertSubscription(
  deps: Pick<SavedSearchDeps, "db">,
  token: string | undefined,
): Promise<AlertSubscription> {
  const { row } = await searchOfToken(deps, token);
  return { name: row.name, alert: asAlert(row.alert) };
}

/** Turns a search's alert off through its unsubscribe link; the search itself stays. */
export async function unsubscribeAlert(
  deps: Pick<SavedSearchDeps, "db">,
  token: string | undefined,
): Promise<AlertSubscription> {
  const { row, hash } = await searchOfToken(deps, token);
  await setAlertByTokenHash(deps.db, hash, "none");
  return { name: row.name, alert: "none" };
}
