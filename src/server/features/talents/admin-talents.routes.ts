import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { findUserRecord } from "#server/accounts/accounts.repository";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import type { MediaStorage } from "#server/media/media-storage";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { countTalentsByStatus, findStoredTalent } from "#server/talent-records/talents.repository";
import {
  ADMIN_TALENTS_PAGE_SIZE,
  AdminTalentListQuerySchema,
  AdminTalentListSchema,
  AdminTalentReviewSchema,
  LinkableAccountSchema,
} from "#shared/talents/admin-talents.schema";
import { TalentSchema } from "#shared/talents/talent.schema";
import { TalentCreateSchema } from "#shared/talents/talent-profile.schema";
import {
  listLinkableAccounts,
  listTalentsWithStatus,
  pendingQueuePlace,
} from "./admin-talents.repository.ts";
import { seedSampleTalents } from "./sample-talents.seed.ts";
import type { TalentNotifications } from "./talent-notifications.ts";
import { createTalentAsAdmin } from "./talent-profile.service.ts";
import { versionsOf } from "./talent-publishing.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator, or the e-mail is not confirmed" },
};
const TalentIdParam = z.object({ id: z.string().min(1).max(100) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/talents",
  tags: ["Admin"],
  summary: `Talents of one status, newest first, ${ADMIN_TALENTS_PAGE_SIZE} a page, with the count of each status`,
  description:
    "`findings=with` lists only the talents the review checks found something on; `sort=findings` puts those with the most findings first. Each row counts its findings.",
  request: { query: AdminTalentListQuerySchema },
  responses: { 200: json("One page", AdminTalentListSchema), 400: { description: "A bad query" }, ...errors },
});

const oneRoute = createRoute({
  method: "get",
  path: "/admin/talents/{id}",
  tags: ["Admin"],
  summary:
    "One talent profile in any status, with the account it is linked to and the version the public sees while a change waits for review",
  request: { params: TalentIdParam },
  responses: {
    200: json(
      "The profile, its live version (null unless a change waits beside it) and its linked account (null when none)",
      z.object({
        talent: TalentSchema,
        liveVersion: TalentSchema.nullable(),
        linkedAccount: LinkableAccountSchema.nullable(),
      }),
    ),
    404: { description: "No such talent" },
    ...errors,
  },
});

const reviewRoute = createRoute({
  method: "get",
  path: "/admin/talents/{id}/review",
  tags: ["Admin"],
  summary:
    "A profile to review, with the version the public sees (a live profile's change), its place in the pending queue and the next pending profile",
  request: { params: TalentIdParam },
  responses: {
    200: json("The profile and the queue", AdminTalentReviewSchema),
    404: { description: "No such talent" },
    ...errors,
  },
});

const createTalentRoute = createRoute({
  method: "post",
  path: "/admin/talents",
  tags: ["Admin"],
  summary:
    "Create a talent profile (the editor's first save); it starts pending unless the body sets a status",
  description:
    "The same fields as a profile save, admin fields included. `userId` links the profile to an account that has none.",
  request: { body: { required: true, content: { "application/json": { schema: TalentCreateSchema } } } },
  responses: {
    201: json("The new profile", z.object({ talent: TalentSchema })),
    400: { description: "A field is invalid" },
    404: { description: "The account to link does not exist" },
    409: { description: "The name clashes, or the account already manages a profile" },
    ...errors,
  },
});

const seedRoute = createRoute({
  method: "post",
  path: "/admin/talents/seed",
  tags: ["Admin"],
  summary: "Load the ten sample talents into an empty directory (does nothing when any talent exists)",
  request: {
    body: { required: true, content: { "application/json": { schema: z.object({}).strict() } } },
  },
  responses: {
    200: json("How many were loaded (0 when talents existed)", z.object({ inserted: z.number().int() })),
    ...errors,
  },
});

const linkableRoute = createRoute({
  method: "get",
  path: "/admin/linkable-accounts",
  tags: ["Admin"],
  summary: "Accounts without a profile (at most 20, newest first) whose e-mail or name contains q",
  request: { query: z.object({ q: z.string().max(200).optional() }) },
  responses: {
    200: json("Accounts", z.object({ accounts: z.array(LinkableAccountSchema) })),
    ...errors,
  },
});

/** The admin's talent reads, the editor's create, and seeding; decisions live in the moderation routes. */
export function adminTalentsRoutes(deps: {
  db: Kysely<Database>;
  media: MediaStorage;
  guards: Guards;
  realtime: RealtimeHub;
  notifications: TalentNotifications;
}) {
  const admin = async (c: Context<AppEnv>): Promise<Actor> =>
    actorOfVerified(await deps.guards.requireAdmin(c));
  const versionsOr404 = async (id: string) => {
    const stored = await findStoredTalent(deps.db, id);
    if (!stored) throw new AppError("NOT_FOUND", "errors.talents.notFound");
    return versionsOf(stored);
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      await admin(c);
      const { status, page, findings, sort } = c.req.valid("query");
      const [list, counts] = await Promise.all([
        listTalentsWithStatus(deps.db, status, page, ADMIN_TALENTS_PAGE_SIZE, { findings, sort }),
        countTalentsByStatus(deps.db),
      ]);
      c.header("Cache-Control", "no-store");
      return c.json({ ...list, page, pageSize: ADMIN_TALENTS_PAGE_SIZE, counts }, 200);
    })
    .openapi(oneRoute, async (c) => {
      await admin(c);
      const { talent, liveVersion } = await versionsOr404(c.req.valid("param").id);
      const account = talent.userId ? await findUserRecord(deps.db, talent.userId) : undefined;
      c.header("Cache-Control", "no-store");
      const linkedAccount = account ? { id: account.id, email: account.email, name: account.name } : null;
      return c.json({ talent, liveVersion, linkedAccount }, 200);
    })
    .openapi(reviewRoute, async (c) => {
      await admin(c);
      const { talent, liveVersion } = await versionsOr404(c.req.valid("param").id);
      c.header("Cache-Control", "no-store");
      return c.json({ talent, liveVersion, queue: await pendingQueuePlace(deps.db, talent) }, 200);
    })
    .openapi(createTalentRoute, async (c) => {
      const talent = await createTalentAsAdmin(deps.db, await admin(c), c.req.valid("json"));
      await deps.notifications.saved({
        before: undefined,
        after: { row: talent, draft: null },
        byAdmin: true,
        submitted: false,
      });
      return c.json({ talent }, 201);
    })
    .openapi(seedRoute, async (c) => {
      const inserted = await seedSampleTalents(deps.db, deps.media, { admin: await admin(c) });
      if (inserted) await deps.realtime.publish({ type: "talents.seeded" });
      return c.json({ inserted }, 200);
    })
    .openapi(linkableRoute, async (c) => {
      await admin(c);
      c.header("Cache-Control", "no-store");
      return c.json({ accounts: await listLinkableAccounts(deps.db, c.req.valid("query").q ?? "", 20) }, 200);
    });
}
