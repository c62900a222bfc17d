import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.ts";

describe("changedFields", () => {
  it("names only the fields whose content changed, with both values", () => {
    const before = { name: "Ada", age: 30, languages: ["de", "en"], contact: { email: "a@x.de" }, bio: "" };
    const after = { name: "Ada L.", age: 30, languages: ["de", "en"], contact: { email: "b@x.de" }, bio: "" };
    expect(changedFields(before, after, ["name", "age", "languages", "contact", "bio"])).toEqual({
      name: { from: "Ada", to: "Ada L." },
      contact: { from: { email: "a@x.de" }, to: { email: "b@x.de" } },
    });
  });

  it("ignores fields it is not asked about and reports undefined as null", () => {
    const before: { a: number; b?: number } = { a: 1 };
    const after: { a: number; b?: number } = { a: 2, b: 3 };
    expect(changedFields(before, after, ["b"])).toEqual({ b: { from: null, to: 3 } });
    expect(changedFields(before, before, ["a", "b"])).toEqual({});
  });
});
