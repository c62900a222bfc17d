import { z } from "zod";
import { invalid, type ValidationMessageId } from "#shared/i18n/validation-message";

export const SITE_CONTENT_KINDS = ["testimonials", "team"] as const;
export type SiteContentKind = (typeof SITE_CONTENT_KINDS)[number];

/** A required text of at most `max` characters, with the ids of its two messages. */
const text = (max: number, messages: { required: ValidationMessageId; tooLong: ValidationMessageId }) =>
  z.string().trim().min(1, messages.required).max(max, messages.tooLong);
const NAME = {
  required: invalid("validation.content.name.required"),
  tooLong: invalid("validation.content.name.tooLong"),
};

/** A quote a real customer agreed to have shown on the pricing page. */
export const TestimonialInputSchema = z.object({
  quote: text(600, {
    required: invalid("validation.content.quote.required"),
    tooLong: invalid("validation.content.quote.tooLong"),
  }),
  authorName: text(80, NAME),
  /** What they do and where, e.g. "Photographer, Hamburg". */
  authorRole: z.string().trim().max(120).default(""),
  plan: z.enum(["Starter", "Pro", "Premium"]).nullable().default(null),
  visible: z.boolean().default(true),
  /** Sample entries carry a visible "Sample" label and are shown only while sample data is on. */
  isSample: z.boolean().default(false),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;

const TESTIMONIAL_CONSENT = invalid("validation.content.testimonialConsent");

/** A new quote needs the admin's word that its author agreed to be quoted (invented reviews are unlawful). */
export const TestimonialCreateSchema = TestimonialInputSchema.extend({
  consent: z.literal(true, { message: TESTIMONIAL_CONSENT }),
});

/** An edit: the same fields, with the consent that a new quote or name needs (`testimonialEditSchema`). */
export const TestimonialUpdateSchema = TestimonialInputSchema.extend({ consent: z.boolean().default(false) });

/** A member of the team on the About page (shown with a monogram, never a photo). */
export const TeamMemberInputSchema = z.object({
  name: text(80, NAME),
  role: text(120, {
    required: invalid("validation.content.role.required"),
    tooLong: invalid("validation.content.role.tooLong"),
  }),
  bio: z.string().trim().max(400).default(""),
  visible: z.boolean().default(true),
  isSample: z.boolean().default(false),
});
export type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

const TEAM_CONSENT = invalid("validation.content.teamConsent");

export const TeamMemberCreateSchema = TeamMemberInputSchema.extend({
  consent: z.literal(true, { message: TEAM_CONSENT }),
});

/** An edit: the same fields, with the consent that a new name or role needs (`teamMemberEditSchema`). */
export const TeamMemberUpdateSchema = TeamMemberInputSchema.extend({ consent: z.boolean().default(false) });

const itemMeta = {
  id: z.string(),
  position: z.number().int(),
  visible: z.boolean(),
  isSample: z.boolean(),
  updatedAt: z.string(),
};

export const TestimonialSchema = z.object({
  ...itemMeta,
  quote: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  plan: z.enum(["Starter", "Pro", "Premium"]).nullable(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TeamMemberSchema = z.object({
  ...itemMeta,
  name: z.string(),
  role: z.string(),
  bio: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/**
 * The edit of a testimonial: a new quote or name needs the author's agreement, with the same word as
 * a new testimonial; other edits (hiding it, the plan) do not.
 */
export const testimonialEditSchema = (before: Pick<Testimonial, "quote" | "authorName">) =>
  TestimonialUpdateSchema.refine(
    (after) => after.consent || (after.quote === before.quote && after.authorName === before.authorName),
    { path: ["consent"], message: TESTIMONIAL_CONSENT },
  );

/** The edit of a team member: a new name or role needs their agreement, as a new member does. */
export const teamMemberEditSchema = (before: Pick<TeamMember, "name" | "role">) =>
  TeamMemberUpdateSchema.refine(
    (after) => after.consent || (after.name === before.name && after.role === before.role),
    { path: ["consent"], message: TEAM_CONSENT },
  );

/** Everything, hidden entries included, for the admin page. */
export const SiteContentSchema = z.object({
  testimonials: z.array(TestimonialSchema),
  team: z.array(TeamMemberSchema),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** The visible entries in their order, for the public pages. */
export const PublicSiteContentSchema = SiteContentSchema;
export type PublicSiteContent = SiteContent;

export const ContentOrderRequestSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, invalid("validation.content.duplicate")),
});

/** Initials for the monogram that stands in for a photo. */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
