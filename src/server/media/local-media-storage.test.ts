import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import { mediaStorageContract, readBody } from "./media-storage.contract.ts";

const scratchDirs: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-local-media-"));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

mediaStorageContract("local", () => createLocalMediaStorage(scratchDir()));

/** Every file under a folder, temporary ones included, as the disk has them. */
const filesOnDisk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe("local media storage", () => {
  it("writes through a temporary file that never shows in listings and never stays behind", async () => {
    const root = scratchDir();
    const storage = createLocalMediaStorage(root);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.put("images/img-t/320.webp", Buffer.alloc(50_000, i), "image/webp"),
      ),
    );
    expect(filesOnDisk(root)).toEqual([path.join("images", "img-t", "320.webp")]);

    // A write cut short by a crash leaves its temporary file: listings must not show it.
    writeFileSync(path.join(root, "images", "img-t", ".tmp-0123456789ab"), "half");
    const listed = [];
    for await (const { key } of storage.listKeys()) listed.push(key);
    expect(listed).toEqual(["images/img-t/320.webp"]);
  });

  it("removes its temporary file when the write fails", async () => {
    const root = scratchDir();
    const storage = createLocalMediaStorage(root);
    // A folder where the file should go makes the final rename fail.
    mkdirSync(path.join(root, "images", "img-f", "320.webp"), { recursive: true });
    await expect(storage.put("images/img-f/320.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    expect(readdirSync(path.join(root, "images", "img-f"))).toEqual(["320.webp"]);
  });

  it("removes folders emptied by deletions, and keeps the top-level ones", async () => {
    const root = scratchDir();
    const storage = createLocalMediaStorage(root);
    await storage.put("images/img-e/320.webp", Buffer.from("x"), "image/webp");
    await storage.put("av/av-e/deep/clip.mp4", Buffer.from("x"), "video/mp4");
    await storage.delete("images/img-e/320.webp");
    await storage.deletePrefix("av/av-e/deep/");
    expect(readdirSync(root).sort()).toEqual(["av", "images"]);
    expect(readdirSync(path.join(root, "images"))).toEqual([]);
    expect(readdirSync(path.join(root, "av"))).toEqual([]);
  });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("local media storage on the disk", () => {
  it("writes its files for the owner only: 0600 files in 0700 folders", async () => {
    const root = path.join(scratchDir(), "media");
    const storage = createLocalMediaStorage(root);
    await storage.put("images/img-m/320.webp", Buffer.from("x"), "image/webp");
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, "images"))).toBe(0o700);
    expect(modeOf(path.join(root, "images", "img-m"))).toBe(0o700);
    expect(modeOf(path.join(root, "images", "img-m", "320.webp"))).toBe(0o600);
  });

  it("refuses a media folder that is itself a link", () => {
    const elsewhere = scratchDir();
    const link = path.join(scratchDir(), "media");
    symlinkSync(elsewhere, link);
    expect(() => createLocalMediaStorage(link)).toThrow(/is a symbolic link: media must be a real folder/);
  });

  describe("with links placed inside the media folder", () => {
    // Outside the media folder: a secret file, and a folder laid out like media.
    const outside = scratchDir();
    writeFileSync(path.join(outside, "secret.mp3"), "secret");
    mkdirSync(path.join(outside, "img-out"));
    writeFileSync(path.join(outside, "img-out", "320.webp"), "outside");
    const root = scratchDir();
    const storage = createLocalMediaStorage(root);
    // A folder of media that is a link to the outside folder, and a file that is a link to the secret.
    symlinkSync(outside, path.join(root, "images"));
    mkdirSync(path.join(root, "av", "av-l"), { recursive: true });
    symlinkSync(path.join(outside, "secret.mp3"), path.join(root, "av", "av-l", "song.mp3"));
    const outsideFiles = () => ({
      secret: readFileSync(path.join(outside, "secret.mp3"), "utf8"),
      listing: readdirSync(outside, { recursive: true }).sort(),
    });
    const before = outsideFiles();

    it("reads nothing through them and lists none of them", async () => {
      for (const key of ["images/img-out/320.webp", "av/av-l/song.mp3"]) {
        expect(await storage.head(key), key).toBeUndefined();
        expect(await storage.get(key), key).toBeUndefined();
        expect(await storage.get(key, { start: 0 }), key).toBeUndefined();
      }
      const listed = [];
      for await (const { key } of storage.listKeys()) listed.push(key);
      expect(listed).toEqual([]);
    });

    it("refuses to write or delete through a linked folder", async () => {
      await expect(storage.put("images/img-new/320.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
        /leads out of the media folder/,
      );
      await expect(storage.put("images/img-out/320.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
        /leads out of the media folder/,
      );
      await expect(storage.delete("images/img-out/320.webp")).rejects.toThrow(
        /leads out of the media folder/,
      );
      await expect(storage.deletePrefix("images/img-out/")).rejects.toThrow(/leads out of the media folder/);
      expect(outsideFiles()).toEqual(before);
    });

    it("replaces or removes a linked file itself, never what it points to", async () => {
      await storage.put("av/av-l/song.mp3", Buffer.from("mine"), "audio/mpeg");
      expect(lstatSync(path.join(root, "av", "av-l", "song.mp3")).isFile()).toBe(true);
      const stored = await storage.get("av/av-l/song.mp3");
      expect((await readBody(stored?.body ?? new ReadableStream())).toString()).toBe("mine");
      symlinkSync(path.join(outside, "secret.mp3"), path.join(root, "av", "av-l", "other.mp3"));
      await storage.delete("av/av-l/other.mp3");
      expect(existsSync(path.join(root, "av", "av-l", "other.mp3"))).toBe(false);
      // A journalled folder that is itself a link: the link goes, the folder it points to stays.
      symlinkSync(path.join(outside, "img-out"), path.join(root, "av", "av-x"));
      await storage.deletePrefix("av/av-x/");
      expect(existsSync(path.join(root, "av", "av-x"))).toBe(false);
      expect(outsideFiles()).toEqual(before);
    });
  });
});
