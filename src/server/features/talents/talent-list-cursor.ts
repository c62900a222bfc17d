/** Where a page of the public list ends: the last card's creation time and id (the list's order). */
export type TalentListCursor = { createdAt: string; id: string };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[\w-]{1,100}$/;

/** An opaque token for the next page's request. */
export function encodeTalentListCursor(cursor: TalentListCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** The cursor a token stands for, or undefined when it is not one of ours. */
export function decodeTalentListCursor(token: string): TalentListCursor | undefined {
  const [createdAt, id, ...rest] = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (rest.length || !createdAt || !id || !ISO_TIMESTAMP.test(createdAt) || !ID.test(id)) return undefined;
  return { createdAt, id };
}
