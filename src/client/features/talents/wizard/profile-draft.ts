import { z } from "zod";
import { specificFieldsOf } from "#shared/catalogue/categories";
import type { MessageId } from "#shared/i18n/translator";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { PAYMENT_OPTIONS, type Specifics, type Talent } from "#shared/talents/talent.schema";
import {
  normaliseInstagram,
  profileConsistencyIssues,
  type TalentProfilePatch,
  TalentProfilePatchSchema,
} from "#shared/talents/talent-profile.schema";
import {
  type FormatNumber,
  MeasurementsDraftSchema,
  measurementsDraftOf,
  measurementsFromDraft,
} from "./measurements/measurements-draft.ts";

/** The profile's six steps: their names and descriptions are message ids. */
export const WIZARD_STEPS = [
  {
    key: "general",
    name: "talents.wizard.steps.general.name",
    description: "talents.wizard.steps.general.description",
  },
  {
    key: "details",
    name: "talents.wizard.steps.details.name",
    description: "talents.wizard.steps.details.description",
  },
  {
    key: "category",
    name: "talents.wizard.steps.category.name",
    description: "talents.wizard.steps.category.description",
  },
  {
    key: "hero",
    name: "talents.wizard.steps.hero.name",
    description: "talents.wizard.steps.hero.description",
  },
  {
    key: "gallery",
    name: "talents.wizard.steps.gallery.name",
    description: "talents.wizard.steps.gallery.description",
  },
  {
    key: "contact",
    name: "talents.wizard.steps.contact.name",
    description: "talents.wizard.steps.contact.description",
  },
] as const satisfies readonly { key: string; name: MessageId; description: MessageId }[];
export type StepKey = (typeof WIZARD_STEPS)[number]["key"];

/** The wizard's form values, as the inputs hold them (text until saved). */
const ProfileDraftSchema = z.object({
  name: z.string(),
  age: z.string(),
  location: z.string(),
  /** The gazetteer's place the location names (GeoNames id), or null for free text. */
  placeId: z.number().nullable(),
  bio: z.string(),
  languages: z.array(z.string()),
  paymentOptions: z.array(z.enum(PAYMENT_OPTIONS)),
  category: z.string(),
  subcategory: z.string(),
  /** The category's own fields (every one of them, "" when empty), by name. */
  specifics: z.record(z.string(), z.string()),
  /** The measurements' inputs, for the subcategories that give them. */
  measurements: MeasurementsDraftSchema,
  contact: z.object({
    email: z.string(),
    instagram: z.string(),
    /** Whether the contact e-mail shows on the public profile (on by default, as before). */
    showEmail: z.boolean(),
  }),
});
export type ProfileDraft = z.input<typeof ProfileDraftSchema>;

/** The text boxes of a category's own fields, all empty. */
export function emptySpecifics(category: string): Record<string, string> {
  return Object.fromEntries(specificFieldsOf(category).map((field) => [field.name, ""]));
}

/**
 * The draft of a profile; a new one starts with the account's name and e-mail, the rest empty.
 * `number` writes the measurements' numbers as the page's language does.
 */
export function draftFromTalent(
  talent: Talent | null,
  account: { email: string; name: string },
  number: FormatNumber = String,
): ProfileDraft {
  const specifics = emptySpecifics(talent?.category ?? "");
  for (const [name, value] of Object.entries(talent?.specifics ?? {})) {
    if (name in specifics && !Array.isArray(value)) specifics[name] = String(value);
  }
  return {
    name: talent?.name ?? account.name,
    age: talent?.age != null ? String(talent.age) : "",
    location: talent?.location ?? "",
    placeId: talent?.place?.id ?? null,
    bio: talent?.bio ?? "",
    languages: talent?.languages ?? [],
    paymentOptions: talent?.paymentOptions ?? [],
    category: talent?.category ?? "",
    subcategory: talent?.subcategory ?? "",
    specifics,
    measurements: measurementsDraftOf(talent?.measurements ?? {}, number),
    contact: {
      email: talent?.contact.email || account.email,
      instagram: talent?.contact.instagram ?? "",
      showEmail: talent?.contact.showEmail ?? true,
    },
  };
}

/** "" is no age; digits are an age; anything else is refused with the schema's own words. */
export function parseAge(text: string): number | null | typeof Number.NaN {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
}

/** Specifics the wizard does not edit (a services list), kept as they are. */
function otherSpecifics(talent: Talent | null): Specifics {
  const own = new Set(specificFieldsOf(talent?.category ?? "").map((f) => f.name));
  return Object.fromEntries(
    Object.entries(talent?.specifics ?? {}).filter(([name, value]) => !own.has(name) || Array.isArray(value)),
  );
}

function specificsPatch(draft: ProfileDraft, others: Specifics): Specifics {
  const specifics: Specifics = { ...others };
  for (const field of specificFieldsOf(draft.category)) {
    const text = draft.specifics[field.name]?.trim() ?? "";
    if (text === "") continue;
    specifics[field.name] = field.type === "number" && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return specifics;
}

/** What a step of the draft would send, before the shared schema checks it. */
function candidateOf(
  step: StepKey,
  draft: ProfileDraft,
  others: Specifics,
  ctx: z.RefinementCtx,
): Record<string, unknown> {
  switch (step) {
    case "general": {
      const age = parseAge(draft.age);
      if (Number.isNaN(age)) {
        ctx.addIssue({ code: "custom", path: ["age"], message: "talents.wizard.general.ageInvalid" });
        return z.NEVER;
      }
      return { name: draft.name, age, location: draft.location, placeId: draft.placeId, bio: draft.bio };
    }
    case "details":
      return { languages: draft.languages, paymentOptions: draft.paymentOptions };
    case "category": {
      const profile = {
        category: draft.category,
        subcategory: draft.subcategory,
        specifics: specificsPatch(draft, others),
      };
      // Only the measured subcategories send measurements; the server clears anyone else's.
      if (!usesMeasurements(draft.subcategory)) return profile;
      const measurements = measurementsFromDraft(draft.measurements, ctx);
      return measurements ? { ...profile, measurements } : z.NEVER;
    }
    case "contact":
      return {
        contact: {
          email: draft.contact.email.trim(),
          instagram: normaliseInstagram(draft.contact.instagram),
          showEmail: draft.contact.showEmail,
        },
      };
    default:
      // The media steps store each file as it uploads: they send nothing.
      return {};
  }
}

/** The category step asks for a category and a sub-category of it, and the specifics' types. */
function checkCategory(patch: TalentProfilePatch, ctx: z.RefinementCtx) {
  const category = patch.category ?? "";
  const subcategory = patch.subcategory ?? "";
  const issues = profileConsistencyIssues({ category, subcategory, specifics: patch.specifics ?? {} });
  if (!category) issues.unshift({ path: "category", message: "talents.wizard.category.categoryRequired" });
  else if (!subcategory)
    issues.unshift({ path: "subcategory", message: "talents.wizard.category.subcategoryRequired" });
  for (const issue of issues)
    ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
}

/**
 * What a step sends to the server, from the draft: checked with the same schema the server uses.
 * `saved` is the stored profile, whose specifics the wizard does not edit are sent back as they are.
 */
export function stepSchema(step: StepKey, saved: Talent | null) {
  const others = otherSpecifics(saved);
  return ProfileDraftSchema.transform((draft, ctx) => candidateOf(step, draft, others, ctx))
    .pipe(TalentProfilePatchSchema)
    .pipe(
      z.transform((patch: TalentProfilePatch, ctx) => {
        if (step === "category") checkCategory(patch, ctx);
        return patch;
      }),
    );
}
