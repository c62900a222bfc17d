import type { Selectable } from "kysely";
import { z } from "zod";
import { GalleryItemSchema, ImageAssetSchema } from "#shared/media/media.schema";
import {
  BADGES,
  PAYMENT_OPTIONS,
  type PublicTalent,
  SpecificsSchema,
  TALENT_STATUSES,
  type Talent,
} from "#shared/talents/talent.schema";
import type { TalentsTable } from "../../db/schema.ts";

export type TalentRow = Selectable<TalentsTable>;

const parseJson = <T>(schema: z.ZodType<T>, text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

/** Turns a stored row (plus its join-table values) into the domain record. */
export function talentFromRow(row: TalentRow, languages: string[], paymentOptions: string[]): Talent {
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    name: row.name,
    image: parseJson(ImageAssetSchema.nullable(), row.image, null),
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    age: row.age,
    bio: row.bio,
    languages: [...languages].sort(),
    badges: parseJson(z.array(z.enum(BADGES)), row.badges, []),
    paymentOptions: PAYMENT_OPTIONS.filter((option) => paymentOptions.includes(option)),
    specifics: parseJson(SpecificsSchema, row.specifics, {}),
    gallery: parseJson(z.array(GalleryItemSchema), row.gallery, []),
    contact: { email: row.contact_email, instagram: row.contact_instagram },
    joined: row.joined,
    featured: row.featured === 1,
    featuredOrder: row.featured_order,
    isTopTalent: row.is_top_talent === 1,
    status: z.enum(TALENT_STATUSES).catch("pending").parse(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rejectionReason: row.rejection_reason ?? null,
  };
}

/** What the public may see: the linked account and the review's notes are never exposed. */
export function toPublicTalent(talent: Talent): PublicTalent {
  const { userId: _userId, rejectionReason: _reason, ...rest } = talent;
  return rest;
}

/** A number from the height specific, if it holds one, for the indexed height filter. */
export function heightFromSpecifics(specifics: Talent["specifics"]): number | null {
  const value = specifics.height;
  const height =
    typeof value === "number" ? value : typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(height) && height > 0 ? Math.round(height) : null;
}
