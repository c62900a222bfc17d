import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { countToday } from "#server/talent-insight/daily-counts.repository";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import {
  SHORTLIST_NAME_MAX,
  SHORTLIST_THUMBNAILS,
  type ShortlistDetail,
  type ShortlistEntry,
  type ShortlistInput,
  type ShortlistSummary,
} from "#shared/workspace/shortlists.schema";
import { isSameEntrySet, shareState } from "./shortlist-rules.ts";
import { listPicks, listShares } from "./shortlist-shares.repository.ts";
import {
  deleteEntry,
  deleteRemovedEntries,
  deleteShortlist,
  type EntryRow,
  findEntry,
  findEntryOfTalent,
  findOwnShortlist,
  insertEntry,
  insertShortlist,
  isPublicTalent,
  listEntries,
  listOwnShortlists,
  nextPosition,
  publicCardsOf,
  type ShortlistRow,
  setEntryNote,
  setEntryPosition,
  updateShortlist,
} from "./shortlists.repository.ts";

export type ShortlistDeps = {
  db: Kysely<Database>;
  realtime: RealtimeHub;
  /** The clock (tests move it to expire links). */
  now?: () => Date;
};

export const nowOf = (deps: { now?: () => Date }) => (deps.now ? deps.now() : new Date());

/** The account's list, or the same 404 as for a list that does not exist. */
export async function ownShortlist(db: Db, ownerId: string, id: string): Promise<ShortlistRow> {
  const list = await findOwnShortlist(db, ownerId, id);
  if (!list) throw new AppError("NOT_FOUND", "errors.shortlists.notFound");
  return list;
}

const brief = (row: ShortlistRow) => ({
  name: row.name,
  job: row.job,
  dates: row.dates,
  location: row.location,
});

/** The account's lists with their talent counts and a few pictures; with `talentId`, its entry on each. */
export async function listShortlists(
  db: Db,
  ownerId: string,
  talentId?: string,
): Promise<ShortlistSummary[]> {
  const lists = await listOwnShortlists(db, ownerId);
  const entries = await listEntries(
    db,
    lists.map((list) => list.id),
  );
  const present = entries.filter(
    (entry): entry is EntryRow & { talent_id: string } => entry.talent_id !== null,
  );
  const cards = await publicCardsOf(
    db,
    present.map((entry) => entry.talent_id),
  );
  return lists.map((list) => {
    const own = present.filter((entry) => entry.shortlist_id === list.id);
    return {
      id: list.id,
      ...brief(list),
      talentCount: own.length,
      thumbnails: own
        .map((entry) => cards.get(entry.talent_id)?.image)
        .filter((image) => image !== null && image !== undefined)
        .slice(0, SHORTLIST_THUMBNAILS),
      entryId: talentId ? (own.find((entry) => entry.talent_id === talentId)?.id ?? null) : null,
      createdAt: list.created_at,
      updatedAt: list.updated_at,
    };
  });
}

function entryOf(
  row: EntryRow & { talent_id: string },
  cards: Awaited<ReturnType<typeof publicCardsOf>>,
): ShortlistEntry {
  return {
    id: row.id,
    talentId: row.talent_id,
    note: row.note,
    addedAt: row.added_at,
    talent: cards.get(row.talent_id) ?? null,
  };
}

/** One list with its entries in order, its links (never a token) and the clients' picks. */
export async function readShortlist(
  deps: Pick<ShortlistDeps, "db" | "now">,
  ownerId: string,
  id: string,
): Promise<ShortlistDetail> {
  const list = await ownShortlist(deps.db, ownerId, id);
  const [entries, shares] = await Promise.all([listEntries(deps.db, [id]), listShares(deps.db, id)]);
  const present = entries.filter(
    (entry): entry is EntryRow & { talent_id: string } => entry.talent_id !== null,
  );
  const [cards, picks] = await Promise.all([
    publicCardsOf(
      deps.db,
      present.map((entry) => entry.talent_id),
    ),
    listPicks(
      deps.db,
      shares.map((share) => share.id),
    ),
  ]);
  const onList = new Set(present.map((entry) => entry.talent_id));
  const now = nowOf(deps);
  return {
    id: list.id,
    ...brief(list),
    createdAt: list.created_at,
    updatedAt: list.updated_at,
    entries: present.map((entry) => entryOf(entry, cards)),
    removedCount: entries.length - present.length,
    shares: shares.map((share) => shareSummary(share, now)),
    picks: picks
      .filter((pick) => onList.has(pick.talent_id))
      .map((pick) => ({
        shareId: pick.share_id,
        talentId: pick.talent_id,
        verdict: pick.verdict as "yes" | "maybe" | "no",
        comment: pick.comment,
        updatedAt: pick.updated_at,
      })),
  };
}

/** What the owner sees of a link: its name, dates and state, never its token. */
export function shareSummary(
  share: { id: string; name: string; expires_at: string; revoked_at: string | null; created_at: string },
  now: Date,
) {
  return {
    id: share.id,
    name: share.name,
    expiresAt: share.expires_at,
    revokedAt: share.revoked_at,
    createdAt: share.created_at,
    state: shareState(share, now),
  };
}

export async function createShortlist(
  deps: ShortlistDeps,
  ownerId: string,
  input: ShortlistInput,
): Promise<ShortlistDetail> {
  const at = nowOf(deps).toISOString();
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertShortlist(trx, { id, owner_id: ownerId, ...input, created_at: at, updated_at: at });
  });
  return readShortlist(deps, ownerId, id);
}

