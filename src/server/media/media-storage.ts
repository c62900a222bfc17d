/** Where processed media bytes live: local disk by default, an S3-compatible bucket at scale. */
export type StoredObject = {
  body: NodeJS.ReadableStream | ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  /** The byte range served, when a range was asked for. */
  range?: { start: number; end: number };
};

export interface MediaStorage {
  /** Stores the bytes under the key, replacing any earlier object atomically. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Reads an object (or a byte range of it); undefined when the key does not exist. */
  get(key: string, range?: { start: number; end?: number }): Promise<StoredObject | undefined>;
  /** The size and type of an object, without reading it. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  /** Removes every object whose key starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** Lists every stored key (for the orphan sweep). */
  listKeys(): AsyncIterable<string>;
}

/** Keys are built only from ids we generate: lowercase letters, digits, dots, dashes and slashes. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe media key: ${key}`);
}
