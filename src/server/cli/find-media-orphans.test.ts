import { describe, expect, it } from "vitest";
import { findOrphans } from "./find-media-orphans.ts";

const now = new Date("2026-11-22T12:00:00Z");
const hour = 60 * 60_000;
const old = new Date(now.getTime() - 2 * hour);
const entry = (key: string, lastModified = old) => ({ key, lastModified });

describe("findOrphans", () => {
  it("keeps keys under a referenced folder and reports every other key", () => {
    const report = findOrphans(
      ["images/img-1/", "av/av-1/"],
      [
        entry("images/img-1/320.webp"),
        entry("images/img-1/640.webp"),
        entry("av/av-1/clip.mp4"),
        entry("images/img-10/320.webp"),
        entry("images/img-2/320.webp"),
        entry("av/av-2/clip.mp4"),
        entry("stray.webp"),
      ],
      { now, graceMs: hour },
    );
    expect(report.referenced).toBe(3);
    expect(report.orphans.map((o) => o.key)).toEqual([
      "images/img-10/320.webp",
      "images/img-2/320.webp",
      "av/av-2/clip.mp4",
      "stray.webp",
    ]);
    expect(report.recent).toEqual([]);
  });

  it("spares unreferenced keys younger than the grace period", () => {
    const justNow = new Date(now.getTime() - 5 * 60_000);
    const atCutoff = new Date(now.getTime() - hour);
    const report = findOrphans(
      [],
      [entry("images/img-new/320.webp", justNow), entry("images/img-edge/320.webp", atCutoff)],
      { now, graceMs: hour },
    );
    expect(report.recent.map((o) => o.key)).toEqual(["images/img-new/320.webp"]);
    expect(report.orphans.map((o) => o.key)).toEqual(["images/img-edge/320.webp"]);
  });

  it("treats a prefix without its trailing slash as the same folder, never as a name start", () => {
    const report = findOrphans(
      ["images/img-1"],
      [entry("images/img-1/320.webp"), entry("images/img-12/320.webp"), entry("images/img-1")],
      { now, graceMs: 0 },
    );
    expect(report.orphans.map((o) => o.key)).toEqual(["images/img-12/320.webp", "images/img-1"]);
  });
});
