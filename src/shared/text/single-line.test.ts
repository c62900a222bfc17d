import { describe, expect, it } from "vitest";
import { singleLineSchema } from "./single-line.ts";

describe("singleLineSchema", () => {
  const company = singleLineSchema(40, { tooLong: "validation.company.tooLong" });

  it("keeps a value on one line, without control or direction characters", () => {
    expect(company.parse("Brand\r\nBcc: someone@example.com")).toBe("Brand Bcc: someone@example.com");
    expect(company.parse(" \u202eBrand\u0000  GmbH\t")).toBe("Brand GmbH");
  });

  it("counts the length after cleaning, and takes an empty value unless the field is required", () => {
    expect(company.parse("   ")).toBe("");
    expect(company.safeParse(`${"x".repeat(40)}\n`).success).toBe(true);
    expect(company.safeParse("x".repeat(41)).error?.issues[0]?.message).toBe("validation.company.tooLong");
    const place = singleLineSchema(20, {
      tooLong: "validation.location.tooLong",
      required: "validation.location.required",
    });
    expect(place.safeParse("\r\n").error?.issues[0]?.message).toBe("validation.location.required");
  });
});