export async function editShortlist(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  input: ShortlistInput,
): Promise<ShortlistDetail> {
  await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, id);
    await updateShortlist(trx, id, { ...input, updated_at: nowOf(deps).toISOString() });
  });
  return readShortlist(deps, ownerId, id);
}

export async function removeShortlist(deps: ShortlistDeps, ownerId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, id);
    await deleteShortlist(trx, id);
  });
}

/** The copy's name: "<name> (copy)" in the owner's language, the name shortened so the whole fits. */
export function copyName(name: string, language: Language): string {
  const t = serverT(language);
  const suffix = t("shortlists.copyName", { name: "" });
  const room = SHORTLIST_NAME_MAX - suffix.length;
  const base = name.length > room ? `${name.slice(0, Math.max(0, room - 1)).trimEnd()}…` : name;
  return t("shortlists.copyName", { name: base });
}

/** A new list with the same brief, talents, order and notes; not the links nor the picks. */
export async function duplicateShortlist(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  language: Language,
): Promise<ShortlistDetail> {
  const copyId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    const list = await ownShortlist(trx, ownerId, id);
    const at = nowOf(deps).toISOString();
    await insertShortlist(trx, {
      ...list,
      id: copyId,
      name: copyName(list.name, language),
      created_at: at,
      updated_at: at,
    });
    const entries = (await listEntries(trx, [id])).filter((entry) => entry.talent_id !== null);
    for (const [position, entry] of entries.entries()) {
      await insertEntry(trx, { ...entry, id: randomUUID(), shortlist_id: copyId, position });
    }
  });
  return readShortlist(deps, ownerId, copyId);
}

/** Adds a public talent at the end of the list; a talent already on it answers its entry (no change). */
export async function addTalent(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  talentId: string,
): Promise<{ entry: ShortlistEntry; created: boolean }> {
  const { row, created } = await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, id);
    const existing = await findEntryOfTalent(trx, id, talentId);
    if (existing) return { row: existing, created: false };
    if (!(await isPublicTalent(trx, talentId))) {
      throw new AppError("NOT_FOUND", "errors.shortlists.talentNotFound");
    }
    const at = nowOf(deps).toISOString();
    const entry = {
      id: randomUUID(),
      shortlist_id: id,
      talent_id: talentId,
      position: await nextPosition(trx, id),
      note: "",
      added_at: at,
    };
    await insertEntry(trx, entry);
    const stored = await findEntryOfTalent(trx, id, talentId);
    if (stored?.id !== entry.id) return { row: stored ?? entry, created: false };
    await updateShortlist(trx, id, { updated_at: at });
    // The talent's insight counts the time they were shortlisted; not by whom (ADR 59).
    await countToday(trx, talentId, "shortlisted", nowOf(deps));
    return { row: entry, created: true };
  });
  const present = row as EntryRow & { talent_id: string };
  return { entry: entryOf(present, await publicCardsOf(deps.db, [present.talent_id])), created };
}

/** An entry of the account's list, or 404. */
async function ownEntry(db: Db, ownerId: string, id: string, entryId: string) {
  await ownShortlist(db, ownerId, id);
  const entry = await findEntry(db, id, entryId);
  if (!entry || entry.talent_id === null) throw new AppError("NOT_FOUND", "errors.shortlists.entryNotFound");
  return entry as EntryRow & { talent_id: string };
}

export async function removeEntry(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  entryId: string,
): Promise<ShortlistDetail> {
  await deps.db.transaction().execute(async (trx) => {
    await ownEntry(trx, ownerId, id, entryId);
    await deleteEntry(trx, entryId);
    await updateShortlist(trx, id, { updated_at: nowOf(deps).toISOString() });
  });
  return readShortlist(deps, ownerId, id);
}

/** Puts the list's entries in the given order: every entry it shows, each once. */
export async function reorderEntries(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  entryIds: readonly string[],
): Promise<ShortlistDetail> {
  await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, id);
    const current = (await listEntries(trx, [id])).filter((entry) => entry.talent_id !== null);
    if (
      !isSameEntrySet(
        current.map((entry) => entry.id),
        entryIds,
      )
    ) {
      throw new AppError("CONFLICT", "errors.shortlists.orderMismatch");
    }
    for (const [position, entryId] of entryIds.entries()) await setEntryPosition(trx, entryId, position);
    await updateShortlist(trx, id, { updated_at: nowOf(deps).toISOString() });
  });
  return readShortlist(deps, ownerId, id);
}

export async function saveNote(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
  entryId: string,
  note: string,
): Promise<ShortlistEntry> {
  const entry = await deps.db.transaction().execute(async (trx) => {
    const found = await ownEntry(trx, ownerId, id, entryId);
    await setEntryNote(trx, entryId, note);
    return { ...found, note };
  });
  return entryOf(entry, await publicCardsOf(deps.db, [entry.talent_id]));
}

/** Forgets the placeholders of deleted profiles: the list stops saying that some were removed. */
export async function dismissRemoved(
  deps: ShortlistDeps,
  ownerId: string,
  id: string,
): Promise<ShortlistDetail> {
  await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, id);
    await deleteRemovedEntries(trx, id);
  });
  return readShortlist(deps, ownerId, id);
}
