/**
 * Where a page of the public list ends: the last card's creation time and id (the list's order);
 * in a search by distance its distance in metres first (nearest first); in a keyword search's list
 * its rank (`searchRank`, 0 to 3; 4 and 5 when it lists the whole name first, then the other matches
 * newest first, ADR 62).
 */
export type TalentListCursor = {
  createdAt: string;
  id: string;
  distanceM?: number | undefined;
  rank?: number | undefined;
};

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[\w-]{1,100}$/;
/** A distance as String(number) writes it (shortest form that reads back to the same number). */
const DISTANCE = /^\d+(\.\d+)?(e[+-]?\d+)?$/;
/** 0 to 3 a keyword search's rank; 4 and 5 its whole name and other matches when many match. */
const RANK = /^[0-5]$/;

/** An opaque token for the next page's request: `[distance|]createdAt|id[|rank]`. */
export function encodeTalentListCursor(cursor: TalentListCursor): string {
  const parts = [cursor.createdAt, cursor.id];
  if (cursor.distanceM !== undefined) parts.unshift(String(cursor.distanceM));
  if (cursor.rank !== undefined) parts.push(String(cursor.rank));
  return Buffer.from(parts.join("|")).toString("base64url");
}

/** The cursor a token stands for, or undefined when it is not one of ours. */
export function decodeTalentListCursor(token: string): TalentListCursor | undefined {
  const parts = Buffer.from(token, "base64url").toString("utf8").split("|");
  const distance = parts[0] !== undefined && !ISO_TIMESTAMP.test(parts[0]) ? parts.shift() : undefined;
  const [createdAt, id, rank, ...rest] = parts;
  if (rest.length || !createdAt || !id || !ISO_TIMESTAMP.test(createdAt) || !ID.test(id)) return undefined;
  if (distance !== undefined && (!DISTANCE.test(distance) || !Number.isFinite(Number(distance))))
    return undefined;
  if (rank !== undefined && !RANK.test(rank)) return undefined;
  return {
    createdAt,
    id,
    ...(distance === undefined ? {} : { distanceM: Number(distance) }),
    ...(rank === undefined ? {} : { rank: Number(rank) }),
  };
}
