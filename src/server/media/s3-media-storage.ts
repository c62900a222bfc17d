import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "#server/config";
import { assertSafeKey, type MediaStorage, type StoredKey, safeFolder } from "./media-storage.ts";

/** S3's own maximum for one listing page and for one DeleteObjects request. */
const S3_MAX_PAGE_SIZE = 1000;

type S3Settings = NonNullable<Config["s3"]>;

/**
 * A client for AWS S3 or an S3-compatible server. With an endpoint (MinIO, Garage, R2, s3rver...)
 * buckets are addressed by path, since those servers rarely resolve bucket subdomains; checksums are
 * sent only where S3 requires them, because several of those servers refuse the SDK's newer
 * default (CRC32 on every request).
 */
export function createS3Client(settings: Omit<S3Settings, "bucket">): S3Client {
  return new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
  });
}

const isNotFound = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/** "bytes 0-99/1234" -> the served range and the object's total size. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? "");
  if (!match) throw new Error(`Unexpected Content-Range from object storage: ${header}`);
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/**
 * Objects in one bucket. `pageSize` (keys per listing page and per batch delete) stays at S3's
 * maximum except in tests, which lower it to exercise pagination with a handful of objects.
 */
export function createS3MediaStorage(
  client: S3Client,
  options: { bucket: string; pageSize?: number },
): MediaStorage {
  const Bucket = options.bucket;
  const pageSize = Math.min(options.pageSize ?? S3_MAX_PAGE_SIZE, S3_MAX_PAGE_SIZE);

  async function* list(prefix: string | undefined): AsyncGenerator<StoredKey> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: pageSize, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      // A PUT replaces an object atomically: readers see the old bytes or the new, never a mix.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key, range) {
      assertSafeKey(key);
      const Range = range ? `bytes=${range.start}-${range.end ?? ""}` : undefined;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        const body = response.Body as Readable;
        const contentType = response.ContentType ?? "application/octet-stream";
        if (!range) return { body, size: response.ContentLength ?? 0, contentType };
        const served = parseContentRange(response.ContentRange);
        return { body, size: served.size, contentType, range: { start: served.start, end: served.end } };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: response.ContentLength ?? 0,
          contentType: response.ContentType ?? "application/octet-stream",
        };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      // The slash makes "images/img-1" spare "images/img-10/...", as a folder on disk would.
      const folder = `${safeFolder(prefix)}/`;
      // Always list the first page again: what was deleted is gone, so no continuation token is
      // needed and none can go stale while its page is being deleted.
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: folder, MaxKeys: pageSize }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `Object storage did not delete ${failed.length} object(s) under ${folder}: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
        }
        if (!page.IsTruncated) return;
      }
    },
    listKeys() {
      return list(undefined);
    },
  };
}
