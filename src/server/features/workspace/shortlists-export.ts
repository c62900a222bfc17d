import type { Db } from "#server/db/schema";
import { shareState } from "./shortlist-rules.ts";
import { listPicks, listShares } from "./shortlist-shares.repository.ts";
import { listEntries, listOwnShortlists } from "./shortlists.repository.ts";

/**
 * The account's shortlists for its data export: each list's brief, its talents in order with the
 * private notes, its links to clients (name, dates, state; never the token or its hash) and the
 * clients' picks through them.
 */
export async function exportShortlistsOf(db: Db, userId: string, now = new Date()) {
  const lists = await listOwnShortlists(db, userId);
  const entries = await listEntries(
    db,
    lists.map((list) => list.id),
  );
  const talentIds = [...new Set(entries.flatMap((entry) => (entry.talent_id ? [entry.talent_id] : [])))];
  const names = new Map(
    talentIds.length === 0
      ? []
      : (await db.selectFrom("talents").select(["id", "name"]).where("id", "in", talentIds).execute()).map(
          (row) => [row.id, row.name],
        ),
  );
  return Promise.all(
    lists.map(async (list) => {
      const shares = await listShares(db, list.id);
      const picks = await listPicks(
        db,
        shares.map((share) => share.id),
      );
      const shareName = new Map(shares.map((share) => [share.id, share.name]));
      return {
        name: list.name,
        job: list.job,
        dates: list.dates,
        location: list.location,
        createdAt: list.created_at,
        updatedAt: list.updated_at,
        entries: entries
          .filter((entry) => entry.shortlist_id === list.id)
          .map((entry) => ({
            talentId: entry.talent_id,
            talentName: entry.talent_id ? (names.get(entry.talent_id) ?? null) : null,
            removed: entry.talent_id === null,
            note: entry.note,
            addedAt: entry.added_at,
          })),
        shares: shares.map((share) => ({
          name: share.name,
          createdAt: share.created_at,
          expiresAt: share.expires_at,
          revokedAt: share.revoked_at,
          state: shareState(share, now),
        })),
        picks: picks.map((pick) => ({
          link: shareName.get(pick.share_id) ?? "",
          talentId: pick.talent_id,
          talentName: names.get(pick.talent_id) ?? null,
          verdict: pick.verdict,
          comment: pick.comment,
          updatedAt: pick.updated_at,
        })),
      };
    }),
  );
}
