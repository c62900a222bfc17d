import { z } from "zod";
import { CATEGORY_VALUES, findCategory, SUBCATEGORY_VALUES } from "#shared/catalogue/categories";
import { isLanguageCode } from "#shared/catalogue/languages";
import { invalid } from "#shared/i18n/validation-message";
import { MeasurementsSchema } from "#shared/measurements/measurements.schema";
import { PlaceIdSchema } from "#shared/places/places.schema";
import { personNameSchema } from "#shared/text/person-name";
import { BADGES, PAYMENT_OPTIONS, type Specifics, TALENT_STATUSES, TalentSchema } from "./talent.schema.ts";

export const INSTAGRAM_NAME = /^[A-Za-z0-9._]{0,30}$/;

/** "@lena.h" and " lena.h " both become "lena.h": the profile stores the name without "@". */
export function normaliseInstagram(value: string): string {
  return value.trim().replace(/^@+/, "");
}

/**
 * What a talent may write about their profile, step by step: every field optional, so each wizard
 * step sends only its own. The browser and the server validate with this same schema.
 */
export const TalentProfilePatchSchema = z
  .object({
    name: personNameSchema(),
    age: z
      .number(invalid("validation.age.wholeNumber"))
      .int(invalid("validation.age.wholeNumber"))
      .min(18, invalid("validation.age.range"))
      .max(120, invalid("validation.age.range"))
      .nullable(),
    location: z.string().trim().max(120, invalid("validation.location.tooLong")),
    /**
     * The gazetteer's place the location names (its GeoNames id), or null for free text (ADR 55).
     * The server takes the place's country and coordinates from its gazetteer. A save that changes
     * the location's text without it unlinks the place.
     */
    placeId: PlaceIdSchema.nullable(),
    bio: z.string().trim().max(4000, invalid("validation.bio.tooLong")),
    languages: z
      .array(z.string().refine(isLanguageCode, invalid("validation.languages.unknown")))
      .max(20, invalid("validation.languages.tooMany")),
    paymentOptions: z.array(z.enum(PAYMENT_OPTIONS)),
    category: z.union([z.literal(""), z.enum(CATEGORY_VALUES)]),
    subcategory: z.union([z.literal(""), z.enum(SUBCATEGORY_VALUES)]),
    specifics: z.record(
      z.string(),
      z.union([
        z.string().trim().max(200, invalid("validation.specifics.tooLong")),
        z.number(),
        z.array(z.string().trim().max(100)).max(30),
      ]),
    ),
    /**
     * The whole record of measurements (ADR 48), replacing the stored one; kept for models, actors
     * and dancers only, and cleared for every other sub-category.
     */
    measurements: MeasurementsSchema,
    contact: z.object({
      email: z.union([z.literal(""), z.email(invalid("validation.email.invalid")).max(200)]),
      instagram: z
        .string()
        .transform(normaliseInstagram)
        .pipe(z.string().regex(INSTAGRAM_NAME, invalid("validation.instagram.invalid"))),
      /** Left out: the profile keeps its current choice. */
      showEmail: z.boolean().optional(),
    }),
  })
  .partial();
export type TalentProfilePatch = z.infer<typeof TalentProfilePatchSchema>;

/** What only administrators set; a talent's request carrying these has no effect on them. */
export const AdminTalentFieldsSchema = z
  .object({
    status: z.enum(TALENT_STATUSES),
    userId: z.string().min(1).nullable(),
    badges: z.array(z.enum(BADGES)),
    featured: z.boolean(),
    featuredOrder: z.number().int().min(0).max(100000).nullable(),
    isTopTalent: z.boolean(),
  })
  .partial();
export type AdminTalentFields = z.infer<typeof AdminTalentFieldsSchema>;

/** The body of a profile save: the profile fields, plus admin fields that count for admins only. */
export const TalentSaveSchema = TalentProfilePatchSchema.extend(AdminTalentFieldsSchema.shape).extend({
  /** True on the wizard's Finish: the profile is submitted for review and the admins are told. */
  submit: z.boolean().optional(),
  /**
   * The version the save was made on (its `updatedAt`, as the admin editor shows it): a profile
   * changed since answers 409 and nothing changes. Required when an administrator's save makes a
   * profile public, so that nothing the admin has not seen goes public with it.
   */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type TalentSave = z.infer<typeof TalentSaveSchema>;

/** The first save of a new profile needs at least the name (and has no earlier version). */
export const TalentCreateSchema = TalentSaveSchema.omit({ updatedAt: true }).extend({
  name: TalentProfilePatchSchema.shape.name.unwrap(),
});

/** What the talent reads after an administrator deleted their profile. */
export const TalentRemovalNoticeSchema = z.object({
  /** The deleted profile's name. */
  name: z.string(),
  /** The administrator's reason, when one was given. */
  reason: z.string().nullable(),
  removedAt: z.string(),
});
export type TalentRemovalNotice = z.infer<typeof TalentRemovalNoticeSchema>;

/** The signed-in account's own profile, as its dashboard shows it. */
export const OwnTalentSchema = z.object({
  /** The profile as the talent works on it, in any status; null before the first save. */
  talent: TalentSchema.nullable(),
  /**
   * The version the public sees while a change waits for review (or was rejected): the last one an
   * administrator approved. Null when the public sees `talent` itself (approved) or nothing.
   */
  liveVersion: TalentSchema.nullable(),
  /** Set when an administrator deleted the account's profile, until the talent creates a new one. */
  removal: TalentRemovalNoticeSchema.nullable(),
});
export type OwnTalent = z.infer<typeof OwnTalentSchema>;

/**
 * Problems of a whole profile that single fields cannot show: the sub-category must belong to the
 * category, and the specifics must be the category's own fields with values of the right type.
 */
export function profileConsistencyIssues(profile: {
  category: string;
  subcategory: string;
  specifics: Specifics;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const category = findCategory(profile.category);
  if (profile.subcategory && !category?.subcategories.some((s) => s.value === profile.subcategory)) {
    issues.push({ path: "subcategory", message: invalid("validation.subcategory.mismatch") });
  }
  for (const field of category?.specifics ?? []) {
    const value = profile.specifics[field.name];
    if (field.type === "number" && value !== undefined && value !== "") {
      if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > 100000) {
        issues.push({
          path: `specifics.${field.name}`,
          message: invalid(`validation.specifics.${field.name}.positive`),
        });
      }
    }
  }
  return issues;
}

/** Keeps only the category's own specific fields (and a services list), dropping empty values. */
export function cleanSpecifics(category: string, specifics: Specifics): Specifics {
  const allowed = new Set([...(findCategory(category)?.specifics.map((f) => f.name) ?? []), "services"]);
  const cleaned: Specifics = {};
  for (const [name, value] of Object.entries(specifics)) {
    if (!allowed.has(name) || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    cleaned[name] = value;
  }
  return cleaned;
}
