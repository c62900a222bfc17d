import { randomUUID } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely, Transaction } from "kysely";
import { findUserRecipient } from "#server/accounts/accounts.repository";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified } from "#server/auth/policy";
import type { BotCheck } from "#server/botcheck/botcheck";
import { requireBotCheck } from "#server/botcheck/require-bot-check";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import type { MailMessage } from "#server/mail/mail-message";
import type { MailOutbox } from "#server/mail/mail-outbox";
import { removeJournalled } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { storeWithinSenderLimit } from "#server/senders/sender-limit";
import { liveVersion, workingVersion } from "#server/talent-records/talent-versions";
import { findPublicTalentBySlug, findStoredTalent } from "#server/talent-records/talents.repository";
import { localizedPath } from "#shared/i18n/languages";
import { profilePath } from "#shared/talents/slug";
import {
  TalentReportInputSchema,
  TalentReportListSchema,
  TalentReportNoteSchema,
  type TalentReportReason,
} from "#shared/talents/talent-report.schema";
import { takeDownTalent } from "./talent-moderation.service.ts";
import type { TalentNotifications } from "./talent-notifications.ts";
import { reportChangesRequestedMail, reportTakenDownMail } from "./talent-report-mails.ts";
import {
  closeTalentReports,
  findTalentReport,
  insertTalentReport,
  listOpenTalentReports,
  type TalentReportRow,
} from "./talent-reports.repository.ts";

const idParam = z.object({ id: z.string().min(1).max(100) });
const handled = {
  description: "The report is closed",
  content: { "application/json": { schema: z.object({ id: z.string(), status: z.string() }) } },
};
const adminErrors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator" },
  404: { description: "No such open report" },
} as const;

