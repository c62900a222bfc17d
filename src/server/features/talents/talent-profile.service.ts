import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { findUserRecord } from "#server/accounts/accounts.repository";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import { changedFields } from "#server/audit/changed-fields";
import type { Database, Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { fieldIssuesError } from "#server/http/validation-hook";
import { journalRemovals } from "#server/media/media-journal";
import { recordedPlace, talentPlaceOf } from "#server/places/place-lookup";
import { storedMeasurements } from "#server/talent-records/talent-record";
import { liveVersion, mediaNoLongerUsed, type StoredTalent } from "#server/talent-records/talent-versions";
import {
  findStoredTalentForUpdate,
  findTalentByUserId,
  insertTalent,
  storeTalent,
  talentIdsWithSlug,
} from "#server/talent-records/talents.repository";
import { talentSlug } from "#shared/talents/slug";
import type { Talent, TalentPlace } from "#shared/talents/talent.schema";
import {
  cleanSpecifics,
  profileConsistencyIssues,
  type TalentSave,
} from "#shared/talents/talent-profile.schema";
import {
  assertMayEditStored,
  assertVersion,
  nextUpdatedAt,
  statusAfterSave,
  type TalentEditor,
} from "./talent-editor.ts";
import { holdsMeasurements, measurementsFor, measurementsUpdatedAt } from "./talent-measurements.ts";
import type { SaveMails } from "./talent-notifications.ts";
import { contentChanged, storedAfterChange } from "./talent-publishing.ts";
import { deleteRemovalNotice } from "./talent-removal-notices.repository.ts";

/** A stored save: the profile before and after, and the files no version uses any more. */
export type SaveOutcome = { before: StoredTalent; after: StoredTalent; unusedMedia: string[] };

/**
 * The profile's place after a save: the gazetteer's record of the id it names (country and coordinates
 * from the gazetteer, whatever else the request carries), none for null, and none either when the
 * location's text changes without a place; otherwise the place it had.
 */
function placeAfterSave(current: Talent, input: TalentSave): TalentPlace | null {
  if (input.placeId === null) return null;
  if (input.placeId === undefined) {
    const textChanged = input.location !== undefined && input.location !== current.location;
    return textChanged ? null : current.place;
  }
  const place = talentPlaceOf(input.placeId);
  if (!place) throw fieldIssuesError([{ path: "placeId", message: "places.validation.unknownPlace" }]);
  return place;
}

/** Applies a save to a profile: the talent's fields always, the admin fields for administrators only. */
function applySave(current: Talent, input: TalentSave, editor: TalentEditor): Talent {
  const category = input.category ?? current.category;
  // Changing the category clears the sub-category unless the same save chooses a new one.
  const subcategory =
    input.subcategory ??
    (input.category !== undefined && input.category !== current.category ? "" : current.subcategory);
  const name = input.name ?? current.name;
  const next: Talent = {
    ...current,
    name,
    slug: name === current.name ? current.slug : talentSlug(name, current.id),
    age: input.age !== undefined ? input.age : current.age,
    location: input.location ?? current.location,
    place: placeAfterSave(current, input),
    bio: input.bio ?? current.bio,
    languages: input.languages ?? current.languages,
    paymentOptions: input.paymentOptions ?? current.paymentOptions,
    category,
    subcategory,
    specifics: cleanSpecifics(category, input.specifics ?? current.specifics),
    measurements: measurementsFor(subcategory, input.measurements ?? current.measurements),
    contact: input.contact
      ? { ...input.contact, showEmail: input.contact.showEmail ?? current.contact.showEmail }
      : current.contact,
  };
  next.status = statusAfterSave(current.status, editor, {
    changed: contentChanged(current, next),
    submitted: input.submit === true,
  });
  if (editor.isAdmin) {
    next.status = input.status ?? current.status;
    next.userId = input.userId !== undefined ? input.userId : current.userId;
    next.badges = input.badges ?? current.badges;
    next.featured = input.featured ?? current.featured;
    next.featuredOrder = input.featuredOrder !== undefined ? input.featuredOrder : current.featuredOrder;
    next.isTopTalent = input.isTopTalent ?? current.isTopTalent;
  }
  const issues = profileConsistencyIssues(next);
  if (input.submit && (!next.category || !next.subcategory)) {
    issues.push({ path: "category", message: "errors.talents.submitWithoutCategory" });
  }
  if (issues.length > 0) throw fieldIssuesError(issues);
  return next;
}

/**
 * A slug no other profile uses, in its public version or in a change under review: the rule's slug,
 * or, in the rare clash, one made from another id.
 */
async function assertSlugFree(db: Db, talent: Talent): Promise<void> {
  if ((await talentIdsWithSlug(db, talent.slug)).some((id) => id !== talent.id)) {
    throw new AppError("CONFLICT", "errors.talents.slugTaken");
  }
}

/** The fields an administrator's edit is recorded with in the audit trail. */
const AUDITED_FIELDS = [
  "name",
  "age",
  "location",
  "bio",
  "languages",
  "paymentOptions",
  "category",
  "subcategory",
  "specifics",
  "measurements",
  "contact",
  "status",
  "userId",
  "badges",
  "featured",
  "featuredOrder",
  "isTopTalent",
] as const satisfies readonly (keyof Talent)[];

type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * The audited fields that differ between two versions, and the place when it is another one (a new
 * place of the same text too), recorded by name and country so that the trail reads "Munich, Germany".
 */
function auditedChanges(before: Partial<Talent>, after: Talent): Changes {
  const changes = changedFields(before, after, AUDITED_FIELDS);
  if ((before.place?.id ?? null) !== (after.place?.id ?? null)) {
    changes.place = { from: recordedPlace(before.place ?? null), to: recordedPlace(after.place) };
  }
  return changes;
}

type Trx = Transaction<Database>;

const isEmptyValue = (value: unknown) =>
  value === null ||
  value === "" ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  // An object with only empty texts and flags (contact with no address but its showEmail default).
  (typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => v === "" || v === null || typeof v === "boolean"));

