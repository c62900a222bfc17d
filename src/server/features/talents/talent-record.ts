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
import { type DamagedValue, readStoredJson } from "../../db/stored-json.ts";

export type TalentRow = Selectable<TalentsTable>;

/**
 * Turns a stored row (plus its join-table values) into the domain record. A JSON column that cannot
 * be read is reported with the talent's id and added to `damaged`; the record then carries an empty
 * stand-in for display, and a writer that sees the damage refuses to save it (ADR 30).
 */
export function talentFromRow(
  row: TalentRow,
  languages: string[],
  paymentOptions: string[],
  damaged: DamagedValue[] = [],
): Talent {
  const json = <T>(column: "image" | "badges" | "specifics" | "gallery", schema: z.ZodType<T>, standIn: T) =>
    readStoredJson({ table: "talents", id: row.id, column }, schema, row[column], standIn, damaged);
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    name: row.name,
    image: json("image", ImageAssetSchema.nullable(), null),
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    age: row.age,
    bio: row.bio,
    languages: [...languages].sort(),
    badges: json("badges", z.array(z.enum(BADGES)), []),
    paymentOptions: PAYMENT_OPTIONS.filter((option) => paymentOptions.includes(option)),
    specifics: json("specifics", SpecificsSchema, {}),
    gallery: json("gallery", z.array(GalleryItemSchema), []),
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
