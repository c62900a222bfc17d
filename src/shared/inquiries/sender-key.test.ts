import { describe, expect, it } from "vitest";
import { senderKey } from "./sender-key.ts";

describe("senderKey", () => {
  it("lower-cases, trims and drops a +tag", () => {
    expect(senderKey("  Mara+Spring@Brand.Example ")).toBe("mara@brand.example");
    expect(senderKey("mara@brand.example")).toBe("mara@brand.example");
  });

  it("keeps dots and an address that is only a tag", () => {
    expect(senderKey("m.ara@brand.example")).toBe("m.ara@brand.example");
    expect(senderKey("+tag@brand.example")).toBe("+tag@brand.example");
  });
});
