import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { talentSlug } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import {
  cleanSpecifics,
  profileConsistencyIssues,
  type TalentSave,
} from "#shared/talents/talent-profile.schema";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { findUserRecord } from "../account/account.repository.ts";
import { assertMayEdit, nextUpdatedAt, statusAfterSave, type TalentEditor } from "./talent-editor.ts";
import {
  findTalentBySlug,
  findTalentByUserId,
  findTalentForUpdate,
  insertTalent,
  replaceTalent,
} from "./talents.repository.ts";

export type SaveOutcome = { before: Talent; talent: Talent };

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
    bio: input.bio ?? current.bio,
    languages: input.languages ?? current.languages,
    paymentOptions: input.paymentOptions ?? current.paymentOptions,
    category,
    subcategory,
    specifics: cleanSpecifics(category, input.specifics ?? current.specifics),
    contact: input.contact ?? current.contact,
    status: statusAfterSave(current.status, editor),
    updatedAt: nextUpdatedAt(current.updatedAt),
  };
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
    issues.push({ path: "category", message: "Choose a category and sub-category before you submit" });
  }
  const first = issues[0];
  if (first) throw new AppError("VALIDATION_FAILED", `${first.path}: ${first.message}`, { issues });
  return next;
}

/** A slug no other profile has: the rule's slug, or, in the rare clash, one made from another id. */
async function assertSlugFree(db: Kysely<Database> | Transaction<Database>, talent: Talent): Promise<void> {
  const holder = await findTalentBySlug(db, talent.slug);
  if (holder && holder.id !== talent.id) {
    throw new AppError(
      "CONFLICT",
      "Another profile already has this name. Please add a letter or an initial.",
    );
  }
}

/** Creates the signed-in talent's own profile (the wizard's first save); it starts pending. */
export async function createOwnTalent(
  db: Kysely<Database>,
  editor: TalentEditor,
  input: TalentSave & { name: string },
): Promise<Talent> {
  return db.transaction().execute(async (trx) => {
    if (await findTalentByUserId(trx, editor.userId)) {
      throw new AppError("CONFLICT", "You already have a profile. Edit it instead.");
    }
    const now = new Date().toISOString();
    let id = randomUUID();
    // Slugs carry four characters of the id; pick another id in the unlikely case of a clash.
    for (
      let attempt = 0;
      attempt < 5 && (await findTalentBySlug(trx, talentSlug(input.name, id)));
      attempt++
    ) {
      id = randomUUID();
    }
    const blank: Talent = {
      id,
      userId: editor.userId,
      slug: talentSlug(input.name, id),
      name: input.name,
      image: null,
      category: "",
      subcategory: "",
      location: "",
      age: null,
      bio: "",
      languages: [],
      badges: [],
      paymentOptions: [],
      specifics: {},
      gallery: [],
      contact: { email: "", instagram: "" },
      joined: now.slice(0, 10),
      featured: false,
      featuredOrder: null,
      isTopTalent: false,
      status: "pending",
      createdAt: now,
      updatedAt: now,
      rejectionReason: null,
    };
    const talent = { ...applySave(blank, input, { ...editor, isAdmin: false }), userId: editor.userId };
    await assertSlugFree(trx, talent);
    await insertTalent(trx, talent);
    return talent;
  });
}

/** Saves one wizard step (or the admin editor's fields) on the locked row. */
export async function saveTalent(
  db: Kysely<Database>,
  editor: TalentEditor,
  talentId: string,
  input: TalentSave,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = assertMayEdit(await findTalentForUpdate(trx, talentId), editor);
    const talent = applySave(current, input, editor);
    if (talent.slug !== current.slug) await assertSlugFree(trx, talent);
    if (talent.userId && talent.userId !== current.userId) {
      if (!(await findUserRecord(trx, talent.userId))) {
        throw new AppError("VALIDATION_FAILED", "userId: No account has this id.");
      }
      const linked = await findTalentByUserId(trx, talent.userId);
      if (linked) throw new AppError("CONFLICT", "That account already manages another profile.");
    }
    await replaceTalent(trx, talent);
    return { before: current, talent };
  });
}
