import type { Selectable } from "kysely";
import { asPlanId } from "#server/accounts/account-plan";
import type { TalentDraftsTable, TalentsTable } from "#server/db/schema";
import { type DamagedValue, readStoredJson, type StoredShape } from "#server/db/stored-json";
import { publicBadges } from "#shared/catalogue/plan-entitlements";
import type { PlanId } from "#shared/catalogue/plans";
import { MEASUREMENT_FIELDS } from "#shared/measurements/fields";
import type { Measurements } from "#shared/measurements/measurements.schema";
import {
  type Badge,
  PAYMENT_OPTIONS,
  type PublicTalent,
  TALENT_STATUSES,
  type Talent,
  type TalentCard,
  type TalentPlace,
  type TalentStatus,
} from "#shared/talents/talent.schema";
import { contentOf, type TalentContent, type TalentDraft } from "./talent-versions.ts";

export type TalentRow = Selectable<TalentsTable>;
export type TalentDraftRow = Selectable<TalentDraftsTable>;

type JsonColumn = "image" | "badges" | "specifics" | "gallery" | "measurements";

/**
 * Reads a talent's JSON column. Every write goes through the shared schemas (the input is validated,
 * see talents.repository.ts), so what comes back is not parsed by zod again (ADR 24). Text that is
 * not JSON of its shape (damaged, edited by hand) is reported with the talent's id and collected in
 * `damaged`; the stand-in is for display only, and writers refuse such a record (ADR 30).
 */
function readJson<T, C extends JsonColumn>(
  row: { id: string } & Record<C, string | null>,
  column: C,
  shape: StoredShape,
  standIn: T,
  damaged?: DamagedValue[],
): T {
  return readStoredJson({ table: "talents", id: row.id, column }, shape, row[column], standIn, damaged);
}

const statusOf = (value: string): TalentStatus =>
  (TALENT_STATUSES as readonly string[]).includes(value) ? (value as TalentStatus) : "pending";

/** Payment options in their catalogue order, whatever order they were stored in. */
const paymentOptionsOf = (values: readonly string[]) =>
  PAYMENT_OPTIONS.filter((option) => values.includes(option));

/** The profile's place from its columns; null unless all four are set. */
function placeFromRow(row: TalentRow): TalentPlace | null {
  const { place_id: id, place_country: country, latitude, longitude } = row;
  if (id === null || country === null || latitude === null || longitude === null) return null;
  return { id: Number(id), country, latitude: Number(latitude), longitude: Number(longitude) };
}