/** A new profile's audit entry names only the fields that were filled in (measurements: a value). */
function filledFields(changes: Changes) {
  return Object.fromEntries(
    Object.entries(changes).filter(([field, change]) =>
      field === "measurements" ? holdsMeasurements(change.to) : !isEmptyValue(change.to),
    ),
  );
}

/** A linked account must exist and manage no other profile. */
async function assertLinkable(trx: Trx, userId: string, talentId: string): Promise<void> {
  // The account is a field of the request: naming one that does not exist is invalid input.
  if (!(await findUserRecord(trx, userId)))
    throw new AppError("VALIDATION_FAILED", "errors.talents.unknownAccount");
  const linked = await findTalentByUserId(trx, userId);
  if (linked && linked.id !== talentId) {
    throw new AppError("CONFLICT", "errors.talents.accountHasProfile");
  }
}

/** A new profile: blank but for the save's fields, pending, joined today; slug and id never clash. */
async function insertNewTalent(trx: Trx, editor: TalentEditor, input: TalentSave & { name: string }) {
  const now = new Date().toISOString();
  let id = randomUUID();
  // Slugs carry four characters of the id; pick another id in the unlikely case of a clash.
  for (
    let attempt = 0;
    attempt < 5 && (await talentIdsWithSlug(trx, talentSlug(input.name, id))).length > 0;
    attempt++
  ) {
    id = randomUUID();
  }
  const blank: Talent = {
    id,
    userId: null,
    slug: talentSlug(input.name, id),
    name: input.name,
    image: null,
    category: "",
    subcategory: "",
    location: "",
    place: null,
    age: null,
    bio: "",
    languages: [],
    badges: [],
    paymentOptions: [],
    specifics: {},
    measurements: storedMeasurements({}),
    measurementsUpdatedAt: null,
    gallery: [],
    contact: { email: "", instagram: "", showEmail: true },
    inquiriesEnabled: true,
    joined: now.slice(0, 10),
    featured: false,
    featuredOrder: null,
    isTopTalent: false,
    status: "pending",
    createdAt: now,
    updatedAt: now,
    rejectionReason: null,
    compCardDownload: false,
  };
  const saved = applySave(blank, input, editor);
  const talent = {
    ...saved,
    // A new profile has no comp card settings: its card is downloadable once it is public.
    compCardDownload: saved.status === "approved",
    measurementsUpdatedAt: measurementsUpdatedAt(saved, [blank], now),
    updatedAt: now,
  };
  await assertSlugFree(trx, talent);
  return talent;
}

