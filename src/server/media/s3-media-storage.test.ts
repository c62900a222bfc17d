import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server";
import { createMediaStorage } from "./create-media-storage.ts";
import { mediaStorageContract } from "./media-storage.contract.ts";
import { createS3Client, createS3MediaStorage } from "./s3-media-storage.ts";

let server: TestS3Server;
let client: S3Client;
let buckets = 0;

beforeAll(async () => {
  server = await startS3Server();
  client = createS3Client(server.settings);
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
});

/** A new, empty bucket for each test keeps the tests independent. */
async function newBucket(): Promise<string> {
  buckets += 1;
  const bucket = `vitrine-test-${buckets}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

mediaStorageContract(
  "S3",
  async ({ pageSize }) => createS3MediaStorage(client, { bucket: await newBucket(), pageSize }),
  {
    // S3 itself guarantees atomic PUTs; the test server writes objects in place and can abort a
    // read that overlaps a write, so this would test s3rver, not the driver.
    concurrentOverwriteSkipped: "s3rver overwrites objects in place",
  },
);

/** Counts the requests a client sends, by command name. */
function countCommands(target: S3Client): Map<string, number> {
  const counts = new Map<string, number>();
  target.middlewareStack.add(
    (next, context) => (args) => {
      counts.set(context.commandName ?? "?", (counts.get(context.commandName ?? "?") ?? 0) + 1);
      return next(args);
    },
    { step: "initialize" },
  );
  return counts;
}

describe("S3 media storage", () => {
  it("lists and deletes page by page, at most pageSize keys per request", async () => {
    const counted = createS3Client(server.settings);
    const counts = countCommands(counted);
    const storage = createS3MediaStorage(counted, { bucket: await newBucket(), pageSize: 2 });
    for (let i = 0; i < 5; i++) await storage.put(`images/img-n/${i}.webp`, Buffer.from("x"), "image/webp");

    counts.clear();
    const listed = [];
    for await (const entry of storage.listKeys()) listed.push(entry.key);
    expect(listed).toHaveLength(5);
    expect(counts.get("ListObjectsV2Command")).toBe(3);

    counts.clear();
    await storage.deletePrefix("images/img-n/");
    expect(counts.get("DeleteObjectsCommand")).toBe(3);
    counted.destroy();
  });

  it("is what the app uses when S3 is configured, and local files otherwise", async () => {
    const bucket = await newBucket();
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-s3-choice-"));
    try {
      const s3 = createMediaStorage({ dataDir, s3: { ...server.settings, bucket } });
      await s3.put("images/img-c/320.webp", Buffer.from("in the bucket"), "image/webp");
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: "images/img-c/320.webp" }),
      );
      expect(await object.Body?.transformToString()).toBe("in the bucket");
      expect(object.ContentType).toBe("image/webp");

      const local = createMediaStorage({ dataDir, s3: undefined });
      expect(await local.head("images/img-c/320.webp")).toBeUndefined();
      await local.put("images/img-c/320.webp", Buffer.from("on disk"), "image/webp");
      expect(await local.head("images/img-c/320.webp")).toEqual({ size: 7, contentType: "image/webp" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
