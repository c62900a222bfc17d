import { describe, expect, it } from "vitest";
import { instagramHandle } from "./instagram-handle.ts";

describe("instagramHandle", () => {
  it.each([
    ["https://www.instagram.com/vitrine.talents/", "@vitrine.talents"],
    ["https://instagram.com/vitrine?hl=de", "@vitrine"],
    ["https://www.instagram.com/", null],
    ["not a url", null],
  ])("%s -> %s", (url, handle) => {
    expect(instagramHandle(url)).toBe(handle);
  });
});
