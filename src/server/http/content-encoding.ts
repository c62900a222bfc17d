import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

export type Encoding = "br" | "gzip";
export type Bytes = Uint8Array<ArrayBuffer>;

/** Bodies smaller than this are sent as they are: compressing them saves nothing worth the work. */
export const COMPRESS_FROM_BYTES = 1024;

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;
const VARY_ACCEPT_ENCODING = /(^|,)\s*accept-encoding\s*(,|$)/i;

/**
 * Whether an answer could be sent compressed, and so varies by Accept-Encoding: a text type (JSON,
 * HTML, JavaScript, CSS, XML ...), not encoded already, with a body, not marked no-transform.
 */
export function compressible(
  status: number,
  contentType: string | undefined,
  contentEncoding: string | undefined,
  cacheControl: string | undefined,
): boolean {
  return Boolean(
    contentType &&
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) &&
      !contentEncoding &&
      status !== 204 &&
      status !== 206 &&
      status !== 304 &&
      !NO_TRANSFORM.test(cacheControl ?? ""),
  );
}

/** The Vary header naming Accept-Encoding too; undefined when `vary` names it already (or is `*`). */
export function varyWithAcceptEncoding(vary: string | undefined): string | undefined {
  if (!vary) return "Accept-Encoding";
  return vary === "*" || VARY_ACCEPT_ENCODING.test(vary) ? undefined : `${vary}, Accept-Encoding`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with, of those offered: Brotli before gzip, if the client accepts it
 * (q=0 refuses one; no header, none).
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) accepted.add(name);
  }
  return offered.find((encoding) => accepted.has(encoding));
}

/**
 * Compresses on libuv's thread pool, off the event loop. Brotli at quality 5 compresses JSON better
 * than gzip at a similar speed; its default (11) would take a hundred times longer.
 */
export async function encodeBody(encoding: Encoding, body: Uint8Array): Promise<Bytes> {
  const compressed =
    encoding === "br"
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(body, { level: 6 });
  return new Uint8Array(compressed);
}
