import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { hydrateTalents } from "#server/talent-records/talents.repository";
import type {
  PickInput,
  PickVerdict,
  SharedPick,
  SharedShortlist,
  SharedTalent,
} from "#shared/workspace/shortlists.schema";
import { shareState } from "./shortlist-rules.ts";
import { hashShareToken, isWellFormedShareToken, shareTokenMatches } from "./shortlist-share-token.ts";
import {
  findShareByHash,
  listPicks,
  type ShareRow,
  takePickFromBudget,
  upsertPick,
} from "./shortlist-shares.repository.ts";
import { findEntryOfTalent, listEntries } from "./shortlists.repository.ts";
import { nowOf, type ShortlistDeps } from "./shortlists.service.ts";

/**
 * The link of a presented token, while it works: an unknown token answers 404, a withdrawn or
 * expired one 410 (with what happened, for the page to say), and none of them shows the list.
 */
async function workingShare(deps: ShortlistDeps, token: string | undefined): Promise<ShareRow> {
  if (!isWellFormedShareToken(token)) throw new AppError("NOT_FOUND", "errors.shortlists.linkNotFound");
  const share = await findShareByHash(deps.db, hashShareToken(token));
  if (!share || !shareTokenMatches(token, share.token_hash)) {
    throw new AppError("NOT_FOUND", "errors.shortlists.linkNotFound");
  }
  const state = shareState(share, nowOf(deps));
  if (state === "revoked") {
    throw new AppError("LINK_EXPIRED", "errors.shortlists.linkWithdrawn", { details: { reason: "revoked" } });
  }
  if (state === "expired") {
    throw new AppError("LINK_EXPIRED", "errors.shortlists.linkExpired", { details: { reason: "expired" } });
  }
  return share;
}

/** The public talents of a list in its order, as a client sees them: pictures, no address. */
async function sharedTalents(db: Kysely<Database>, shortlistId: string): Promise<SharedTalent[]> {
  const ids = (await listEntries(db, [shortlistId]))
    .map((entry) => entry.talent_id)
    .filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("talents")
    .selectAll()
    .where("id", "in", ids)
    .where("status", "=", "approved")
    .execute();
  const talents = new Map((await hydrateTalents(db, rows)).map((talent) => [talent.id, talent]));
  return ids.flatMap((id) => {
    const talent = talents.get(id);
    if (!talent) return [];
    return [
      {
        id: talent.id,
        slug: talent.slug,
        name: talent.name,
        category: talent.category,
        subcategory: talent.subcategory,
        location: talent.location,
        image: talent.image,
        pictures: talent.gallery.flatMap((item) => (item.type === "image" ? [item.image] : [])),
        compCardDownload: talent.compCardDownload,
      },
    ];
  });
}

const sharedPick = (pick: {
  talent_id: string;
  verdict: string;
  comment: string;
  updated_at: string;
}): SharedPick => ({
  talentId: pick.talent_id,
  verdict: pick.verdict as PickVerdict,
  comment: pick.comment,
  updatedAt: pick.updated_at,
});

/**
 * What a client's link shows: the list's name and brief, the company that shares it (if the account
 * gave one; no person's name, no address), its public talents and this link's picks.
 */
export async function readSharedShortlist(
  deps: ShortlistDeps,
  token: string | undefined,
): Promise<SharedShortlist> {
  const share = await workingShare(deps, token);
  const list = await deps.db
    .selectFrom("shortlists")
    .innerJoin("user", "user.id", "shortlists.owner_id")
    .select([
      "shortlists.name",
      "shortlists.job",
      "shortlists.dates",
      "shortlists.location",
      "user.companyName",
    ])
    .where("shortlists.id", "=", share.shortlist_id)
    .executeTakeFirst();
  if (!list) throw new AppError("NOT_FOUND", "errors.shortlists.linkNotFound");
  const talents = await sharedTalents(deps.db, share.shortlist_id);
  const shown = new Set(talents.map((talent) => talent.id));
  const picks = (await listPicks(deps.db, [share.id])).filter((pick) => shown.has(pick.talent_id));
  return {
    name: list.name,
    job: list.job,
    dates: list.dates,
    location: list.location,
    company: list.companyName?.trim() || null,
    expiresAt: share.expires_at,
    talents,
    picks: picks.map(sharedPick),
  };
}

/**
 * The client's verdict on a talent of the list, within the link's hourly budget; the list's owner
 * hears of it live. A talent no longer on the list (or no longer public) is refused 404.
 */
export async function savePick(
  deps: ShortlistDeps,
  token: string | undefined,
  talentId: string,
  input: PickInput,
): Promise<SharedPick> {
  const share = await workingShare(deps, token);
  const now = nowOf(deps);
  const row = {
    share_id: share.id,
    talent_id: talentId,
    verdict: input.verdict,
    comment: input.comment,
    updated_at: now.toISOString(),
  };
  const ownerId = await deps.db.transaction().execute(async (trx) => {
    const entry = await findEntryOfTalent(trx, share.shortlist_id, talentId);
    const talent = entry
      ? await trx
          .selectFrom("talents")
          .select("id")
          .where("id", "=", talentId)
          .where("status", "=", "approved")
          .executeTakeFirst()
      : undefined;
    if (!talent) throw new AppError("NOT_FOUND", "errors.shortlists.talentNotOnList");
    if (!(await takePickFromBudget(trx, share.id, now))) {
      throw new AppError("RATE_LIMITED", "errors.shortlists.tooManyPicks");
    }
    await upsertPick(trx, row);
    const list = await trx
      .selectFrom("shortlists")
      .select("owner_id")
      .where("id", "=", share.shortlist_id)
      .executeTakeFirstOrThrow();
    return list.owner_id;
  });
  await deps.realtime.publish({ type: "shortlist.picked", talentId }, ownerId);
  return sharedPick(row);
}
