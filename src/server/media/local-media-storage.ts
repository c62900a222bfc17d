import { randomBytes } from "node:crypto";
import { createReadStream, type Dirent } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
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
 * Files under DATA_DIR/media; writes go to a temporary file first and are renamed into place. The
 * content type follows from the key's extension (the app only writes extensions it knows).
 */
export function createLocalMediaStorage(rootDir: string): MediaStorage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };
  const typeOf = (key: string) => CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";

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
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `${TEMPORARY_PREFIX}${randomBytes(6).toString("hex")}`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = fileFor(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (!range) return { body: createReadStream(file), size: info.size, contentType: typeOf(key) };
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      return {
        body: createReadStream(file, { start: range.start, end }),
        size: info.size,
        contentType: typeOf(key),
        range: { start: range.start, end },
      };
    },
    async head(key) {
      const info = await stat(fileFor(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size, contentType: typeOf(key) } : undefined;
    },
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await removeEmptyParents(file);
    },
    async deletePrefix(prefix) {
      const folder = path.join(root, ...safeFolder(prefix).split("/"));
      await rm(folder, { recursive: true, force: true });
      await removeEmptyParents(folder);
    },
    listKeys() {
      return walk(root, "");
    },
  };
}
