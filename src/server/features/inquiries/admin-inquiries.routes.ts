import { randomUUID } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified } from "#server/auth/policy";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { ReportedInquiryListSchema, ReportedInquirySchema } from "#shared/inquiries/inquiry.schema";
import {
  deletePlatformBlock,
  findInquiry,
  findInquiryTarget,
  insertBlock,
  listMessages,
  listReportedInquiries,
  platformBlockedKeys,
  toSummary,
  updateInquiry,
} from "./inquiries.repository.ts";
import type { InquiryDeps } from "./inquiries.service.ts";

const idParam = z.object({ id: z.string().min(1).max(100) });
const reportedResponse = {
  description: "The reported thread",
  content: { "application/json": { schema: ReportedInquirySchema } },
};

const listRoute = createRoute({
  method: "get",
  path: "/admin/inquiry-reports",
  tags: ["Admin"],
  summary: "Inquiries that talents reported, with their threads, the newest report first (admins only)",
  responses: {
    200: { description: "Reports", content: { "application/json": { schema: ReportedInquiryListSchema } } },
  },
});

const blockRoute = createRoute({
  method: "post",
  path: "/admin/inquiry-reports/{id}/block-sender",
  tags: ["Admin"],
  summary: "Block (or unblock) the reported thread's sender address on the whole platform (admins only)",
  request: { params: idParam, body: jsonBody(z.object({ blocked: z.boolean() })) },
  responses: { 200: reportedResponse, 404: { description: "No such reported thread" } },
});

const dismissRoute = createRoute({
  method: "post",
  path: "/admin/inquiry-reports/{id}/dismiss",
  tags: ["Admin"],
  summary: "Close a report: the thread leaves the Reports view and stays with its talent (admins only)",
  request: { params: idParam },
  responses: {
    200: {
      description: "Dismissed",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    404: { description: "No such reported thread" },
  },
});

type ReportedRow = Awaited<ReturnType<typeof listReportedInquiries>>[number];

async function toReported(deps: InquiryDeps, rows: ReportedRow[]) {
  const blocked = await platformBlockedKeys(deps.db, [...new Set(rows.map((row) => row.sender_key))]);
  return Promise.all(
    rows.map(async (row) => ({
      ...toSummary(row),
      senderEmail: row.sender_email,
      messages: await listMessages(deps.db, row.id),
      talentId: row.talent_id,
      talentName: row.talent_name,
      reportReason: row.report_reason ?? "",
      reportedAt: row.reported_at ?? row.created_at,
      senderBlocked: blocked.has(row.sender_key),
    })),
  );
}

/** The admins' side of inquiries: reported threads, platform-wide blocks; every action audited. */
export function adminInquiriesRoutes(deps: InquiryDeps & { guards: Guards }) {
  async function reported(id: string) {
    const inquiry = await findInquiry(deps.db, id);
    const target = inquiry ? await findInquiryTarget(deps.db, inquiry.talent_id) : undefined;
    // Admins read only what a talent reported: other conversations stay private (ADR 34).
    if (!inquiry?.reported_at || !target) throw new AppError("NOT_FOUND", "errors.inquiries.reportNotFound");
    return { inquiry, target, label: `Inquiry from ${inquiry.sender_name} to ${target.name}` };
  }

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await toReported(deps, await listReportedInquiries(deps.db)) }, 200);
    })
    .openapi(blockRoute, async (c) => {
      const admin = actorOfVerified(await deps.guards.requireAdmin(c));
      const { inquiry, label } = await reported(c.req.valid("param").id);
      const { blocked } = c.req.valid("json");
      await deps.db.transaction().execute(async (trx) => {
        const changed = blocked
          ? await insertBlock(trx, {
              id: randomUUID(),
              talentId: null,
              key: inquiry.sender_key,
              createdBy: admin.userId,
              createdAt: new Date().toISOString(),
            })
          : await deletePlatformBlock(trx, inquiry.sender_key);
        if (changed) {
          await recordAdminAction(trx, {
            actor: admin,
            action: blocked ? "inquiry.block-sender" : "inquiry.unblock-sender",
            recordType: "inquiry",
            recordId: inquiry.id,
            recordLabel: label,
            changes: { sender: inquiry.sender_key },
          });
        }
      });
      const [item] = await toReported(deps, await listReportedInquiries(deps.db, { id: inquiry.id }));
      if (!item) throw new AppError("NOT_FOUND", "errors.inquiries.reportNotFound");
      return c.json(item, 200);
    })
    .openapi(dismissRoute, async (c) => {
      const admin = actorOfVerified(await deps.guards.requireAdmin(c));
      const { inquiry, label } = await reported(c.req.valid("param").id);
      await deps.db.transaction().execute(async (trx) => {
        await updateInquiry(trx, inquiry.id, { reported_at: null, report_reason: null });
        await recordAdminAction(trx, {
          actor: admin,
          action: "inquiry.dismiss-report",
          recordType: "inquiry",
          recordId: inquiry.id,
          recordLabel: label,
          changes: { reason: inquiry.report_reason },
        });
      });
      await deps.realtime.publish({ type: "inquiry.reported" });
      return c.json({ id: inquiry.id }, 200);
    });
}
