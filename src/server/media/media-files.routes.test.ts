import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/http/app-env";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import { mediaFileRoutes } from "./media-files.routes.ts";

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-media-routes-"));
const outside = mkdtempSync(path.join(tmpdir(), "vitrine-media-routes-outside-"));
const storage = createLocalMediaStorage(dir);
const app = new Hono<AppEnv>().route("/media", mediaFileRoutes(storage));
const song = randomBytes(1000);

beforeAll(() => storage.put("av/av-r/song.mp3", song, "audio/mpeg"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const fetchSong = (range?: string) =>
  app.request("/media/av/av-r/song.mp3", range ? { headers: { Range: range } } : {});

describe("media file routes", () => {
  it("serves a whole file with immutable caching", async () => {
    const response = await fetchSong();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await response.arrayBuffer()).equals(song)).toBe(true);
  });

  it("answers ranges with 206 and the served part", async () => {
    for (const [range, start, end] of [
      ["bytes=0-9", 0, 9],
      ["bytes=990-", 990, 999],
      ["bytes=-10", 990, 999],
      ["bytes=-5000", 0, 999],
      ["bytes=995-5000", 995, 999],
    ] as const) {
      const response = await fetchSong(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers.get("content-length"), range).toBe(String(end - start + 1));
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(song.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 to ranges it cannot satisfy", async () => {
    for (const range of ["bytes=1000-", "bytes=-0", "bytes=20-10", "bytes=-", "items=0-1"]) {
      const response = await fetchSong(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe("bytes */1000");
    }
  });

  it("answers 404 to missing files and to paths that are not our keys", async () => {
    for (const url of [
      "/media/av/av-r/none.mp3",
      "/media/av/AV-R/song.mp3",
      "/media/av/av-r/..%2f..%2fetc",
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });

  it("serves nothing through a link placed in the media folder", async () => {
    writeFileSync(path.join(outside, "secret.mp3"), "not media");
    mkdirSync(path.join(outside, "av-out"));
    writeFileSync(path.join(outside, "av-out", "song.mp3"), "not media either");
    symlinkSync(path.join(outside, "secret.mp3"), path.join(dir, "av", "av-r", "secret.mp3"));
    symlinkSync(path.join(outside, "av-out"), path.join(dir, "av", "av-out"));
    symlinkSync("/etc", path.join(dir, "etc"));
    for (const url of ["/media/av/av-r/secret.mp3", "/media/av/av-out/song.mp3", "/media/etc/passwd"]) {
      expect((await app.request(url)).status, url).toBe(404);
      expect((await app.request(url, { method: "HEAD" })).status, url).toBe(404);
      expect((await app.request(url, { headers: { Range: "bytes=0-3" } })).status, url).toBe(404);
    }
  });
});
