import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MediaStorage, StoredObject } from "./media-storage.ts";

/** Opens an empty storage; `pageSize` is the listing page size for drivers that page. */
export type OpenStorage = (options: { pageSize: number }) => MediaStorage | Promise<MediaStorage>;

export async function readBody(body: StoredObject["body"]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.listKeys()) keys.push(key);
  return keys.sort();
}

const UNSAFE_KEYS = [
  "../x.webp",
  "images/../../etc/passwd",
  "a//b.webp",
  "/images/x.webp",
  "images/x/",
  "Images/x.webp",
  "images/My Photo.JPG",
  "images/./x.webp",
  "images\\x.webp",
  "images/caf\u00e9.webp",
  "",
];

/**
 * The behaviour every MediaStorage driver must have. Each driver's test file calls this with a
 * factory that gives a fresh, empty storage per test. `concurrentOverwriteSkipped` names the reason
 * when the server under test (not the driver) cannot show that overwrites are atomic.
 */
export function mediaStorageContract(
  driver: string,
  open: OpenStorage,
  options: { concurrentOverwriteSkipped?: string } = {},
): void {
  const fresh = (pageSize = 1000) => Promise.resolve(open({ pageSize }));

  describe(`${driver} media storage contract`, () => {
    it("gives back what was put, with its content type and size", async () => {
      const storage = await fresh();
      const image = randomBytes(5000);
      const video = randomBytes(1234);
      await storage.put("images/img-a/320.webp", image, "image/webp");
      await storage.put("av/av-a/clip.mp4", video, "video/mp4");

      const stored = await storage.get("images/img-a/320.webp");
      expect(stored?.contentType).toBe("image/webp");
      expect(stored?.size).toBe(5000);
      expect(stored?.range).toBeUndefined();
      expect((await readBody(stored?.body as StoredObject["body"])).equals(image)).toBe(true);
      expect(await storage.head("av/av-a/clip.mp4")).toEqual({ size: 1234, contentType: "video/mp4" });
    });

    it("answers undefined for a key that does not exist", async () => {
      const storage = await fresh();
      expect(await storage.get("images/img-none/320.webp")).toBeUndefined();
      expect(await storage.get("images/img-none/320.webp", { start: 0, end: 9 })).toBeUndefined();
      expect(await storage.head("images/img-none/320.webp")).toBeUndefined();
    });

    it("replaces an object as a whole on overwrite", async () => {
      const storage = await fresh();
      const key = "images/img-b/640.webp";
      const [first, second] = [randomBytes(300_000), randomBytes(200_000)];
      await storage.put(key, first, "image/webp");
      await storage.put(key, second, "image/webp");
      expect(await storage.head(key)).toEqual({ size: second.byteLength, contentType: "image/webp" });
      const stored = await readBody((await storage.get(key))?.body as StoredObject["body"]);
      expect(stored.equals(second)).toBe(true);
      expect(await keysOf(storage)).toEqual([key]);
    });

    it.skipIf(options.concurrentOverwriteSkipped !== undefined)(
      "lets concurrent readers see the old bytes or the new during an overwrite, never a mix",
      async () => {
        const storage = await fresh();
        const key = "images/img-b/640.webp";
        const versions = [randomBytes(300_000), randomBytes(200_000), randomBytes(400_000)];
        await storage.put(key, versions[0] as Buffer, "image/webp");
        for (const next of versions.slice(1)) {
          const reads = Array.from({ length: 3 }, async () => {
            const object = await storage.get(key);
            return readBody(object?.body as StoredObject["body"]);
          });
          const [, ...seen] = await Promise.all([storage.put(key, next, "image/webp"), ...reads]);
          for (const bytes of seen) {
            expect(versions.some((version) => version.equals(bytes as Buffer))).toBe(true);
          }
        }
        expect(await keysOf(storage)).toEqual([key]);
      },
    );

    it("serves byte ranges: start-end, open end, an end past the last byte, and a suffix", async () => {
      const storage = await fresh();
      const bytes = randomBytes(1000);
      await storage.put("av/av-c/song.mp3", bytes, "audio/mpeg");
      const cases = [
        { asked: { start: 0, end: 9 }, served: { start: 0, end: 9 } },
        { asked: { start: 100, end: 100 }, served: { start: 100, end: 100 } },
        { asked: { start: 990 }, served: { start: 990, end: 999 } },
        { asked: { start: 995, end: 5000 }, served: { start: 995, end: 999 } },
        // "bytes=-10": the route turns a suffix into a start, so the driver sees an open end.
        { asked: { start: 1000 - 10 }, served: { start: 990, end: 999 } },
      ];
      for (const { asked, served } of cases) {
        const object = await storage.get("av/av-c/song.mp3", asked);
        expect(object?.range).toEqual(served);
        expect(object?.size).toBe(1000);
        expect(object?.contentType).toBe("audio/mpeg");
        const part = await readBody(object?.body as StoredObject["body"]);
        expect(part.equals(bytes.subarray(served.start, served.end + 1))).toBe(true);
      }
    });

    it("deletes one object, and deleting a missing one is no error", async () => {
      const storage = await fresh();
      await storage.put("images/img-d/320.webp", randomBytes(10), "image/webp");
      await storage.put("images/img-d/640.webp", randomBytes(10), "image/webp");
      await storage.delete("images/img-d/320.webp");
      await storage.delete("images/img-d/320.webp");
      await storage.delete("images/img-none/320.webp");
      expect(await keysOf(storage)).toEqual(["images/img-d/640.webp"]);
    });

    it("deletes a folder and nothing outside it, not even a sibling whose name starts the same", async () => {
      const storage = await fresh();
      const keys = [
        "images/img-1/320.webp",
        "images/img-1/640.webp",
        "images/img-10/320.webp",
        "images/img-2/320.webp",
        "av/img-1/clip.mp4",
      ];
      for (const key of keys) await storage.put(key, randomBytes(8), "image/webp");
      await storage.deletePrefix("images/img-1/");
      expect(await keysOf(storage)).toEqual([
        "av/img-1/clip.mp4",
        "images/img-10/320.webp",
        "images/img-2/320.webp",
      ]);
      // Without the trailing slash the prefix is still a folder.
      await storage.deletePrefix("images/img-1");
      expect(await keysOf(storage)).toHaveLength(3);
      await storage.deletePrefix("images/img-2");
      expect(await keysOf(storage)).toEqual(["av/img-1/clip.mp4", "images/img-10/320.webp"]);
      await storage.deletePrefix("images/img-none/");
    });

    it("deletes a folder larger than one listing page", async () => {
      const storage = await fresh(2);
      for (let i = 0; i < 5; i++) await storage.put(`images/img-p/${i}.webp`, randomBytes(8), "image/webp");
      await storage.put("images/img-q/0.webp", randomBytes(8), "image/webp");
      await storage.deletePrefix("images/img-p/");
      expect(await keysOf(storage)).toEqual(["images/img-q/0.webp"]);
    });

    it("lists every key, across pages, with the time it last changed", async () => {
      const storage = await fresh(2);
      expect(await keysOf(storage)).toEqual([]);
      const before = Date.now();
      const keys = [
        "av/av-1/a.mp4",
        "images/img-1/320.webp",
        "images/img-1/640.webp",
        "images/img-2/320.webp",
        "x.webp",
      ];
      for (const key of keys) await storage.put(key, randomBytes(8), "image/webp");
      const listed = [];
      for await (const entry of storage.listKeys()) listed.push(entry);
      expect(listed.map((entry) => entry.key).sort()).toEqual(keys);
      for (const { lastModified } of listed) {
        expect(lastModified).toBeInstanceOf(Date);
        // Object stores keep whole seconds.
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });

    it("refuses keys that are not built from our own ids", async () => {
      const storage = await fresh();
      for (const key of UNSAFE_KEYS) {
        await expect(storage.put(key, randomBytes(8), "image/webp"), key).rejects.toThrow(/Unsafe media key/);
        await expect(storage.get(key), key).rejects.toThrow(/Unsafe media key/);
        await expect(storage.get(key, { start: 0 }), key).rejects.toThrow(/Unsafe media key/);
        await expect(storage.head(key), key).rejects.toThrow(/Unsafe media key/);
        await expect(storage.delete(key), key).rejects.toThrow(/Unsafe media key/);
      }
      for (const prefix of ["../", "images/../", "Images/", "/", "", "a//b/"]) {
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Unsafe media key/);
      }
      expect(await keysOf(storage)).toEqual([]);
    });
  });
}
