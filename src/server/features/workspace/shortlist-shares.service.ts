import { randomUUID } from "node:crypto";
import { AppError } from "#server/http/app-error";
import type { ShareInput, ShareSummary } from "#shared/workspace/shortlists.schema";
import { shareExpiry } from "./shortlist-rules.ts";
import { hashShareToken, newShareToken } from "./shortlist-share-token.ts";
import { findShare, insertShare, revokeShare } from "./shortlist-shares.repository.ts";
import { nowOf, ownShortlist, type ShortlistDeps, shareSummary } from "./shortlists.service.ts";

/**
 * A new link to the list for a client, working for the chosen days. The token is answered this once;
 * the database keeps only its hash.
 */
export async function createShare(
  deps: ShortlistDeps,
  ownerId: string,
  shortlistId: string,
  input: ShareInput,
): Promise<{ share: ShareSummary; token: string }> {
  const token = newShareToken();
  const now = nowOf(deps);
  const row = {
    id: randomUUID(),
    shortlist_id: shortlistId,
    name: input.name,
    token_hash: hashShareToken(token),
    expires_at: shareExpiry(now, input.days).toISOString(),
    revoked_at: null,
    created_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, shortlistId);
    await insertShare(trx, row);
  });
  return { share: shareSummary(row, now), token };
}

/** Withdraws a link: it answers 410 from now on. Withdrawing twice changes nothing. */
export async function withdrawShare(
  deps: ShortlistDeps,
  ownerId: string,
  shortlistId: string,
  shareId: string,
): Promise<ShareSummary> {
  const now = nowOf(deps);
  const share = await deps.db.transaction().execute(async (trx) => {
    await ownShortlist(trx, ownerId, shortlistId);
    const found = await findShare(trx, shortlistId, shareId);
    if (!found) throw new AppError("NOT_FOUND", "errors.shortlists.shareNotFound");
    await revokeShare(trx, shareId, now.toISOString());
    return findShare(trx, shortlistId, shareId);
  });
  if (!share) throw new AppError("NOT_FOUND", "errors.shortlists.shareNotFound");
  return shareSummary(share, now);
}
