import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import { mediaStorageContract } from "./media-storage.contract.ts";

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