/** The columns of a profile's place. */
export function placeColumns(place: TalentPlace | null) {
  return {
    place_id: place?.id ?? null,
    place_country: place?.country ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

/**
 * Turns a stored row (plus its join-table values) into the domain record; JSON that cannot be read
 * is collected in `damaged` (see readJson).
 */
export function talentFromRow(
  row: TalentRow,
  languages: string[],
  paymentOptions: string[],
  damaged: DamagedValue[] = [],
  /** Whether the talent lets visitors download the comp card (the comp_cards row; on without one). */
  compCardPublicDownload = true,
): Talent {
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    name: row.name,
    image: readJson(row, "image", "object-or-null", null, damaged),
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    place: placeFromRow(row),
    age: row.age,
    bio: row.bio,
    languages: [...languages].sort(),
    badges: readJson(row, "badges", "array", [] as Badge[], damaged),
    paymentOptions: paymentOptionsOf(paymentOptions),
    specifics: readJson(row, "specifics", "object", {}, damaged),
    measurements: storedMeasurements(readJson(row, "measurements", "object", {}, damaged)),
    measurementsUpdatedAt: row.measurements_updated_at,
    gallery: readJson(row, "gallery", "array", [], damaged),
    contact: {
      email: row.contact_email,
      instagram: row.contact_instagram,
      showEmail: row.show_contact_email !== 0,
    },
    inquiriesEnabled: row.inquiries_enabled !== 0,
    joined: row.joined,
    featured: row.featured === 1,
    featuredOrder: row.featured_order,
    isTopTalent: row.is_top_talent === 1,
    status: statusOf(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rejectionReason: row.rejection_reason ?? null,
    compCardDownload: row.status === "approved" && compCardPublicDownload,
  };
}

/**
 * A pending change from its row. Its content was validated by the shared schemas when it was written
 * (as the talents' own columns are); content that is not a JSON object is reported and collected in
 * `damaged`, and `standIn` shows instead.
 */
export function draftFromRow(
  row: TalentDraftRow,
  standIn: TalentContent,
  damaged: DamagedValue[],
): TalentDraft {
  const content = readStoredJson(
    { table: "talent_drafts", id: row.talent_id, column: "content" },
    "object",
    row.content,
    standIn,
    damaged,
  );
  const merged = { ...standIn, ...content };
  return {
    content: { ...merged, measurements: storedMeasurements(merged.measurements) },
    slug: row.slug,
    status: statusOf(row.status),
    rejectionReason: row.rejection_reason,
    updatedAt: row.updated_at,
  };
}

/** The columns of a pending change (without its talent's id). */
export function draftValues(draft: TalentDraft) {
  return {
    slug: draft.slug,
    content: JSON.stringify(contentOf(draft.content)),
    status: draft.status,
    rejection_reason: draft.rejectionReason,
    updated_at: draft.updatedAt,
  };
}

/**
 * The columns a list card is read from, with languages and payment options as comma-joined text and
 * the live plan of the talent's account (for the badges it gives).
 */
export type TalentCardRow = Pick<
  TalentRow,
  | "id"
  | "slug"
  | "name"
  | "image"
  | "category"
  | "subcategory"
  | "location"
  | "age"
  | "badges"
  | "featured"
  | "featured_order"
  | "is_top_talent"
  | "created_at"
> & { languages: string | null; payment_options: string | null; live_plan: string | null };

/** A list card from its row: the badges an administrator set, and those the account's live plan gives. */
export function cardFromRow(row: TalentCardRow): TalentCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: readJson(row, "image", "object-or-null", null),
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    age: row.age,
    languages: row.languages ? row.languages.split(",").sort() : [],
    badges: publicBadges(readJson(row, "badges", "array", [] as Badge[]), asPlanId(row.live_plan)),
    paymentOptions: row.payment_options ? paymentOptionsOf(row.payment_options.split(",")) : [],
    featured: row.featured === 1,
    featuredOrder: row.featured_order,
    isTopTalent: row.is_top_talent === 1,
    createdAt: row.created_at,
  };
}

/**
 * What the public may see: the linked account and the review's notes are never exposed; the badges
 * are those an administrator set and those the account's live plan gives (null: none).
 */
export function toPublicTalent(talent: Talent, livePlan: PlanId | null): PublicTalent {
  // The place's coordinates serve the search by distance; the public reads the text it shows.
  const { userId: _userId, rejectionReason: _reason, place: _place, ...rest } = talent;
  return {
    ...rest,
    badges: publicBadges(rest.badges, livePlan),
    contact: { ...rest.contact, email: rest.contact.showEmail ? rest.contact.email : "" },
    // An inquiry needs an account to answer it (ADR 34).
    inquiriesEnabled: rest.inquiriesEnabled && talent.userId !== null,
  };
}

/** The keys of a measurements record in one order, so that equal records have equal JSON. */
const MEASUREMENT_KEYS = [...MEASUREMENT_FIELDS, "shoeChart", "lengthUnits", "sizeSystem"] as const;

/**
 * Measurements as a record holds them: the keys in one order (so that an unchanged record compares
 * equal, whatever order it was written in), and the entry units the schema defaults to when a record
 * lacks them (written before measurements existed).
 */
export function storedMeasurements(value: Partial<Measurements>): Measurements {
  const withUnits: Partial<Measurements> = { lengthUnits: "metric", sizeSystem: "eu", ...value };
  const ordered: Record<string, unknown> = {};
  for (const key of MEASUREMENT_KEYS) if (withUnits[key] !== undefined) ordered[key] = withUnits[key];
  return ordered as Measurements;
}

const wholeCentimetres = (cm: number | undefined) => (cm === undefined ? null : Math.round(cm));

/**
 * The columns of a talent's measurements: the record, and the values the public list filters on,
 * lengths in whole centimetres as a visitor reading metric sees an entry in inches (ADR 48).
 */
export function measurementColumns(measurements: Measurements) {
  return {
    measurements: JSON.stringify(measurements),
    height_cm: wholeCentimetres(measurements.height),
    bust_cm: wholeCentimetres(measurements.bust),
    waist_cm: wholeCentimetres(measurements.waist),
    hips_cm: wholeCentimetres(measurements.hips),
    inseam_cm: wholeCentimetres(measurements.inseam),
    shoe_size_eu: measurements.shoeSize ?? null,
    hair_colour: measurements.hairColour ?? null,
    eye_colour: measurements.eyeColour ?? null,
  };
}