const createReportRoute = createRoute({
  method: "post",
  path: "/talents/{slug}/reports",
  tags: ["Talents"],
  summary:
    "Report a public profile to the admins (a reason, a text; bot check in the X-Altcha header; counts against the address's budget of messages; the reporter is not stored)",
  request: {
    params: z.object({ slug: z.string().min(1).max(200) }),
    headers: z.object({ "x-altcha": z.string().optional() }),
    body: jsonBody(TalentReportInputSchema),
  },
  responses: {
    201: {
      description: "Stored for the admins' Reports view",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    400: { description: "A field is invalid" },
    404: { description: "No public profile at this address" },
    422: { description: "The bot check is missing or failed" },
    429: { description: "Too many messages from this address" },
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/talent-reports",
  tags: ["Admin"],
  summary: "Open reports of public profiles by visitors, the newest first (admins only)",
  responses: {
    200: { description: "Open reports", content: { "application/json": { schema: TalentReportListSchema } } },
    401: adminErrors[401],
    403: adminErrors[403],
  },
});

const dismissRoute = createRoute({
  method: "post",
  path: "/admin/talent-reports/{id}/dismiss",
  tags: ["Admin"],
  summary: "Close a profile report without action: the profile stays as it is (admins only)",
  request: { params: idParam },
  responses: { 200: handled, ...adminErrors },
});

const requestChangesRoute = createRoute({
  method: "post",
  path: "/admin/talent-reports/{id}/request-changes",
  tags: ["Admin"],
  summary:
    "Ask the reported profile's talent to change it: a mail in their language with the admin's note; the profile stays public (admins only)",
  request: { params: idParam, body: jsonBody(TalentReportNoteSchema) },
  responses: { 200: handled, 400: { description: "The note is missing or too long" }, ...adminErrors },
});

const takeDownRoute = createRoute({
  method: "post",
  path: "/admin/talent-reports/{id}/take-down",
  tags: ["Admin"],
  summary:
    "Take the reported profile off the public site and back to pending review, with the admin's note on the talent's dashboard (the talent changes it and submits it again); the talent is mailed in their language, and every open report of it is closed (admins only)",
  request: { params: idParam, body: jsonBody(TalentReportNoteSchema) },
  responses: { 200: handled, 400: { description: "The note is missing or too long" }, ...adminErrors },
});

type Deps = {
  db: Kysely<Database>;
  botCheck: BotCheck;
  guards: Guards;
  mail: MailOutbox;
  media: MediaStorage;
  log: Logger;
  realtime: RealtimeHub;
  notifications: TalentNotifications;
  publicUrl: string;
};

/** Visitors report public profiles; the admins dismiss a report, ask for a change, or take the profile down. */
export function talentReportsRoutes(deps: Deps) {
  const admin = async (c: Parameters<Guards["requireAdmin"]>[0]): Promise<Actor> =>
    actorOfVerified(await deps.guards.requireAdmin(c));
  const dashboardUrl = (language: "en" | "de") =>
    `${deps.publicUrl}${localizedPath(language, "/dashboard/profile")}`;

  async function openReport(id: string): Promise<TalentReportRow> {
    const report = await findTalentReport(deps.db, id);
    if (report?.status !== "open") throw new AppError("NOT_FOUND", "reports.errors.notFound");
    return report;
  }

  async function talentMail(
    trx: Transaction<Database>,
    userId: string | null,
    mail: (to: { email: string; language: "en" | "de" }) => MailMessage,
  ) {
    const to = userId ? await findUserRecipient(trx, userId) : undefined;
    if (to) await deps.mail.enqueue(trx, mail(to));
  }

  async function toItems(rows: TalentReportRow[]) {
    const talents = new Map<string, Awaited<ReturnType<typeof findStoredTalent>>>();
    for (const id of new Set(rows.map((row) => row.talent_id))) {
      talents.set(id, await findStoredTalent(deps.db, id));
    }
    return rows.map((row) => {
      const stored = talents.get(row.talent_id);
      const live = stored ? liveVersion(stored) : null;
      return {
        id: row.id,
        talentId: row.talent_id,
        talentName: stored ? workingVersion(stored).name : "",
        profilePath: live ? profilePath(live) : null,
        reason: row.reason as TalentReportReason,
        text: row.text,
        createdAt: row.created_at,
        status: "open" as const,
      };
    });
  }

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(createReportRoute, async (c) => {
      const input = c.req.valid("json");
      await requireBotCheck(deps.botCheck, c.req.valid("header")["x-altcha"]);
      const talent = await findPublicTalentBySlug(deps.db, c.req.valid("param").slug);
      if (!talent) throw new AppError("NOT_FOUND", "reports.errors.profileNotFound");
      const id = randomUUID();
      // Within the address's budget of messages: the IP takes a slot and is stored nowhere else.
      await storeWithinSenderLimit(deps.db, { ip: c.get("clientIp") }, (trx) =>
        insertTalentReport(trx, {
          id,
          talentId: talent.id,
          reason: input.reason,
          text: input.text,
          createdAt: new Date().toISOString(),
        }),
      );
      await deps.realtime.publish({ type: "talent.reported" });
      return c.json({ id }, 201);
    })
    .openapi(listRoute, async (c) => {
      await admin(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await toItems(await listOpenTalentReports(deps.db)) }, 200);
    })
    .openapi(dismissRoute, async (c) => {
      const actor = await admin(c);
      const report = await openReport(c.req.valid("param").id);
      const stored = await findStoredTalent(deps.db, report.talent_id);
      await deps.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const closed = await closeTalentReports(
          trx,
          { id: report.id },
          { status: "dismissed", handledBy: actor.userId, handledAt: now },
        );
        if (!closed) throw new AppError("NOT_FOUND", "reports.errors.notFound");
        await recordAdminAction(trx, {
          actor,
          action: "talent.report-dismiss",
          recordType: "talent",
          recordId: report.talent_id,
          recordLabel: stored ? workingVersion(stored).name : report.talent_id,
          changes: { report: report.reason },
        });
      });
      await deps.realtime.publish({ type: "talent.reported" });
      return c.json({ id: report.id, status: "dismissed" }, 200);
    })
    .openapi(requestChangesRoute, async (c) => {
      const actor = await admin(c);
      const { note } = c.req.valid("json");
      const report = await openReport(c.req.valid("param").id);
      const stored = await findStoredTalent(deps.db, report.talent_id);
      if (!stored) throw new AppError("NOT_FOUND", "reports.errors.notFound");
      const talent = workingVersion(stored);
      await deps.db.transaction().execute(async (trx) => {
        const closed = await closeTalentReports(
          trx,
          { id: report.id },
          { status: "changes-requested", handledBy: actor.userId, handledAt: new Date().toISOString() },
        );
        if (!closed) throw new AppError("NOT_FOUND", "reports.errors.notFound");
        await recordAdminAction(trx, {
          actor,
          action: "talent.report-request-changes",
          recordType: "talent",
          recordId: talent.id,
          recordLabel: talent.name,
          changes: { report: report.reason, note },
        });
        await talentMail(trx, talent.userId, (to) =>
          reportChangesRequestedMail(to, talent.name, note, dashboardUrl(to.language)),
        );
      });
      deps.mail.wake();
      await deps.realtime.publish({ type: "talent.reported" });
      return c.json({ id: report.id, status: "changes-requested" }, 200);
    })
    .openapi(takeDownRoute, async (c) => {
      const actor = await admin(c);
      const { note } = c.req.valid("json");
      const report = await openReport(c.req.valid("param").id);
      // Off the public site and back to pending review (ADR 53): the note is kept for the talent's
      // dashboard, the mail says why, and the report and every other open report of the profile are
      // closed, all in the one transaction.
      const { before, after, unusedMedia } = await takeDownTalent(
        deps.db,
        report.talent_id,
        note,
        async (trx, previous, decided) => {
          const talent = workingVersion(decided);
          await closeTalentReports(
            trx,
            { talentId: talent.id },
            { status: "taken-down", handledBy: actor.userId, handledAt: new Date().toISOString() },
          );
          await recordAdminAction(trx, {
            actor,
            action: "talent.report-take-down",
            recordType: "talent",
            recordId: talent.id,
            recordLabel: talent.name,
            changes: {
              report: report.reason,
              note,
              status: { from: workingVersion(previous).status, to: talent.status },
              ...(liveVersion(previous) ? { live: "taken off the public site" } : {}),
            },
          });
          await talentMail(trx, talent.userId, (to) =>
            reportTakenDownMail(to, talent.name, note, dashboardUrl(to.language)),
          );
        },
      );
      await removeJournalled(deps, unusedMedia);
      await deps.notifications.takenDown(before, after);
      await deps.realtime.publish({ type: "talent.reported" });
      return c.json({ id: report.id, status: "taken-down" }, 200);
    });
}