/**
 * Creates the signed-in talent's own profile (the wizard's first save); it starts pending. The mails
 * the save causes are written in its transaction.
 */
export async function createOwnTalent(
  db: Kysely<Database>,
  editor: TalentEditor,
  input: TalentSave & { name: string },
  mails?: SaveMails,
): Promise<Talent> {
  return db.transaction().execute(async (trx) => {
    if (await findTalentByUserId(trx, editor.userId)) {
      throw new AppError("CONFLICT", "errors.talents.profileExists");
    }
    const created = await insertNewTalent(trx, { ...editor, isAdmin: false }, input);
    const talent: Talent = { ...created, userId: editor.userId, status: "pending" };
    await insertTalent(trx, talent);
    // A talent whose profile an administrator removed starts again: the notice has been read.
    await deleteRemovalNotice(trx, editor.userId);
    await mails?.(trx, {
      before: undefined,
      after: { row: talent, draft: null },
      byAdmin: false,
      submitted: input.submit === true,
    });
    return talent;
  });
}

/**
 * An administrator creates a profile (the editor's first save): pending unless the save sets a
 * status, linked to an account only when the save names one. Recorded in the audit trail.
 */
export async function createTalentAsAdmin(
  db: Kysely<Database>,
  admin: TalentEditor,
  input: TalentSave & { name: string },
): Promise<Talent> {
  return db.transaction().execute(async (trx) => {
    const talent = await insertNewTalent(trx, admin, input);
    if (talent.userId) await assertLinkable(trx, talent.userId, talent.id);
    await insertTalent(trx, talent);
    await recordAdminAction(trx, {
      actor: admin,
      action: "talent.create",
      recordType: "talent",
      recordId: talent.id,
      recordLabel: talent.name,
      changes: filledFields(auditedChanges({}, talent)),
    });
    return talent;
  });
}

/**
 * Saves one wizard step (or the admin editor's fields) on the locked row, writing only the columns
 * it changes; an admin's save is audited, and the mails it causes are written, in its transaction.
 * A save that names the version it was made on (`updatedAt`) applies to that version only, and an
 * administrator's save that makes a profile public must name it, so that no change the admin has
 * not seen goes public with it. A talent's change to a live profile waits beside the public version
 * (see storedAfterChange). Files the change leaves unused are journalled for removal.
 */
export async function saveTalent(
  db: Kysely<Database>,
  editor: TalentEditor,
  talentId: string,
  input: TalentSave,
  mails?: SaveMails,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const { stored: before, current } = assertMayEditStored(
      await findStoredTalentForUpdate(trx, talentId),
      editor,
    );
    assertVersion(current, input.updatedAt);
    const next = applySave(current, input, editor);
    const changes = auditedChanges(current, next);
    if (!contentChanged(current, next) && Object.keys(changes).length === 0) {
      // Nothing to store: the version stays, and so does every version check made against it.
      await mails?.(trx, {
        before,
        after: before,
        byAdmin: editor.isAdmin,
        submitted: input.submit === true,
      });
      return { before, after: before, unusedMedia: [] };
    }
    if (next.status === "approved" && current.status !== "approved" && input.updatedAt === undefined) {
      throw new AppError("VALIDATION_FAILED", "errors.talents.approveWithoutVersion");
    }
    const updatedAt = nextUpdatedAt(current.updatedAt);
    const talent = {
      ...next,
      measurementsUpdatedAt: measurementsUpdatedAt(next, [current, liveVersion(before)], updatedAt),
      updatedAt,
    };
    if (talent.slug !== current.slug) await assertSlugFree(trx, talent);
    if (talent.userId && talent.userId !== current.userId)
      await assertLinkable(trx, talent.userId, talent.id);
    const after = storedAfterChange(before, talent);
    await storeTalent(trx, before, after);
    const unusedMedia = mediaNoLongerUsed(before, after);
    await journalRemovals(trx, unusedMedia, talentId);
    if (editor.isAdmin && Object.keys(changes).length > 0) {
      await recordAdminAction(trx, {
        actor: editor,
        action: "talent.edit",
        recordType: "talent",
        recordId: talent.id,
        recordLabel: talent.name,
        changes,
      });
    }
    await mails?.(trx, { before, after, byAdmin: editor.isAdmin, submitted: input.submit === true });
    return { before, after, unusedMedia };
  });
}
