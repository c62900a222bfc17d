import { describe, expect, it } from "vitest";
import { normalisePersonName, personNameSchema } from "./person-name.ts";

describe("normalisePersonName", () => {
  it.each([
    ["  Lena   Hartmann ", "Lena Hartmann"],
    ["Lena\nHartmann", "Lena Hartmann"],
    ["Lena\tHartmann", "Lena Hartmann"],
    ["Rene\u0301e", "Renée"],
    ["Lena\u0000\u0007\u001b[31m", "Lena[31m"],
    ["Lena\u007f\u0085\u009b", "Lena"],
    ["\u202eanneL", "anneL"],
    ["Lena\u202a \u202b\u202c\u202d", "Lena"],
    ["\u2066Lena\u2069 \u2067H\u2068", "Lena H"],
    ["\u200eLena\u200f\u061c", "Lena"],
    ["Lena\ud800", "Lena"],
    ["\udc00Lena", "Lena"],
    ["Zoë 👩🏽‍🎤", "Zoë 👩🏽‍🎤"],
    ["محمد", "محمد"],
    ["李小龍", "李小龍"],
  ])("%j becomes %j", (input, expected) => {
    expect(normalisePersonName(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = normalisePersonName(" \u202eRene\u0301e \n\u0000X ");
    expect(normalisePersonName(once)).toBe(once);
  });
});

describe("personNameSchema", () => {
  it("refuses a name that is empty once cleaned, with a clear message", () => {
    for (const input of ["", "   ", "\u202e\u202c", "\u0000\u0001", "\u200e \u200f"]) {
      const result = personNameSchema().safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("validation.name.required");
    }
  });

  it("gives back the cleaned name and counts its length after cleaning", () => {
    expect(personNameSchema().parse("\u202e Lena \u202c")).toBe("Lena");
    expect(personNameSchema().safeParse(`\u202e${"x".repeat(120)}\u202c`).success).toBe(true);
    const long = personNameSchema().safeParse("x".repeat(121));
    expect(long.error?.issues[0]?.message).toBe("validation.name.tooLong");
  });
});
