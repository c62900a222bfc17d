import { z } from "zod";
import { EYE_COLOURS, HAIR_COLOURS } from "#shared/measurements/fields";
import { MeasurementsSchema } from "#shared/measurements/measurements.schema";
import { GalleryItemSchema, ImageAssetSchema } from "#shared/media/media.schema";

export const TALENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type TalentStatus = (typeof TALENT_STATUSES)[number];

export const BADGES = ["premium", "verified", "new"] as const;
export type Badge = (typeof BADGES)[number];

export const PAYMENT_OPTIONS = ["PAY", "TFP"] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** Category-specific values, keyed by the catalogue's field names; may carry a services list. */
export const SpecificsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
export type Specifics = z.infer<typeof SpecificsSchema>;

export const TalentContactSchema = z.object({
  email: z.string(),
  instagram: z.string(),
  /** Whether the e-mail shows on the public profile; when not, public reads carry it empty. */
  showEmail: z.boolean(),
});
export type TalentContact = z.infer<typeof TalentContactSchema>;

/** What anyone may see of an approved talent: never the linked user id or the account's e-mail. */
export const PublicTalentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: ImageAssetSchema.nullable(),
  category: z.string(),
  subcategory: z.string(),
  location: z.string(),
  age: z.number().int().nullable(),
  bio: z.string(),
  languages: z.array(z.string()),
  badges: z.array(z.enum(BADGES)),
  paymentOptions: z.array(z.enum(PAYMENT_OPTIONS)),
  specifics: SpecificsSchema,
  /**
   * Body measurements (ADR 48): lengths in centimetres, sizes as EU sizes, with the units the talent
   * enters them in. Only models, actors and dancers have any; with none, only the entry units.
   */
  measurements: MeasurementsSchema,
  /** When a measurement's value last changed (not its units); null when unknown or never. */
  measurementsUpdatedAt: z.string().nullable(),
  gallery: z.array(GalleryItemSchema),
  contact: TalentContactSchema,
  /** Whether visitors may send this talent an inquiry (switched on, and an account to answer it). */
  inquiriesEnabled: z.boolean(),
  joined: z.string(),
  featured: z.boolean(),
  featuredOrder: z.number().int().nullable(),
  isTopTalent: z.boolean(),
  status: z.enum(TALENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Whether visitors may download the comp card: the profile has an approved version and its talent
   * has not switched the public download off (on by default).
   */
  compCardDownload: z.boolean(),
});
export type PublicTalent = z.infer<typeof PublicTalentSchema>;

/** How fast a talent usually answers inquiries, as the public profile's badge says it. */
export const ResponseTimeSchema = z.enum(["day", "week"]);
export type ResponseTime = z.infer<typeof ResponseTimeSchema>;

/** A public profile as its page reads it: the talent and what is computed for the page alone. */
export const PublicProfileTalentSchema = PublicTalentSchema.extend({
  /**
   * "Usually answers within a day / a week", from the talent's first replies to the inquiries of the
   * last 90 days (ADR 53); null with fewer than 5 inquiries or slower answers.
   */
  responseTime: ResponseTimeSchema.nullable(),
});
export type PublicProfileTalent = z.infer<typeof PublicProfileTalentSchema>;

/**
 * The place of the gazetteer a profile is at (ADR 55): its GeoNames id, country (ISO 3166-1 alpha-2)
 * and coordinates (degrees, WGS 84), which the server takes from the gazetteer, never from a request.
 */
export const TalentPlaceSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TalentPlace = z.infer<typeof TalentPlaceSchema>;

/** The full record, as its owner and the admins see it. */
export const TalentSchema = PublicTalentSchema.extend({
  /** The place `location` names; null while the location is free text only. */
  place: TalentPlaceSchema.nullable(),
  userId: z.string().nullable(),
  /** The admin's note when the profile was last rejected; null once it is approved. */
  rejectionReason: z.string().nullable(),
});
export type Talent = z.infer<typeof TalentSchema>;

/** What a list card needs: no bio, gallery or contact, so pages of results stay small. */
export const TalentCardSchema = PublicTalentSchema.pick({
  id: true,
  slug: true,
  name: true,
  image: true,
  category: true,
  subcategory: true,
  location: true,
  age: true,
  languages: true,
  badges: true,
  paymentOptions: true,
  featured: true,
  featuredOrder: true,
  isTopTalent: true,
  createdAt: true,
});
export type TalentCard = z.infer<typeof TalentCardSchema>;

/** One option of a filter group, with how many approved talents have it. */
export const FacetOptionSchema = z.object({ value: z.string(), count: z.number().int() });
export const TalentFacetsSchema = z.object({
  category: z.array(FacetOptionSchema),
  subcategory: z.array(FacetOptionSchema),
  location: z.array(FacetOptionSchema),
  languages: z.array(FacetOptionSchema),
  payment: z.array(FacetOptionSchema),
  hair: z.array(FacetOptionSchema.extend({ value: z.enum(HAIR_COLOURS) })),
  eyes: z.array(FacetOptionSchema.extend({ value: z.enum(EYE_COLOURS) })),
});
export type TalentFacets = z.infer<typeof TalentFacetsSchema>;
