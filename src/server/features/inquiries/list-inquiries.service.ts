import { randomUUID } from "node:crypto";
import { accountLanguage } from "#server/accounts/account-language";
import { AppError } from "#server/http/app-error";
import { storeWithinSenderLimit } from "#server/senders/sender-limit";
import { listShortlistTalentIds } from "#server/shortlist-records/shortlist-talents";
import type { ListInquiryInput } from "#shared/inquiries/inquiry.schema";
import {
  LIST_INQUIRY_MAX_TALENTS,
  type ListInquiryResult,
  type SentThread,
  type SentThreadState,
  type SentThreadSummary,
} from "#shared/inquiries/list-inquiry.schema";
import { senderKey } from "#shared/inquiries/sender-key";
import { profilePath } from "#shared/talents/slug";
import {
  findInquiry,
  findInquiryTarget,
  type InquiryRow,
  isSenderBlocked,
  listMessages,
} from "./inquiries.repository.ts";
import {
  checkInquiryTarget,
  type InquiryDeps,
  type InquirySender,
  jobOf,
  nowOf,
  senderMayWrite,
  storeInquiry,
  storeSenderReply,
} from "./inquiries.service.ts";
import {
  countTalentReplies,
  findSenderAccount,
  findSentInquiryId,
  insertShortlistInquiry,
  listShortlistThreads,
  markSenderSeen,
  talentsAskedThroughShortlist,
} from "./list-inquiries.repository.ts";

/** Rolls back an inquiry to a list that reached nobody, carrying what it found. */
class NothingSent extends Error {
  constructor(readonly result: ListInquiryResult) {
    super("nothing sent");
  }
}

const listNotFound = () => new AppError("NOT_FOUND", "errors.listInquiries.listNotFound");
const threadNotFound = () => new AppError("NOT_FOUND", "errors.inquiries.threadNotFound");

/** The signed-in account as the sender: its own name, address and company, in its language. */
async function accountSender(deps: InquiryDeps, userId: string, ip: string): Promise<InquirySender> {
  const account = await findSenderAccount(deps.db, userId);
  if (!account) throw new AppError("UNAUTHENTICATED", "errors.auth.signInFirst");
  return {
    name: account.name,
    email: account.email,
    company: account.companyName ?? "",
    ip,
    language: accountLanguage(account.language),
    userId,
  };
}

/**
 * One inquiry to every talent on the account's shortlist who takes it: each gets an ordinary thread
 * of their own, as if it were sent from their profile; the others are skipped with the reason (does
 * not accept inquiries, does not take this kind of job, blocked this sender, already asked through
 * this list). It is one message written once, so it takes one slot of the sender's budget; a list
 * may reach at most LIST_INQUIRY_MAX_TALENTS talents. Every thread, its mails and the list's record
 * are written in that one transaction: a failure stores nothing, and a retry skips the talents an
 * earlier success already asked. An inquiry that reaches nobody stores nothing and takes no slot.
 */
export async function sendListInquiry(
  deps: InquiryDeps,
  ownerId: string,
  shortlistId: string,
  input: ListInquiryInput,
  ip: string,
): Promise<ListInquiryResult> {
  const talentIds = await listShortlistTalentIds(deps.db, ownerId, shortlistId);
  if (!talentIds) throw listNotFound();
  if (talentIds.length === 0) throw new AppError("CONFLICT", "errors.listInquiries.empty");
  if (talentIds.length > LIST_INQUIRY_MAX_TALENTS) {
    throw new AppError("LIMIT_REACHED", "errors.listInquiries.tooMany", {
      values: { max: LIST_INQUIRY_MAX_TALENTS },
    });
  }
  const sender = await accountSender(deps, ownerId, ip);
  const key = senderKey(sender.email);
  const now = nowOf(deps);
  const result = await storeWithinSenderLimit(deps.db, { ip, now }, async (trx) => {
    const asked = await talentsAskedThroughShortlist(trx, shortlistId);
    const talents: ListInquiryResult["talents"] = [];
    for (const talentId of talentIds) {
      const checked = await checkInquiryTarget(trx, talentId, input.kind, key);
      if ("refusal" in checked) {
        // A profile no longer public is left out: it is on the list, but nobody can write to it.
        if (checked.refusal === "notFound" || !checked.target) continue;
        const reason =
          checked.refusal === "notAccepting" || checked.refusal === "kindNotTaken"
            ? checked.refusal
            : "blocked";
        talents.push({ talentId, talentName: checked.target.name, inquiryId: null, skipped: reason });
        continue;
      }
      if (asked.has(talentId)) {
        talents.push({ talentId, talentName: checked.target.name, inquiryId: null, skipped: "alreadyAsked" });
        continue;
      }
      const id = randomUUID();
      await storeInquiry(deps, trx, {
        id,
        target: checked.target,
        talent: checked.talent,
        sender,
        input,
        now,
      });
      await insertShortlistInquiry(trx, { shortlistId, inquiryId: id, createdAt: now.toISOString() });
      talents.push({ talentId, talentName: checked.target.name, inquiryId: id, skipped: null });
    }
    const outcome = { sent: talents.filter((t) => t.inquiryId).length, talents };
    // Nobody to send to: roll back, so the sender's budget keeps its slot.
    if (outcome.sent === 0) throw new NothingSent(outcome);
    return outcome;
  }).catch((err: unknown) => {
    if (err instanceof NothingSent) return err.result;
    throw err;
  });
  deps.mail.wake();
  for (const talent of result.talents) {
    if (!talent.inquiryId) continue;
    const target = await findInquiryTarget(deps.db, talent.talentId);
    await deps.realtime.publish(
      { type: "inquiry.received", talentId: talent.talentId },
      target?.user_id ?? null,
    );
  }
  return result;
}

