import { z } from "zod";

/**
 * What the review checks found on the version of a profile last submitted for review (ADR 52): hints
 * for the administrator with their evidence, never a decision.
 */
export const REVIEW_CHECKS = [
  "contact-details",
  "incomplete-profile",
  "small-picture",
  "blurred-picture",
  "duplicate-picture",
  "nudity-likely",
] as const;
export type ReviewCheck = (typeof REVIEW_CHECKS)[number];

const PictureSchema = z.object({ mediaId: z.string(), url: z.string() });

export const FindingDetailsSchema = z.discriminatedUnion("check", [
  z.object({
    check: z.literal("contact-details"),
    field: z.enum(["bio", "name"]),
    kind: z.enum(["email", "phone", "link", "messenger"]),
    /** The text as the talent wrote it. */
    text: z.string(),
  }),
  z.object({
    check: z.literal("incomplete-profile"),
    missing: z.enum(["hero", "gallery", "measurements"]),
    /** For the gallery: how many pictures there are and how many the profile needs. */
    have: z.number().int().optional(),
    need: z.number().int().optional(),
  }),
  PictureSchema.extend({
    check: z.literal("small-picture"),
    width: z.number().int(),
    height: z.number().int(),
    /** The shorter side the picture's largest display size needs, in pixels. */
    need: z.number().int(),
  }),
  PictureSchema.extend({
    check: z.literal("blurred-picture"),
    score: z.number(),
    threshold: z.number(),
  }),
  PictureSchema.extend({
    check: z.literal("duplicate-picture"),
    other: z.object({
      talentId: z.string(),
      name: z.string(),
      slug: z.string(),
      status: z.string(),
      mediaId: z.string(),
      url: z.string(),
    }),
    distance: z.number().int(),
    /** The other picture is this one's mirror image. */
    mirrored: z.boolean(),
  }),
  PictureSchema.extend({
    check: z.literal("nudity-likely"),
    /** The model's porn, hentai and sexy probabilities added up, 0 to 1 (ADR 54). */
    score: z.number(),
    threshold: z.number(),
    scores: z.object({ porn: z.number(), hentai: z.number(), sexy: z.number() }),
  }),
]);
export type FindingDetails = z.infer<typeof FindingDetailsSchema>;

export const ReviewFindingSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  details: FindingDetailsSchema,
});
export type ReviewFinding = z.infer<typeof ReviewFindingSchema>;

export const ReviewFindingsSchema = z.object({ findings: z.array(ReviewFindingSchema) });
