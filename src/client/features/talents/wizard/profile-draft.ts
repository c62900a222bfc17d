import type { z } from "zod";
import { specificFieldsOf } from "#shared/catalogue/categories";
import type { PaymentOption, Specifics, Talent } from "#shared/talents/talent.schema";
import {
  normaliseInstagram,
  profileConsistencyIssues,
  type TalentProfilePatch,
  TalentProfilePatchSchema,
} from "#shared/talents/talent-profile.schema";

export const WIZARD_STEPS = [
  { key: "general", name: "General", description: "Your name, age, location and bio" },
  { key: "details", name: "Details", description: "Languages and payment options" },
  { key: "category", name: "Category", description: "What you do, and its specifics" },
  { key: "hero", name: "Hero Image", description: "The portrait that opens your profile" },
  { key: "gallery", name: "Gallery", description: "Photos, reels and audio" },
  { key: "contact", name: "Contact", description: "How people reach you" },
] as const;
export type StepKey = (typeof WIZARD_STEPS)[number]["key"];

/** The wizard's form values, as the inputs hold them (text until saved). */
export type ProfileDraft = {
  name: string;
  age: string;
  location: string;
  bio: string;
  languages: string[];
  paymentOptions: PaymentOption[];
  category: string;
  subcategory: string;
  specifics: Record<string, string>;
  /** Specifics the wizard does not edit (a services list), kept as they are. */
  otherSpecifics: Specifics;
  contactEmail: string;
  instagram: string;
  /** Whether the contact e-mail shows on the public profile (on by default, as before). */
  showEmail: boolean;
};

export type FieldErrors = Record<string, string>;
export type StepResult = { ok: true; patch: TalentProfilePatch } | { ok: false; errors: FieldErrors };

/** The draft of a profile; a new one starts with the account's name and e-mail, the rest empty. */
export function draftFromTalent(
  talent: Talent | null,
  account: { email: string; name: string },
): ProfileDraft {
  const specifics: Record<string, string> = {};
  const otherSpecifics: Specifics = {};
  const own = new Set(specificFieldsOf(talent?.category ?? "").map((f) => f.name));
  for (const [name, value] of Object.entries(talent?.specifics ?? {})) {
    if (own.has(name) && !Array.isArray(value)) specifics[name] = String(value);
    else otherSpecifics[name] = value;
  }
  return {
    name: talent?.name ?? account.name,
    age: talent?.age != null ? String(talent.age) : "",
    location: talent?.location ?? "",
    bio: talent?.bio ?? "",
    languages: talent?.languages ?? [],
    paymentOptions: talent?.paymentOptions ?? [],
    category: talent?.category ?? "",
    subcategory: talent?.subcategory ?? "",
    specifics,
    otherSpecifics,
    contactEmail: talent?.contact.email || account.email,
    instagram: talent?.contact.instagram ?? "",
    showEmail: talent?.contact.showEmail ?? true,
  };
}

/** The draft fields each step edits. */
const STEP_FIELDS: Record<StepKey, (keyof ProfileDraft)[]> = {
  general: ["name", "age", "location", "bio"],
  details: ["languages", "paymentOptions"],
  category: ["category", "subcategory", "specifics"],
  hero: [],
  gallery: [],
  contact: ["contactEmail", "instagram", "showEmail"],
};

/** Whether the step's fields differ from what is saved. */
export function isStepDirty(step: StepKey, draft: ProfileDraft, saved: ProfileDraft): boolean {
  return STEP_FIELDS[step].some((field) => JSON.stringify(draft[field]) !== JSON.stringify(saved[field]));
}

/** The draft with one step's fields put back to what is saved (its edits discarded). */
export function resetStep(step: StepKey, draft: ProfileDraft, saved: ProfileDraft): ProfileDraft {
  const next = { ...draft };
  for (const field of STEP_FIELDS[step]) (next as Record<string, unknown>)[field] = saved[field];
  return next;
}

/** "" is no age; digits are an age; anything else is refused with the schema's own words. */
export function parseAge(text: string): number | null | typeof Number.NaN {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
}

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

function specificsPatch(draft: ProfileDraft): Specifics {
  const specifics: Specifics = { ...draft.otherSpecifics };
  for (const field of specificFieldsOf(draft.category)) {
    const text = draft.specifics[field.name]?.trim() ?? "";
    if (text === "") continue;
    specifics[field.name] = field.type === "number" && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return specifics;
}

/** What a step sends to the server, checked with the same schema the server uses. */
export function stepPatch(step: StepKey, draft: ProfileDraft): StepResult {
  let candidate: Record<string, unknown> = {};
  if (step === "general") {
    const age = parseAge(draft.age);
    if (Number.isNaN(age)) return { ok: false, errors: { age: "Age must be a whole number" } };
    candidate = { name: draft.name, age, location: draft.location, bio: draft.bio };
  } else if (step === "details") {
    candidate = { languages: draft.languages, paymentOptions: draft.paymentOptions };
  } else if (step === "category") {
    candidate = {
      category: draft.category,
      subcategory: draft.subcategory,
      specifics: specificsPatch(draft),
    };
  } else if (step === "contact") {
    candidate = {
      contact: {
        email: draft.contactEmail.trim(),
        instagram: normaliseInstagram(draft.instagram),
        showEmail: draft.showEmail,
      },
    };
  }
  const parsed = TalentProfilePatchSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  if (step === "category") {
    const issues = profileConsistencyIssues({
      category: draft.category,
      subcategory: draft.subcategory,
      specifics: specificsPatch(draft),
    });
    if (!draft.category) issues.unshift({ path: "category", message: "Choose a category" });
    else if (!draft.subcategory) issues.unshift({ path: "subcategory", message: "Choose a sub-category" });
    if (issues.length)
      return { ok: false, errors: Object.fromEntries(issues.map((i) => [i.path, i.message])) };
  }
  return { ok: true, patch: parsed.data };
}
