import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";

/** What a backup archive holds, relative to DATA_DIR (ADR 30). */
const DATABASE_FILE = "vitrine.db";
const MEDIA_DIR = "media";
const SECRET_FILE = "auth-secret";

function tar(args: string[]): void {
  const run = spawnSync("tar", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`tar ${args[0]} failed: ${run.stderr || run.error?.message}`);
}

/**
 * Writes one .tar.gz of a running instance's data: a consistent copy of the SQLite database made
 * with SQLite's online backup API (writers keep writing meanwhile), the media folder, and the
 * generated auth secret when there is one. Media first, database second: a file uploaded between
 * the two is at worst an unreferenced extra, never a reference without its file.
 */
export async function createBackup(options: { dataDir: string; archive: string }): Promise<void> {
  const database = path.join(options.dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new Error(`There is no database at ${database}: check DATA_DIR.`);
  const stage = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
  try {
    const media = path.join(options.dataDir, MEDIA_DIR);
    if (existsSync(media)) cpSync(media, path.join(stage, MEDIA_DIR), { recursive: true });
    else mkdirSync(path.join(stage, MEDIA_DIR));
    const secret = path.join(options.dataDir, SECRET_FILE);
    if (existsSync(secret)) cpSync(secret, path.join(stage, SECRET_FILE));
    const source = new SqliteDatabase(database, { fileMustExist: true });
    try {
      await source.backup(path.join(stage, DATABASE_FILE));
    } finally {
      source.close();
    }
    mkdirSync(path.dirname(path.resolve(options.archive)), { recursive: true });
    tar(["-czf", path.resolve(options.archive), "-C", stage, "."]);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * Brings an archive made by createBackup back into DATA_DIR (the server must be stopped). What was
 * there is moved aside into `DATA_DIR/before-restore-<time>/`, never deleted. The restored database
 * must pass SQLite's integrity check; otherwise nothing is changed. Answers the folder set aside.
 */
export function restoreBackup(options: { dataDir: string; archive: string }): string | undefined {
  const stage = mkdtempSync(path.join(tmpdir(), "vitrine-restore-"));
  try {
    tar(["-xzf", path.resolve(options.archive), "-C", stage]);
    const restored = path.join(stage, DATABASE_FILE);
    if (!existsSync(restored)) throw new Error("The archive holds no vitrine.db: is it a Vitrine backup?");
    const check = new SqliteDatabase(restored, { readonly: true });
    try {
      const result = check.pragma("integrity_check", { simple: true });
      if (result !== "ok")
        throw new Error(`The archive's database fails SQLite's integrity check: ${result}`);
    } finally {
      check.close();
    }

    mkdirSync(options.dataDir, { recursive: true });
    const present = [
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
      MEDIA_DIR,
      SECRET_FILE,
    ].filter((name) => existsSync(path.join(options.dataDir, name)));
    let aside: string | undefined;
    if (present.length > 0) {
      aside = path.join(options.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      mkdirSync(aside);
      for (const name of present) renameSync(path.join(options.dataDir, name), path.join(aside, name));
    }
    for (const name of readdirSync(stage)) {
      cpSync(path.join(stage, name), path.join(options.dataDir, name), { recursive: true });
    }
    return aside;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
