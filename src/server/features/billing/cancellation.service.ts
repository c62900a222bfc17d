import { randomBytes, randomUUID } from "node:crypto";
import { hashToken } from "#server/auth/token-hash";
import type { Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { addToAdminInbox } from "#server/inbox/admin-inbox.repository";
import type { MailOutbox } from "#server/mail/mail-outbox";
import { storeWithinSenderLimit } from "#server/senders/sender-limit";
import type {
  CancellationConfirmed,
  CancellationKind,
  CancellationReceipt,
  CancellationRequest,
} from "#shared/billing/cancellation.schema";
import { PLAN_IDS, type PlanId } from "#shared/catalogue/plans";
import { isLanguage, localizedPath } from "#shared/i18n/languages";
import {
  type CancellationRow,
  findAccountIdByEmail,
  findCancellationByTokenHash,
  insertCancellationRequest,
  listStaleCancellations,
  moveCancellationRequest,
  updateCancellationRequest,
} from "./cancellation.repository.ts";
import {
  type CancellationContent,
  type CancellationOutcome,
  carriedOutMail,
  inboxText,
  receiptMail,
  type TeamReason,
} from "./cancellation-mails.ts";
import {
  type CancellablePlan,
  cancellablePlan,
  endPlanAtPeriodEnd,
  type PlanCancellationDeps,
} from "./plan-cancellation.ts";

/*
 * The cancellation button (§ 312k BGB, ADR 47). Every cancellation is stored as received, confirmed
 * at once by e-mail in the page's language, and then:
 * - sent while signed in: the account's own plan is set to end at its period's end, as the billing
 *   portal's cancel does;
 * - sent by someone not signed in whose address belongs to an account with such a plan: the receipt
 *   carries a one-click link (single use, 7 days) that does the same, so nobody ends another
 *   person's plan by typing their address;
 * - anything else (no plan Vitrine can end by itself, a date after the period's end, a link not
 *   followed within 7 days): the admin inbox, marked as a cancellation, for a person to handle.
 * An extraordinary cancellation ends the plan at its period's end too, and goes to the inbox for a
 * person to judge its reason.
 */

export type CancellationDeps = PlanCancellationDeps & { mail: MailOutbox; publicUrl: string };

/** How long the one-click link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A request still "received" this long after it came in was interrupted: a person handles it. */
const INTERRUPTED_AFTER_MS = 60 * 60 * 1000;

/** The page that carries out the cancellation; the token travels in the fragment, never to a server log. */
const CONFIRM_PATH = "/cancel-contract/confirm";

function contentOf(row: CancellationRow): CancellationContent {
  return {
    name: row.name,
    email: row.email,
    planId: (PLAN_IDS as readonly string[]).includes(row.plan_id) ? (row.plan_id as PlanId) : "starter",
    kind: row.kind as CancellationKind,
    reason: row.reason,
    effectiveDate: row.effective_date,
    language: isLanguage(row.language) ? row.language : "en",
    receivedAt: row.received_at,
  };
}

/** The plan ends later than the cancellation asks for only if a person agrees: a later date is theirs to handle. */
const asksForLaterDate = (content: CancellationContent, plan: CancellablePlan) =>
  content.effectiveDate !== null && plan.endsAt !== null && content.effectiveDate > plan.endsAt.slice(0, 10);

/** Ends the plan as the portal does; a provider that cannot be told hands it to a person. */
async function tryEndPlan(
  deps: CancellationDeps,
  plan: CancellablePlan,
  userId: string,
  content: CancellationContent,
): Promise<Extract<CancellationOutcome, { type: "plan-ends" }> | null> {
  try {
    const ended = await endPlanAtPeriodEnd(deps, plan, userId);
    return { type: "plan-ends", ...ended, extraordinary: content.kind === "extraordinary" };
  } catch (err) {
    deps.log.error(
      { err, userId },
      "a cancellation could not end the plan at the provider; a person handles it",
    );
    return null;
  }
}

/** Stores the outcome, the mail and (if a person must act) the inbox entry together. */
async function settle(
  deps: CancellationDeps,
  row: CancellationRow,
  trx: Db,
  result: {
    status: string;
    patch?: Partial<CancellationRow>;
    mail: Parameters<MailOutbox["enqueue"]>[1];
    teamReason: TeamReason | null;
    now: string;
  },
): Promise<void> {
  await updateCancellationRequest(trx, row.id, {
    status: result.status,
    ...(result.status === "awaiting-confirmation" ? {} : { resolved_at: result.now }),
    ...result.patch,
  });
  await deps.mail.enqueue(trx, result.mail);
  if (result.teamReason) {
    await addToAdminInbox(trx, {
      id: randomUUID(),
      kind: "cancellation",
      name: row.name,
      email: row.email,
      message: inboxText(contentOf(row), result.teamReason),
      senderIp: row.sender_ip,
      language: contentOf(row).language,
      createdAt: result.now,
    });
  }
}

async function afterSettled(deps: CancellationDeps, teamReason: TeamReason | null): Promise<void> {
  deps.mail.wake();
  if (teamReason) await deps.realtime.publish({ type: "message.received" });
}

/**
 * A cancellation sent with the button: stored as received (within the address's message budget), then
 * carried out or handed on, and confirmed by e-mail at once. `userId` is the signed-in account, if any.
 */
export async function receiveCancellation(
  deps: CancellationDeps,
  input: CancellationRequest,
  sender: { ip: string; userId: string | null },
): Promise<CancellationReceipt> {
  const receivedAt = new Date().toISOString();
  const accountId = sender.userId ?? (await findAccountIdByEmail(deps.db, input.email));
  const row: CancellationRow = {
    id: randomUUID(),
    user_id: accountId,
    signed_in: sender.userId ? 1 : 0,
    name: input.name,
    email: input.email,
    plan_id: input.planId,
    kind: input.kind,
    reason: input.kind === "extraordinary" ? input.reason : "",
    effective_date: input.effective === "date" ? input.effectiveDate : null,
    language: input.language,
    status: "received",
    token_hash: null,
    token_expires_at: null,
    ends_at: null,
    sender_ip: sender.ip,
    received_at: receivedAt,
    resolved_at: null,
  };
  // Received first, whatever follows: its moment is the one the confirmation states.
  await storeWithinSenderLimit(deps.db, { ip: sender.ip }, (trx) => insertCancellationRequest(trx, row));

  const content = contentOf(row);
  const plan = accountId ? await cancellablePlan(deps, accountId) : null;
  let outcome: CancellationOutcome = { type: "with-team" };
  let teamReason: TeamReason | null = plan ? "later-date" : "no-plan";
  let patch: Partial<CancellationRow> = {};
  let status = "with-team";
  if (plan && accountId && !asksForLaterDate(content, plan)) {
    if (sender.userId) {
      const ended = await tryEndPlan(deps, plan, accountId, content);
      if (ended) {
        outcome = ended;
        status = "carried-out";
        patch = { ends_at: ended.endsAt };
        teamReason = ended.extraordinary ? "extraordinary" : null;
      } else {
        teamReason = "provider-failed";
      }
    } else {
      const token = randomBytes(32).toString("base64url");
      outcome = {
        type: "confirm-link",
        url: `${deps.publicUrl}${localizedPath(content.language, CONFIRM_PATH)}#${token}`,
      };
      status = "awaiting-confirmation";
      patch = {
        token_hash: hashToken(token),
        token_expires_at: new Date(Date.parse(receivedAt) + CONFIRM_LINK_TTL_MS).toISOString(),
      };
      teamReason = null;
    }
  }
  const now = new Date().toISOString();
  await deps.db
    .transaction()
    .execute((trx) =>
      settle(deps, row, trx, { status, patch, mail: receiptMail(content, outcome), teamReason, now }),
    );
  await afterSettled(deps, teamReason);
  return {
    id: row.id,
    receivedAt,
    outcome: outcome.type === "plan-ends" ? "plan-ends" : "received",
    planName: outcome.type === "plan-ends" ? outcome.planName : null,
    endsAt: outcome.type === "plan-ends" ? outcome.endsAt : null,
  };
}

/**
 * The one-click link from the confirmation of receipt: it works once, for 7 days, and ends the plan
 * of the account the address belongs to as the billing portal's cancel does.
 */
export async function confirmCancellation(
  deps: CancellationDeps,
  token: string,
): Promise<CancellationConfirmed> {
  const row = await findCancellationByTokenHash(deps.db, hashToken(token));
  if (!row) throw new AppError("NOT_FOUND", "cancellation.errors.linkInvalid");
  if (row.status !== "awaiting-confirmation") {
    throw new AppError("LINK_EXPIRED", "cancellation.errors.linkUsed");
  }
  const now = new Date().toISOString();
  if (row.token_expires_at === null || row.token_expires_at <= now) {
    throw new AppError("LINK_EXPIRED", "cancellation.errors.linkExpired");
  }
  // One click wins: a second (or a simultaneous) one finds the request taken.
  if (!(await moveCancellationRequest(deps.db, row.id, "awaiting-confirmation", { status: "confirming" }))) {
    throw new AppError("LINK_EXPIRED", "cancellation.errors.linkUsed");
  }
  const content = contentOf(row);
  const plan = row.user_id ? await cancellablePlan(deps, row.user_id) : null;
  const ended = plan && row.user_id ? await tryEndPlan(deps, plan, row.user_id, content) : null;
  const teamReason: TeamReason | null = ended
    ? ended.extraordinary
      ? "extraordinary"
      : null
    : plan
      ? "provider-failed"
      : "no-plan";
  const outcome = ended ?? ({ type: "with-team" } as const);
  const settledAt = new Date().toISOString();
  await deps.db.transaction().execute((trx) =>
    settle(deps, { ...row, status: "confirming" }, trx, {
      status: ended ? "carried-out" : "with-team",
      patch: ended ? { ends_at: ended.endsAt } : {},
      mail: carriedOutMail(content, outcome),
      teamReason,
      now: settledAt,
    }),
  );
  await afterSettled(deps, teamReason);
  return {
    outcome: ended ? "plan-ends" : "received",
    planName: ended?.planName ?? null,
    endsAt: ended?.endsAt ?? null,
  };
}

/**
 * Hands to a person what no click will finish: a link not followed within 7 days (the address's
 * owner may not have sent it: a person checks with them), and a request left half-handled. Each is
 * moved once, whichever instance sweeps.
 */
export async function handOverStaleCancellations(deps: CancellationDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const stale = await listStaleCancellations(
    deps.db,
    at,
    new Date(now.getTime() - INTERRUPTED_AFTER_MS).toISOString(),
  );
  let handed = 0;
  for (const row of stale) {
    const moved = await deps.db.transaction().execute(async (trx) => {
      if (
        !(await moveCancellationRequest(trx, row.id, row.status, { status: "with-team", resolved_at: at }))
      ) {
        return false;
      }
      await addToAdminInbox(trx, {
        id: randomUUID(),
        kind: "cancellation",
        name: row.name,
        email: row.email,
        message: inboxText(
          contentOf(row),
          row.status === "awaiting-confirmation" ? "unconfirmed" : "interrupted",
        ),
        senderIp: row.sender_ip,
        language: contentOf(row).language,
        createdAt: at,
      });
      return true;
    });
    if (moved) handed++;
  }
  if (handed) await deps.realtime.publish({ type: "message.received" });
  return handed;
}
