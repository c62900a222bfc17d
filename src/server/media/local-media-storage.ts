import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type MediaStorage } from "./media-storage.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
};

/** Files under DATA_DIR/media; writes go to a temporary file first and are renamed into place. */
export function createLocalMediaStorage(rootDir: string): MediaStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split("/"));
  };
  const typeOf = (key: string) => CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";

  async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".tmp-")) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else yield key;
    }
  }

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.tmp-${randomBytes(6).toString("hex")}`);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
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
    async deletePrefix(prefix) {
      assertSafeKey(prefix.replace(/\/$/, ""));
      await rm(path.join(rootDir, ...prefix.replace(/\/$/, "").split("/")), { recursive: true, force: true });
    },
    listKeys() {
      return walk(rootDir, "");
    },
  };
}
