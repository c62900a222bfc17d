/** What a backup archive holds, relative to DATA_DIR (ADR 30, ADR 40). */
export const DATABASE_FILE = "vitrine.db";
export const MEDIA_DIR = "media";
export const SECRET_FILE = "auth-secret";

export type EntryKind = "file" | "folder";

/**
 * Where an archive entry goes, relative to DATA_DIR ("" for DATA_DIR itself), or an error saying why
 * it has no place there. A backup holds the data folder, the files vitrine.db and auth-secret, and
 * the folder media with files and folders in it; nothing else, and nothing that leaves the folder.
 */
export function placeInDataDir(name: string, kind: EntryKind): string {
  const relative = name.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  const parts = relative.split("/");
  if (name.startsWith("/") || parts.includes("..")) {
    throw new Error(`The archive's entry "${name}" points outside the data folder.`);
  }
  if (relative === "" || relative === ".") {
    if (kind === "folder") return "";
    throw new Error(`The archive's entry "${name}" is a file where the data folder should be.`);
  }
  if (parts.some((part) => part === "" || part === ".")) {
    throw new Error(`The archive's entry "${name}" is not a plain path.`);
  }
  const [top] = parts;
  const fits =
    top === DATABASE_FILE || top === SECRET_FILE
      ? parts.length === 1 && kind === "file"
      : top === MEDIA_DIR && (parts.length > 1 || kind === "folder");
  if (!fits) {
    throw new Error(
      `The archive's entry "${name}" does not belong in a backup, which holds only the files ${DATABASE_FILE} and ${SECRET_FILE} and the folder ${MEDIA_DIR}.`,
    );
  }
  return relative;
}
