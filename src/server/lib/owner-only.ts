import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database, the auth secret, mail and media: whoever reads them can sign in as
 * anyone and read every message. Everything Vitrine writes there is for its own account (ADR 40).
 */
export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_DIR = 0o700;

/** Creates a folder (and the missing folders above it) for the owner only. */
export function makeOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
}

/**
 * Narrows a plain file to 0600 or a folder to 0700. A link is left alone (chmod would change what it
 * points to), and so is a path that is not there. Answers false when the path belongs to another
 * account, which this one may not change.
 */
function tighten(target: string): boolean {
  const info = lstatSync(target, { throwIfNoEntry: false });
  if (!info || !(info.isFile() || info.isDirectory())) return true;
  const mode = info.isDirectory() ? OWNER_ONLY_DIR : OWNER_ONLY_FILE;
  if ((info.mode & 0o777) === mode) return true;
  try {
    chmodSync(target, mode);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EPERM") return false;
    throw err;
  }
}

/**
 * At start: data directories written by earlier versions were readable by every local account. This
 * narrows DATA_DIR itself, the database with its -wal and -shm, the auth secret, the media and mail
 * folders, the mail files and the folders restores set aside. Files deeper in media are not walked
 * (there may be hundreds of thousands): the 0700 folders above them already keep others out.
 * Answers the paths that belong to another account and stay as they were.
 */
export function tightenDataDir(dataDir: string): string[] {
  if (!lstatSync(dataDir, { throwIfNoEntry: false })?.isDirectory()) return [];
  const mail = path.join(dataDir, "mail");
  const mailFiles = lstatSync(mail, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(mail).map((name) => path.join(mail, name))
    : [];
  const setAside = readdirSync(dataDir)
    .filter((name) => name.startsWith("before-restore-"))
    .map((name) => path.join(dataDir, name));
  const targets = [
    dataDir,
    ...["vitrine.db", "vitrine.db-wal", "vitrine.db-shm", "auth-secret", "media", "mail"].map((name) =>
      path.join(dataDir, name),
    ),
    ...mailFiles,
    ...setAside,
  ];
  return targets.filter((target) => !tighten(target));
}
