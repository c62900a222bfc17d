import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { makeOwnerOnlyDir, OWNER_ONLY_DIR, OWNER_ONLY_FILE, tightenDataDir } from "#server/lib/owner-only";
import { DATABASE_FILE, MEDIA_DIR, SECRET_FILE } from "./backup-layout.ts";
import { unpackBackupArchive } from "./unpack-backup-archive.ts";

/**
 * Copies plain files and folders only. A link, device or the like under DATA_DIR is left out and
 * named in `skipped`: a restore refuses archives that hold one (ADR 40).
 */
function copyPlain(source: string, target: string, name: string, skipped: string[]): void {
  const info = lstatSync(source, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isFile()) copyFileSync(source, target);
  else if (info.isDirectory()) {
    mkdirSync(target, { mode: OWNER_ONLY_DIR });
    for (const entry of readdirSync(source)) {
      copyPlain(path.join(source, entry), path.join(target, entry), `${name}/${entry}`, skipped);
    }
  } else skipped.push(name);
}

/** Runs `tar -cz` over a folder into an archive readable by its owner only. */
function writeArchive(folder: string, archive: string): void {
  makeOwnerOnlyDir(path.dirname(archive));
  // Written under another name first: an archive cut short by a failure never looks finished.
  const partial = `${archive}.partial-${randomBytes(4).toString("hex")}`;
  const fd = openSync(partial, "wx", OWNER_ONLY_FILE);
  try {
    const run = spawnSync("tar", ["-cz", "-f", "-", "-C", folder, "."], {
      stdio: ["ignore", fd, "pipe"],
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`tar failed: ${run.stderr || run.error?.message}`);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    closeSync(fd);
  }
  renameSync(partial, archive);
}

/**
 * Writes one .tar.gz of a running instance's data: a consistent copy of the SQLite database made
 * with SQLite's online backup API (writers keep writing meanwhile), the media folder, and the
 * generated auth secret when there is one. Media first, database second: a file uploaded between
 * the two is at worst an unreferenced extra, never a reference without its file. The archive holds
 * the secret, so it is written for its owner only. Answers what was left out (links and the like).
 */
export async function createBackup(options: {
  dataDir: string;
  archive: string;
}): Promise<{ skipped: string[] }> {
  const database = path.join(options.dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new Error(`There is no database at ${database}: check DATA_DIR.`);
  const stage = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
  const skipped: string[] = [];
  try {
    const media = path.join(stage, MEDIA_DIR);
    copyPlain(path.join(options.dataDir, MEDIA_DIR), media, MEDIA_DIR, skipped);
    if (!existsSync(media)) mkdirSync(media, { mode: OWNER_ONLY_DIR });
    copyPlain(path.join(options.dataDir, SECRET_FILE), path.join(stage, SECRET_FILE), SECRET_FILE, skipped);
    const source = new SqliteDatabase(database, { fileMustExist: true });
    try {
      await source.backup(path.join(stage, DATABASE_FILE));
    } finally {
      source.close();
    }
    writeArchive(stage, path.resolve(options.archive));
    return { skipped };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function checkIntegrity(database: string): void {
  if (!existsSync(database)) throw new Error("The archive holds no vitrine.db: is it a Vitrine backup?");
  const check = new SqliteDatabase(database, { readonly: true });
  try {
    const result = check.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`The archive's database fails SQLite's integrity check: ${result}`);
  } finally {
    check.close();
  }
}

/** What a restore replaces; the database's -wal and -shm belong to the database they go with. */
const REPLACED = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, MEDIA_DIR, SECRET_FILE];

/**
 * Brings an archive made by createBackup back into DATA_DIR (the server must be stopped). The
 * archive is unpacked into a folder of its own inside DATA_DIR and checked first: every entry must
 * be a plain file or folder where a backup keeps one (see unpackBackupArchive), and the database
 * must pass SQLite's integrity check. Only then is what DATA_DIR held moved aside into
 * `DATA_DIR/before-restore-<time>/` (never deleted) and the unpacked data moved in; a refused
 * archive changes nothing. Answers the folder set aside.
 */
export async function restoreBackup(options: {
  dataDir: string;
  archive: string;
}): Promise<string | undefined> {
  const dataDir = path.resolve(options.dataDir);
  makeOwnerOnlyDir(dataDir);
  const stage = mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    try {
      await unpackBackupArchive(path.resolve(options.archive), stage);
      checkIntegrity(path.join(stage, DATABASE_FILE));
    } catch (err) {
      throw new Error(`${(err as Error).message} Nothing in ${dataDir} was changed.`);
    }
    const present = REPLACED.filter((name) => lstatSync(path.join(dataDir, name), { throwIfNoEntry: false }));
    let aside: string | undefined;
    if (present.length > 0) {
      aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      mkdirSync(aside, { mode: OWNER_ONLY_DIR });
      for (const name of present) renameSync(path.join(dataDir, name), path.join(aside, name));
    }
    for (const name of readdirSync(stage)) renameSync(path.join(stage, name), path.join(dataDir, name));
    // A data folder from an earlier version may be open to others; the server would narrow it too.
    tightenDataDir(dataDir);
    return aside;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
