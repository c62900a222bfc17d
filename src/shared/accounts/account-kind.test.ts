import { describe, expect, it } from "vitest";
import { AddAccountSideSchema, SignUpAccountKindSchema, withSideAdded } from "./account-kind.ts";
import { hiresTalent, offersTalent } from "./account-kind-values.ts";

const messages = (input: unknown) =>
  SignUpAccountKindSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("the side chosen at sign-up", () => {
  it("keeps a talent without a company, whether the name is absent, null or blank", () => {
    for (const companyName of [undefined, null, "", "   "]) {
      expect(SignUpAccountKindSchema.parse({ accountKind: "talent", companyName })).toEqual({
        accountKind: "talent",
        companyName: null,
      });
    }
  });

  it("keeps a hirer's company name on one line, normalised", () => {
    expect(
      SignUpAccountKindSchema.parse({ accountKind: "hirer", companyName: "  Atelier\n  Nord  " }),
    ).toEqual({ accountKind: "hirer", companyName: "Atelier Nord" });
  });

  it("refuses a hirer without a company, with one too short or too long", () => {
    expect(messages({ accountKind: "hirer" })).toEqual(["validation.companyName.required"]);
    expect(messages({ accountKind: "hirer", companyName: "  " })).toEqual([
      "validation.companyName.required",
    ]);
    expect(messages({ accountKind: "hirer", companyName: "A" })).toEqual(["validation.companyName.tooShort"]);
    expect(messages({ accountKind: "hirer", companyName: "A".repeat(121) })).toEqual([
      "validation.companyName.tooLong",
    ]);
    expect(messages({ accountKind: "hirer", companyName: "A".repeat(120) })).toEqual([]);
  });

  it("refuses a talent with a company, an unknown kind and both sides at once", () => {
    expect(messages({ accountKind: "talent", companyName: "Atelier Nord" })).toEqual([
      "validation.companyName.onlyForHirers",
    ]);
    expect(messages({ accountKind: "agency", companyName: "Atelier Nord" })).toEqual([
      "validation.accountKind.unknown",
    ]);
    expect(messages({ accountKind: "both", companyName: "Atelier Nord" })).toEqual([
      "validation.accountKind.unknown",
    ]);
  });
});

describe("adding the other side", () => {
  it("makes a talent who hires too, with the company, 'both'", () => {
    const change = AddAccountSideSchema.parse({ add: "hirer", companyName: "Atelier Nord" });
    expect(withSideAdded({ accountKind: "talent", companyName: null }, change)).toEqual({
      accountKind: "both",
      companyName: "Atelier Nord",
    });
  });

  it("makes a hirer who offers a profile too 'both', keeping the company", () => {
    expect(withSideAdded({ accountKind: "hirer", companyName: "Atelier Nord" }, { add: "talent" })).toEqual({
      accountKind: "both",
      companyName: "Atelier Nord",
    });
  });

  it("never removes a side: adding one the account has changes nothing", () => {
    expect(withSideAdded({ accountKind: "both", companyName: "A Co" }, { add: "talent" })).toEqual({
      accountKind: "both",
      companyName: "A Co",
    });
    expect(withSideAdded({ accountKind: "talent", companyName: null }, { add: "talent" })).toEqual({
      accountKind: "talent",
      companyName: null,
    });
    expect(
      withSideAdded({ accountKind: "hirer", companyName: "A Co" }, { add: "hirer", companyName: "B Co" }),
    ).toEqual({ accountKind: "hirer", companyName: "A Co" });
  });

  it("asks a talent who adds hiring for a company", () => {
    expect(AddAccountSideSchema.safeParse({ add: "hirer" }).success).toBe(false);
    expect(AddAccountSideSchema.safeParse({ add: "both" }).success).toBe(false);
  });

  it("tells which parts of the dashboard an account sees", () => {
    expect([hiresTalent("talent"), hiresTalent("hirer"), hiresTalent("both")]).toEqual([false, true, true]);
    expect([offersTalent("talent"), offersTalent("hirer"), offersTalent("both")]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
