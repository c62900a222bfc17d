/**
 * Where a page of the public list ends: the last card's creation time and id (the list's order) and,
 * in a keyword search's list, the last card's rank (`searchRank`).
 */
export type TalentListCursor = { createdAt: string; id: string; rank?: number };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[\w-]{1,100}$/;
const RANK = /^[0-3]$/;

/** An opaque token for the next page's request. */
export function encodeTalentListCursor(cursor: TalentListCursor): string {
  const rank = cursor.rank === undefined ? "" : `|${cursor.rank}`;
  return Buffer.from(`${cursor.createdAt}|${cursor.id}${rank}`).toString("base64url");
}

/** The cursor a token stands for, or undefined when it is not one of ours. */
export function decodeTalentListCursor(token: string): TalentListCursor | undefined {
  const [createdAt, id, rank, ...rest] = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (rest.length || !createdAt || !id || !ISO_TIMESTAMP.test(createdAt) || !ID.test(id)) return undefined;
  if (rank === undefined) return { createdAt, id };
  return RANK.test(rank) ? { createdAt, id, rank: Number(rank) } : undefined;
}
