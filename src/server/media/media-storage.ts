/** Where processed media bytes live: local disk by default, an S3-compatible bucket at scale. */
export type StoredObject = {
  body: NodeJS.ReadableStream | ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  /** The byte range served, when a range was asked for. */
  range?: { start: number; end: number };
};

/** One entry of a listing: the orphan sweep spares keys younger than its grace period. */
export type StoredKey = { key: string; lastModified: Date };

export interface MediaStorage {
  /** Stores the bytes under the key, replacing any earlier object atomically. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Reads an object, or the bytes start..end (inclusive; end defaults to, and is capped at, the last
   * byte) of it; undefined when the key does not exist. Callers check `start` against the size from
   * head() first and turn suffix ranges ("the last n bytes") into a start.
   */
  get(key: string, range?: { start: number; end?: number }): Promise<StoredObject | undefined>;
  /** The size and type of an object, without reading it. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  /** Removes one object; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
  /** Removes every object under the folder `prefix` ("images/img-1/"; the trailing slash is implied). */
  deletePrefix(prefix: string): Promise<void>;
  /** Lists every stored key with its last change (for the orphan sweep). */
  listKeys(): AsyncIterable<StoredKey>;
}

/** Keys are built only from ids we generate: lowercase letters, digits, dots, dashes and slashes. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe media key: ${key}`);
}

/** A folder prefix without its trailing slash, checked like a key. */
export function safeFolder(prefix: string): string {
  const folder = prefix.replace(/\/$/, "");
  assertSafeKey(folder);
  return folder;
}