async function stateOf(
  deps: InquiryDeps,
  inquiry: Pick<InquiryRow, "status" | "talent_id" | "sender_key">,
  replies: number,
): Promise<SentThreadState> {
  const closed =
    inquiry.status === "spam" || (await isSenderBlocked(deps.db, inquiry.talent_id, inquiry.sender_key));
  if (closed) return "closed";
  return replies > 0 ? "answered" : "sent";
}

/** The threads the account started through its shortlist. */
export async function listShortlistInquiries(
  deps: InquiryDeps,
  ownerId: string,
  shortlistId: string,
): Promise<SentThreadSummary[]> {
  if (!(await listShortlistTalentIds(deps.db, ownerId, shortlistId))) throw listNotFound();
  const rows = await listShortlistThreads(deps.db, shortlistId, ownerId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      talentName: row.talent_name,
      talentPath:
        row.talent_status === "approved"
          ? profilePath({
              id: row.talent_id,
              slug: row.talent_slug,
              name: row.talent_name,
              subcategory: row.talent_subcategory,
            })
          : null,
      state: await stateOf(deps, row, Number(row.replies)),
      lastActivityAt: row.last_activity_at,
      unreadReplies: Number(row.unread_replies),
    })),
  );
}

async function ownSentThread(deps: InquiryDeps, ownerId: string, inquiryId: string) {
  const id = await findSentInquiryId(deps.db, ownerId, inquiryId);
  const inquiry = id ? await findInquiry(deps.db, id) : undefined;
  const target = inquiry ? await findInquiryTarget(deps.db, inquiry.talent_id) : undefined;
  // Another account's thread answers exactly like a missing one.
  if (!inquiry || !target) throw threadNotFound();
  return { inquiry, target };
}

/** A thread the account sent, as the sender's link shows it; opening it reads the talent's replies. */
export async function readSentThread(
  deps: InquiryDeps,
  ownerId: string,
  inquiryId: string,
): Promise<SentThread> {
  const { inquiry, target } = await ownSentThread(deps, ownerId, inquiryId);
  await markSenderSeen(deps.db, inquiry.id, nowOf(deps).toISOString());
  return {
    id: inquiry.id,
    ...jobOf(inquiry),
    senderName: inquiry.sender_name,
    talentName: target.name,
    talentPath: target.status === "approved" ? profilePath(target) : null,
    open: await senderMayWrite(deps, inquiry),
    state: await stateOf(deps, inquiry, await countTalentReplies(deps.db, inquiry.id)),
    messages: await listMessages(deps.db, inquiry.id),
  };
}

/** The account answers in a thread it sent: the sender's link's rules (budget, blocks, closed as spam). */
export async function replyInSentThread(
  deps: InquiryDeps,
  ownerId: string,
  inquiryId: string,
  message: string,
  ip: string,
): Promise<SentThread> {
  const thread = await ownSentThread(deps, ownerId, inquiryId);
  await storeSenderReply(deps, thread, message, ip);
  return readSentThread(deps, ownerId, inquiryId);
}
