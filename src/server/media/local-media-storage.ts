import { randomBytes } from "node:crypto";
import { createReadStream, type Dirent, lstatSync, realpathSync } from "node:fs";
import { mkdir, readdir, realpath, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeOwnerOnlyDir, OWNER_ONLY_DIR, OWNER_ONLY_FILE } from "#server/lib/owner-only";
import { assertSafeKey, type MediaStorage, type StoredKey, safeFolder } from "./media-storage.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
};

/** Files in progress: hidden from listings, so a half-written file is never seen. */
const TEMPORARY_PREFIX = ".tmp-";

/**
 * The media folder's real path, the folder created for the owner only when it is not there. It must
 * be a folder, not a link: through a link to / every file on the machine would be a media file.
 */
function openMediaRoot(rootDir: string): string {
  const root = path.resolve(rootDir);
  const info = lstatSync(root, { throwIfNoEntry: false });
  if (!info) makeOwnerOnlyDir(root);
  else if (!info.isDirectory()) {
    throw new Error(
      `${root} is ${info.isSymbolicLink() ? "a symbolic link" : "not a folder"}: media must be a real folder (mount a disk at that path rather than linking one).`,
    );
  }
  return realpathSync(root);
}

/**
 * Files under DATA_DIR/media; writes go to a temporary file first and are renamed into place. The
 * content type follows from the key's extension (the app only writes extensions it knows). No path
 * is used whose real path leaves the media folder (a link placed inside it by someone, ADR 40):
 * reads find nothing there, writes and deletes are refused.
 */
export function createLocalMediaStorage(rootDir: string): MediaStorage {
  const root = openMediaRoot(rootDir);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };
  const typeOf = (key: string) => CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
  const isInside = (real: string) => real === root || real.startsWith(root + path.sep);

  /**
   * The real path of a folder under the root, links followed; one not there yet resolves through the
   * nearest folder above it that is. Throws when that leaves the root.
   */
  async function confinedFolder(dir: string, key: string): Promise<string> {
    const missing: string[] = [];
    let existing = dir;
    for (;;) {
      try {
        const real = path.join(await realpath(existing), ...missing);
        if (!isInside(real)) throw new Error(`Media key ${key} leads out of the media folder through a link`);
        return real;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT" || existing === root) throw err;
        missing.unshift(path.basename(existing));
        existing = path.dirname(existing);
      }
    }
  }

  /** The real path and size of a stored file; undefined when missing, not a file, or outside. */
  async function confinedFile(key: string) {
    const real = await realpath(fileFor(key)).catch(() => undefined);
    if (real === undefined || !isInside(real)) return undefined;
    const info = await stat(real).catch(() => undefined);
    return info?.isFile() ? { file: real, size: info.size } : undefined;
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredKey> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(TEMPORARY_PREFIX)) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full, key);
      } else if (entry.isFile()) {
        const info = await stat(full).catch(() => undefined);
        if (info) yield { key, lastModified: info.mtime };
      }
    }
  }

  /**
   * Folders emptied by a deletion go too, except the top-level ones ("images", "av"), which stay
   * for the next upload (and for anyone looking into them).
   */
  async function removeEmptyParents(file: string): Promise<void> {
    let dir = path.dirname(file);
    while (dir.startsWith(root + path.sep) && path.dirname(dir) !== root) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone)
      }
      dir = path.dirname(dir);
    }
  }

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      const dir = await confinedFolder(path.dirname(file), key);
      await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
      const temporary = path.join(dir, `${TEMPORARY_PREFIX}${randomBytes(6).toString("hex")}`);
      try {
        await writeFile(temporary, bytes, { mode: OWNER_ONLY_FILE, flag: "wx" });
        // A link where the file goes is replaced, never written through.
        await rename(temporary, path.join(dir, path.basename(file)));
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const found = await confinedFile(key);
      if (!found) return undefined;
      const { file, size } = found;
      if (!range) return { body: createReadStream(file), size, contentType: typeOf(key) };
      const end = Math.min(range.end ?? size - 1, size - 1);
      return {
        body: createReadStream(file, { start: range.start, end }),
        size,
        contentType: typeOf(key),
        range: { start: range.start, end },
      };
    },
    async head(key) {
      const found = await confinedFile(key);
      return found ? { size: found.size, contentType: typeOf(key) } : undefined;
    },
    // A link named by the key is removed itself (rm never follows the last part of a path); the
    // folders above it are resolved, so a linked folder cannot take a deletion outside.
    async delete(key) {
      const file = fileFor(key);
      const target = path.join(await confinedFolder(path.dirname(file), key), path.basename(file));
      await rm(target, { force: true });
      await removeEmptyParents(target);
    },
    async deletePrefix(prefix) {
      const folder = path.join(root, ...safeFolder(prefix).split("/"));
      const target = path.join(await confinedFolder(path.dirname(folder), prefix), path.basename(folder));
      await rm(target, { recursive: true, force: true });
      await removeEmptyParents(target);
    },
    listKeys() {
      return walk(root, "");
    },
  };
}
