import { describe, expect, it } from "vitest";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n } from "#shared/i18n/translator";
import type { Talent } from "#shared/talents/talent.schema";
import { draftFromTalent, type ProfileDraft, parseAge, type StepKey, stepSchema } from "./profile-draft.ts";

const account = { email: "lena@example.com", name: "Lena" };
const talent = {
  name: "Lena Hartmann",
  age: 24,
  location: "Munich",
  bio: "Model.",
  languages: ["de"],
  paymentOptions: ["PAY"],
  category: "visual-arts-media",
  subcategory: "model",
  specifics: { height: 176, services: ["Runway"] },
  contact: { email: "", instagram: "lena.h" },
} as unknown as Talent;

const english = createI18n("en", compiledMessages("en"));

/** What the step would send: the patch, or the first message for each field in error, as English shows it. */
function stepPatch(step: StepKey, draft: ProfileDraft, saved: Talent | null = talent) {
  const parsed = stepSchema(step, saved).safeParse(draft);
  if (parsed.success) return { ok: true, patch: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issueText(english, issue.message);
  return { ok: false, errors };
}

describe("the profile draft", () => {
  it("starts a new profile with the account's name and e-mail", () => {
    const draft = draftFromTalent(null, account);
    expect(draft.name).toBe("Lena");
    expect(draft.contact.email).toBe("lena@example.com");
    expect(draft.age).toBe("");
  });

  it("keeps specifics the wizard does not edit, and sends them back untouched", () => {
    const draft = draftFromTalent(talent, account);
    expect(draft.specifics).toEqual({ height: "176", measurements: "", eyes: "", hair: "", shoes: "" });
    const result = stepPatch("category", {
      ...draft,
      subcategory: "photographer",
      specifics: { height: "180", eyes: " green " },
    });
    expect(result).toEqual({
      ok: true,
      patch: {
        category: "visual-arts-media",
        subcategory: "photographer",
        specifics: { services: ["Runway"], height: 180, eyes: "green" },
      },
    });
  });

  it("parses the age: empty is none, digits are an age, anything else an error next to the field", () => {
    expect(parseAge(" ")).toBeNull();
    expect(parseAge("24")).toBe(24);
    expect(Number.isNaN(parseAge("24 years"))).toBe(true);
    const draft = draftFromTalent(talent, account);
    expect(stepPatch("general", { ...draft, age: "2x" })).toEqual({
      ok: false,
      errors: { age: "Age must be a whole number" },
    });
    expect(stepPatch("general", { ...draft, name: " " })).toEqual({
      ok: false,
      errors: { name: "Name is required" },
    });
  });

  it("asks for a category and a matching sub-category, and positive numbers", () => {
    const draft = draftFromTalent(null, account);
    expect(stepPatch("category", draft, null)).toMatchObject({
      ok: false,
      errors: { category: "Choose a category" },
    });
    expect(stepPatch("category", { ...draft, category: "performing-arts" }, null)).toMatchObject({
      errors: { subcategory: "Choose a sub-category" },
    });
    expect(
      stepPatch(
        "category",
        {
          ...draft,
          category: "visual-arts-media",
          subcategory: "videographer",
          specifics: { shoes: "-2" },
        },
        null,
      ),
    ).toMatchObject({ errors: { "specifics.shoes": "Shoes must be a positive number" } });
  });

  it("stores Instagram without @ and checks the contact e-mail", () => {
    const draft = draftFromTalent(talent, account);
    expect(stepPatch("contact", { ...draft, contact: { ...draft.contact, instagram: "@lena.h" } })).toEqual({
      ok: true,
      patch: { contact: { email: "lena@example.com", instagram: "lena.h", showEmail: true } },
    });
    expect(
      stepPatch("contact", { ...draft, contact: { ...draft.contact, email: "not-an-address" } }),
    ).toMatchObject({
      errors: { "contact.email": "Please enter a valid email address" },
    });
  });
});
