import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import {
  acceptedEncoding,
  type Bytes,
  COMPRESS_FROM_BYTES,
  type Encoding,
  encodeBody,
} from "./content-encoding.ts";
import { requestHeader } from "./request-header.ts";
import { plainAnswer } from "./site-response.ts";

const PUBLIC = /(^|,)\s*public\s*(,|$)/i;

type Entry = {
  body: Bytes;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  /** Compressed copies, made on the first request that accepts them. */
  encoded: Partial<Record<Encoding, Promise<Bytes>>>;
};

export type PublicCache = {
  /** Serves cached GET answers, and stores public 200 answers; use it on public read routes only. */
  middleware: MiddlewareHandler<AppEnv>;
  /** Forgets every answer, including those being computed right now. */
  clear: () => void;
  /** How many answers are held. */
  readonly size: number;
};

/** Weak comparison (RFC 9110 13.1.2): the validators match whatever their W/ prefix. */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/**
 * A response cache for public read endpoints (ADR 24). Answers are kept per path and query, with a
 * content-hash ETag and their compressed forms, so a repeated request costs a map lookup, and a
 * conditional one (If-None-Match) a 304, without running any query. `clear()` empties it; the owner
 * calls it whenever public data changes. Entries older than `maxAgeMs` are recomputed anyway, which
 * bounds staleness should a change event ever be missed. Least recently used answers leave first
 * once `maxBytes` is reached.
 */
export function createPublicCache(options: { maxBytes: number; maxAgeMs: number }): PublicCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Bumped by clear(): an answer computed from data read before it is not stored. */
  let generation = 0;

  /**
   * What an entry holds, roughly: its body, room for the compressed copies (each well under a third
   * of a JSON or XML body), its key, and a kilobyte for the entry itself, so that many tiny answers
   * (one per junk query) cannot outgrow the bound either.
   */
  const costOf = (key: string, entry: Entry) => Math.ceil(entry.body.byteLength * 1.5) + key.length + 1024;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= costOf(key, entry);
  };

  const store = (key: string, entry: Entry) => {
    if (costOf(key, entry) > options.maxBytes / 4) return;
    remove(key);
    entries.set(key, entry);
    bytes += costOf(key, entry);
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > options.maxAgeMs) {
      remove(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const answer = async (c: Context<AppEnv>, entry: Entry): Promise<Response> => {
    const headers: Record<string, string> = {
      "Cache-Control": entry.cacheControl,
      ETag: entry.etag,
      Vary: "Accept-Encoding",
    };
    if (ifNoneMatchHits(requestHeader(c, "if-none-match"), entry.etag)) return c.body(null, 304, headers);
    headers["Content-Type"] = entry.contentType;
    const encoding =
      entry.body.byteLength >= COMPRESS_FROM_BYTES
        ? acceptedEncoding(requestHeader(c, "accept-encoding"))
        : undefined;
    if (!encoding) return plainAnswer(c, entry.body, 200, headers);
    entry.encoded[encoding] ??= encodeBody(encoding, entry.body);
    headers["Content-Encoding"] = encoding;
    return plainAnswer(c, await entry.encoded[encoding], 200, headers);
  };

  /** The entry for a handler's answer; undefined unless it is a plain public 200. */
  const entryOf = async (res: Response): Promise<Entry | undefined> => {
    const cacheControl = res.headers.get("cache-control") ?? "";
    // One already encoded is not what a handler wrote.
    if (res.status !== 200 || !PUBLIC.test(cacheControl) || res.headers.has("content-encoding"))
      return undefined;
    const body = new Uint8Array(await res.arrayBuffer());
    return {
      body,
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
      cacheControl,
      storedAt: Date.now(),
      encoded: {},
    };
  };

  /**
   * Answers being computed: requests that arrive meanwhile wait for them rather than running the
   * same queries again (after a change, the first requests would otherwise all miss at once).
   */
  const computing = new Map<string, Promise<Entry | undefined>>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const cached = lookup(key);
    if (cached) return answer(c, cached);
    const pending = computing.get(key);
    if (pending) {
      const shared = await pending;
      // A private or failed answer is not shared: this request makes its own.
      return shared ? answer(c, shared) : next();
    }

    const startedIn = generation;
    let settle: (entry: Entry | undefined) => void = () => {};
    const computed = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    computing.set(key, computed);
    let entry: Entry | undefined;
    try {
      await next();
      entry = await entryOf(c.res);
      if (entry && startedIn === generation) store(key, entry);
    } finally {
      settle(entry);
      if (computing.get(key) === computed) computing.delete(key);
    }
    if (entry) c.res = await answer(c, entry);
  };

  return {
    middleware,
    clear: () => {
      generation += 1;
      entries.clear();
      computing.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
