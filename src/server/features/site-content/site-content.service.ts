import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import { changedFields } from "#server/audit/changed-fields";
import type { Actor } from "#server/auth/policy";
import type { Database, Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { validationError } from "#server/http/validation-hook";
import type { MessageId } from "#shared/i18n/translator";
import {
  type SiteContentKind,
  type TeamMember,
  TeamMemberInputSchema,
  type Testimonial,
  TestimonialInputSchema,
  teamMemberEditSchema,
  testimonialEditSchema,
} from "#shared/site-content/site-content.schema";
import {
  type ContentTable,
  deleteContentItem,
  findTeamMember,
  findTestimonial,
  listTeamMembers,
  listTestimonials,
  nextPosition,
  saveTeamMember,
  saveTestimonial,
  type Visibility,
  writeContentOrder,
} from "./site-content.repository.ts";

type Item = { id: string; position: number; visible: boolean; isSample: boolean; updatedAt: string };

/** How one list is stored and named; the same rules then hold for testimonials and the team. */
type ContentList<T extends Item, Input> = {
  table: ContentTable;
  noun: string;
  /** What a request for an entry that does not exist answers. */
  notFound: MessageId;
  parse: (input: unknown) => Input;
  /** An edit of `before`: its fields, and whether the admin confirmed the person's agreement. */
  parseEdit: (before: T, input: unknown) => Input & { consent: boolean };
  label: (item: T) => string;
  fields: readonly (keyof T & string)[];
  list: (db: Db, visibility: Visibility) => Promise<T[]>;
  find: (db: Db, id: string) => Promise<T | undefined>;
  save: (db: Db, item: T, times: { createdAt?: string; consentedAt?: string }) => Promise<void>;
};

/** The input read with `schema`, or the API's 400 naming the field at fault (as the route's own check does). */
function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const testimonials: ContentList<
  Testimonial,
  Omit<Testimonial, keyof Item | "visible" | "isSample"> & {
    visible: boolean;
    isSample: boolean;
  }
> = {
  table: "testimonials",
  noun: "Testimonial",
  notFound: "errors.siteContent.testimonialNotFound",
  parse: (input) => TestimonialInputSchema.parse(input),
  parseEdit: (before, input) => parseOr400(testimonialEditSchema(before), input),
  label: (t) => `Testimonial: ${t.authorName}`,
  fields: ["quote", "authorName", "authorRole", "plan", "visible", "isSample"],
  list: listTestimonials,
  find: findTestimonial,
  save: saveTestimonial,
};

const team: ContentList<
  TeamMember,
  Omit<TeamMember, keyof Item | "visible" | "isSample"> & {
    visible: boolean;
    isSample: boolean;
  }
> = {
  table: "team_members",
  noun: "Team member",
  notFound: "errors.siteContent.teamMemberNotFound",
  parse: (input) => TeamMemberInputSchema.parse(input),
  parseEdit: (before, input) => parseOr400(teamMemberEditSchema(before), input),
  label: (m) => `Team member: ${m.name}`,
  fields: ["name", "role", "bio", "visible", "isSample"],
  list: listTeamMembers,
  find: findTeamMember,
  save: saveTeamMember,
};

function contentService<T extends Item, Input extends { visible: boolean; isSample: boolean }>(
  kind: ContentList<T, Input>,
) {
  const itemOr404 = async (db: Db, id: string) => {
    const item = await kind.find(db, id);
    if (!item) throw new AppError("NOT_FOUND", kind.notFound);
    return item;
  };
  return {
    /** Adds an entry at the end of the list, with the admin's word that the person agreed (the route checks it). */
    create: (db: Kysely<Database>, admin: Actor, input: unknown): Promise<T> =>
      db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const item = {
          ...kind.parse(input),
          id: randomUUID(),
          position: await nextPosition(trx, kind.table),
          updatedAt: now,
        } as unknown as T;
        await kind.save(trx, item, { createdAt: now, consentedAt: now });
        await recordAdminAction(trx, {
          actor: admin,
          action: "content.create",
          recordType: "content",
          recordId: item.id,
          recordLabel: kind.label(item),
        });
        return item;
      }),

    /**
     * Replaces an entry's fields (its place in the list stays). Changing what the person agreed to
     * be shown with needs the admin's word again, and then records it as a new entry does.
     */
    update: (db: Kysely<Database>, admin: Actor, id: string, input: unknown): Promise<T> =>
      db.transaction().execute(async (trx) => {
        const before = await itemOr404(trx, id);
        const { consent, ...fields } = kind.parseEdit(before, input);
        const now = new Date().toISOString();
        const after = { ...before, ...fields, id, position: before.position, updatedAt: now } as T;
        await kind.save(trx, after, { consentedAt: consent ? now : undefined });
        await recordAdminAction(trx, {
          actor: admin,
          action: "content.edit",
          recordType: "content",
          recordId: id,
          recordLabel: kind.label(after),
          changes: changedFields(before, after, kind.fields),
        });
        return after;
      }),

    remove: (db: Kysely<Database>, admin: Actor, id: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const before = await itemOr404(trx, id);
        await deleteContentItem(trx, kind.table, id);
        await recordAdminAction(trx, {
          actor: admin,
          action: "content.delete",
          recordType: "content",
          recordId: id,
          recordLabel: kind.label(before),
        });
      }),

    /** Saves the whole order at once; the ids must be exactly the list's entries. */
    reorder: (db: Kysely<Database>, admin: Actor, ids: readonly string[]): Promise<T[]> =>
      db.transaction().execute(async (trx) => {
        const before = await kind.list(trx, { onlyVisible: false, includeSamples: true });
        const known = new Set(before.map((item) => item.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new AppError("CONFLICT", "errors.siteContent.listChanged");
        }
        await writeContentOrder(trx, kind.table, ids);
        const byId = new Map(before.map((item) => [item.id, item]));
        await recordAdminAction(trx, {
          actor: admin,
          action: "content.reorder",
          recordType: "content",
          recordId: null,
          recordLabel: kind.noun === "Testimonial" ? "Testimonials" : "Team",
          changes: {
            order: {
              from: before.map(kind.label),
              to: ids.map((id) => kind.label(byId.get(id) as T)),
            },
          },
        });
        return ids.map((id, index) => ({ ...(byId.get(id) as T), position: index + 1 }));
      }),
  };
}

export const siteContentServices = {
  testimonials: contentService(testimonials),
  team: contentService(team),
} satisfies Record<SiteContentKind, unknown>;

/** Both lists: everything for the panel, or what the public may see. */
export async function readSiteContent(db: Kysely<Database>, visibility: Visibility) {
  const [testimonialList, teamList] = await Promise.all([
    listTestimonials(db, visibility),
    listTeamMembers(db, visibility),
  ]);
  return { testimonials: testimonialList, team: teamList };
}
