import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { accountLanguage } from "#server/accounts/account-language";
import { listAdminRecipients } from "#server/accounts/accounts.repository";
import { type Actor, mayAnswerInquiries } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { Recipient } from "#server/mail/mail-message";
import type { MailOutbox } from "#server/mail/mail-outbox";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { storeWithinSenderLimit } from "#server/senders/sender-limit";
import { countToday } from "#server/talent-insight/daily-counts.repository";
import { type Language, localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import {
  INQUIRY_RETENTION_MONTHS,
  type InquiryInput,
  type InquiryThread,
  type SenderThread,
  THREAD_TOKEN_DAYS,
} from "#shared/inquiries/inquiry.schema";
import { senderKey } from "#shared/inquiries/sender-key";
import { profilePath } from "#shared/talents/slug";
import {
  deleteTalentBlock,
  findInquiry,
  findInquiryTarget,
  findThreadToken,
  type InquiryRow,
  type InquiryTarget,
  insertBlock,
  insertInquiry,
  insertInquiryMessage,
  insertThreadToken,
  isSenderBlocked,
  listMessages,
  talentJobKinds,
  toSummary,
  updateInquiry,
} from "./inquiries.repository.ts";
import {
  inquiryCopyMail,
  inquiryReportedMail,
  newInquiryMail,
  senderReplyMail,
  talentReplyMail,
} from "./inquiry-mails.ts";
import { hashThreadToken, isWellFormedToken, newThreadToken, tokenMatches } from "./thread-token.ts";

export type InquiryDeps = {
  db: Kysely<Database>;
  mail: MailOutbox;
  realtime: RealtimeHub;
  publicUrl: string;
  /** The clock (tests move it to expire links). */
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;
export const nowOf = (deps: InquiryDeps) => (deps.now ? deps.now() : new Date());

/** The refusals the tests compare with, in English. */
export const NOT_ACCEPTING = serverT("en")("errors.inquiries.notAccepting");
export const SENDER_BLOCKED = serverT("en")("errors.inquiries.senderBlocked");

/**
 * A new private link for the sender, stored as its hash, to the thread's page in the sender's
 * language; answers the URL and when it runs out.
 */
async function issueSenderLink(
  deps: InquiryDeps,
  trx: Kysely<Database>,
  inquiryId: string,
  now: Date,
  language: Language,
) {
  const token = newThreadToken();
  const expiresAt = new Date(now.getTime() + THREAD_TOKEN_DAYS * DAY_MS);
  await insertThreadToken(trx, { hash: hashThreadToken(token), inquiryId, createdAt: now, expiresAt });
  // The token travels in the fragment: browsers send it to no server, in no Referer (ADR 34).
  return {
    url: `${deps.publicUrl}${localizedPath(language, "/inquiry")}#${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const inboxUrl = (deps: InquiryDeps, inquiryId: string, language: Language) =>
  `${deps.publicUrl}${localizedPath(language, `/dashboard/inquiries/${inquiryId}`)}`;

/** The talent's account as a mail's recipient (undefined: the profile has no account, or it has no address). */
const talentRecipient = (target: InquiryTarget): Recipient | undefined =>
  target.owner_email
    ? { email: target.owner_email, language: accountLanguage(target.owner_language) }
    : undefined;

/** The sender as a mail's recipient: the address they gave, in the language they wrote from. */
const senderRecipient = (inquiry: Pick<InquiryRow, "sender_email" | "sender_language">): Recipient => ({
  email: inquiry.sender_email,
  language: accountLanguage(inquiry.sender_language),
});

export const jobOf = (row: InquiryRow) => ({
  kind: row.job_kind === "TFP" ? ("TFP" as const) : ("PAY" as const),
  dateFrom: row.date_from,
  dateTo: row.date_to,
  location: row.location,
  budget: row.budget_eur,
});

/** Who sends an inquiry: the name, address and company given, where from, and the account, if any. */
export type InquirySender = {
  name: string;
  email: string;
  company: string;
  ip: string;
  /** The language every mail to the sender is written in. */
  language: Language;
  /** The account that sent it from its workspace; null for a visitor. */
  userId: string | null;
};

/** Why a talent cannot get an inquiry (the talent is not public, or refuses it). */
export type InquiryRefusal = "notFound" | "notAccepting" | "kindNotTaken" | "blocked";

/**
 * Whether a talent takes this inquiry: public, with an account that accepts inquiries, taking this
 * kind of job, and not blocking the sender's address. Answers the talent and its account as the
 * mail's recipient, or the refusal.
 */
export async function checkInquiryTarget(
  db: Kysely<Database>,
  talentId: string,
  kind: string,
  key: string,
): Promise<
  { target: InquiryTarget; talent: Recipient } | { refusal: InquiryRefusal; target?: InquiryTarget }
> {
  const target = await findInquiryTarget(db, talentId);
  if (target?.status !== "approved") return { refusal: "notFound" };
  const talent = talentRecipient(target);
  if (!target.user_id || !talent || target.inquiries_enabled !== 1)
    return { refusal: "notAccepting", target };
  if (!(await talentJobKinds(db, talentId)).includes(kind)) return { refusal: "kindNotTaken", target };
  if (await isSenderBlocked(db, talentId, key)) return { refusal: "blocked", target };
  return { target, talent };
}

/**
 * Writes a new thread in the caller's transaction: the inquiry, its first message, the sender's
 * private link, the mail to the talent and the sender's copy (with the link, nothing they wrote).
 */
export async function storeInquiry(
  deps: InquiryDeps,
  trx: Kysely<Database>,
  inquiry: {
    id: string;
    target: InquiryTarget;
    talent: Recipient;
    sender: InquirySender;
    input: Pick<InquiryInput, "kind" | "dateFrom" | "dateTo" | "location" | "budget" | "message">;
    now: Date;
  },
): Promise<void> {
  const { id, target, talent, sender, input, now } = inquiry;
  const at = now.toISOString();
  const job = {
    kind: input.kind,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo || null,
    location: input.location,
    budget: input.budget,
  };
  await insertInquiry(trx, {
    id,
    talent_id: target.id,
    sender_name: sender.name,
    sender_email: sender.email,
    sender_key: senderKey(sender.email),
    sender_company: sender.company,
    sender_ip: sender.ip,
    job_kind: job.kind,
    date_from: job.dateFrom,
    date_to: job.dateTo,
    location: job.location,
    budget_eur: job.budget,
    status: "open",
    unread_by_talent: 1,
    created_at: at,
    last_activity_at: at,
    sender_language: sender.language,
    sender_user_id: sender.userId,
  });
  await insertInquiryMessage(trx, {
    id: randomUUID(),
    inquiry_id: id,
    author: "sender",
    body: input.message,
    sender_ip: sender.ip,
    created_at: at,
  });
  // The talent's insight counts the inquiry received, on its day (ADR 59).
  await countToday(trx, target.id, "inquiry", now);
  const link = await issueSenderLink(deps, trx, id, now, sender.language);
  await deps.mail.enqueue(
    trx,
    newInquiryMail(
      talent,
      { ...job, senderName: sender.name, senderCompany: sender.company, message: input.message },
      inboxUrl(deps, id, talent.language),
    ),
  );
  await deps.mail.enqueue(
    trx,
    // Nothing the sender wrote: whoever types another person's address cannot mail them text.
    inquiryCopyMail(
      { email: sender.email, language: sender.language },
      { talentName: target.name },
      link.url,
      link.expiresAt,
    ),
  );
}

/**
 * A visitor's inquiry: checked, stored with its first message and the two mails within the
 * address's budget of messages, then announced. `sender` is where it comes from: the address (for
 * the budget) and the language of the page, in which every mail to the sender is written.
 */
export async function sendInquiry(
  deps: InquiryDeps,
  talentId: string,
  input: InquiryInput,
  sender: { ip: string; language: Language },
): Promise<{ id: string }> {
  const checked = await checkInquiryTarget(deps.db, talentId, input.kind, senderKey(input.email));
  if ("refusal" in checked) {
    if (checked.refusal === "notFound") throw new AppError("NOT_FOUND", "errors.inquiries.talentNotFound");
    if (checked.refusal === "notAccepting") throw new AppError("FORBIDDEN", "errors.inquiries.notAccepting");
    if (checked.refusal === "kindNotTaken") {
      throw new AppError("BAD_REQUEST", "errors.inquiries.kindNotTaken", {
        values: { name: checked.target?.name ?? "", kind: input.kind },
      });
    }
    throw new AppError("FORBIDDEN", "errors.inquiries.senderBlocked");
  }
  const { target, talent } = checked;
  const id = randomUUID();
  const now = nowOf(deps);
  await storeWithinSenderLimit(deps.db, { ip: sender.ip, now }, async (trx) => {
    await storeInquiry(deps, trx, {
      id,
      target,
      talent,
      sender: { ...sender, name: input.name, email: input.email, company: input.company, userId: null },
      input,
      now,
    });
  });
  deps.mail.wake();
  await deps.realtime.publish({ type: "inquiry.received", talentId }, target.user_id);
  return { id };
}

/** The thread and its talent, when the account manages that talent; otherwise "not found". */
async function ownThread(deps: InquiryDeps, actor: Actor, inquiryId: string) {
  const inquiry = await findInquiry(deps.db, inquiryId);
  const target = inquiry ? await findInquiryTarget(deps.db, inquiry.talent_id) : undefined;
  // Another talent's thread answers exactly like one that does not exist.
  if (!inquiry || !target || !mayAnswerInquiries(actor, { userId: target.user_id })) {
    throw new AppError("NOT_FOUND", "errors.inquiries.threadNotFound");
  }
  return { inquiry, target };
}

/** A thread as its talent reads it. */
export async function readOwnThread(
  deps: InquiryDeps,
  actor: Actor,
  inquiryId: string,
): Promise<InquiryThread> {
  const { inquiry } = await ownThread(deps, actor, inquiryId);
  return {
    ...toSummary(inquiry),
    senderEmail: inquiry.sender_email,
    messages: await listMessages(deps.db, inquiryId),
  };
}

const announce = (deps: InquiryDeps, target: InquiryTarget) =>
  deps.realtime.publish({ type: "inquiry.changed", talentId: target.id }, target.user_id);

/** The talent's answer: stored, mailed to the sender with a fresh link, in one transaction. */
export async function replyAsTalent(deps: InquiryDeps, actor: Actor, inquiryId: string, message: string) {
  const { inquiry, target } = await ownThread(deps, actor, inquiryId);
  if (inquiry.status === "spam") {
    throw new AppError("CONFLICT", "errors.inquiries.spamNoReply");
  }
  const now = nowOf(deps);
  const firstReply = !(await listMessages(deps.db, inquiryId)).some((m) => m.author === "talent");
  await deps.db.transaction().execute(async (trx) => {
    await insertInquiryMessage(trx, {
      id: randomUUID(),
      inquiry_id: inquiryId,
      author: "talent",
      body: message,
      sender_ip: "",
      created_at: now.toISOString(),
    });
    await updateInquiry(trx, inquiryId, { last_activity_at: now.toISOString(), unread_by_talent: 0 });
    // The sender hears in the language they wrote from, whatever the talent's is.
    const to = senderRecipient(inquiry);
    const link = await issueSenderLink(deps, trx, inquiryId, now, to.language);
    await deps.mail.enqueue(
      trx,
      talentReplyMail(
        to,
        { senderName: inquiry.sender_name, talentName: target.name, message },
        link.url,
        link.expiresAt,
      ),
    );
  });
  deps.mail.wake();
  await announce(deps, target);
  // A first answer can change the public profile's response-time badge (ADR 53): this event clears
  // the cached public answers and tells open profile pages to read it again.
  if (firstReply && target.status === "approved") {
    await deps.realtime.publish(
      { type: "talent.changed", talentId: target.id, slug: target.slug },
      target.user_id ?? undefined,
    );
  }
  return readOwnThread(deps, actor, inquiryId);
}

/** Read or unread, archived or in the inbox, spam or not: the talent's own marks on a thread. */
export async function markOwnThread(
  deps: InquiryDeps,
  actor: Actor,
  inquiryId: string,
  change: { read?: boolean; archived?: boolean; spam?: boolean },
): Promise<InquiryThread> {
  const { inquiry, target } = await ownThread(deps, actor, inquiryId);
  await deps.db.transaction().execute(async (trx) => {
    if (change.read !== undefined)
      await updateInquiry(trx, inquiryId, { unread_by_talent: change.read ? 0 : 1 });
    if (change.archived !== undefined) {
      await updateInquiry(trx, inquiryId, { status: change.archived ? "archived" : "open" });
    }
    if (change.spam === true) {
      // Spam blocks that sender for this talent: their next inquiry is refused (ADR 34).
      await updateInquiry(trx, inquiryId, { status: "spam", unread_by_talent: 0 });
      await insertBlock(trx, {
        id: randomUUID(),
        talentId: target.id,
        key: inquiry.sender_key,
        createdBy: actor.userId,
        createdAt: nowOf(deps).toISOString(),
      });
    } else if (change.spam === false) {
      await updateInquiry(trx, inquiryId, { status: "open" });
      await deleteTalentBlock(trx, target.id, inquiry.sender_key);
    }
  });
  await announce(deps, target);
  return readOwnThread(deps, actor, inquiryId);
}

/** The talent asks the admins to look at a thread: stored, the admins mailed and told live. */
export async function reportOwnThread(deps: InquiryDeps, actor: Actor, inquiryId: string, reason: string) {
  const { inquiry, target } = await ownThread(deps, actor, inquiryId);
  await deps.db.transaction().execute(async (trx) => {
    await updateInquiry(trx, inquiryId, { reported_at: nowOf(deps).toISOString(), report_reason: reason });
    for (const admin of await listAdminRecipients(trx)) {
      await deps.mail.enqueue(
        trx,
        inquiryReportedMail(
          admin,
          { talentName: target.name, senderName: inquiry.sender_name, reason },
          `${deps.publicUrl}${localizedPath(admin.language, "/admin-panel/inquiry-reports")}`,
        ),
      );
    }
  });
  deps.mail.wake();
  await deps.realtime.publish({ type: "inquiry.reported" });
  await announce(deps, target);
  return readOwnThread(deps, actor, inquiryId);
}

/** The thread a sender's token opens, or the reason it opens none. */
async function threadOfToken(deps: InquiryDeps, token: string | undefined) {
  if (!isWellFormedToken(token)) throw new AppError("NOT_FOUND", "errors.inquiries.linkInvalid");
  const stored = await findThreadToken(deps.db, hashThreadToken(token));
  if (!stored || !tokenMatches(token, stored.token_hash)) {
    throw new AppError("NOT_FOUND", "errors.inquiries.linkInvalid");
  }
  if (stored.expires_at <= nowOf(deps).toISOString()) {
    throw new AppError("LINK_EXPIRED", "errors.inquiries.linkExpired");
  }
  const inquiry = await findInquiry(deps.db, stored.inquiry_id);
  const target = inquiry ? await findInquiryTarget(deps.db, inquiry.talent_id) : undefined;
  if (!inquiry || !target) throw new AppError("NOT_FOUND", "errors.inquiries.linkInvalid");
  return { inquiry, target, expiresAt: stored.expires_at };
}

/** Whether the sender may still write: not marked as spam, not blocked. */
export async function senderMayWrite(deps: InquiryDeps, inquiry: InquiryRow): Promise<boolean> {
  return (
    inquiry.status !== "spam" && !(await isSenderBlocked(deps.db, inquiry.talent_id, inquiry.sender_key))
  );
}

/** The thread as the sender's link shows it: no address of the talent, nothing of other threads. */
export async function readSenderThread(deps: InquiryDeps, token: string | undefined): Promise<SenderThread> {
  const { inquiry, target, expiresAt } = await threadOfToken(deps, token);
  return {
    ...jobOf(inquiry),
    senderName: inquiry.sender_name,
    talentName: target.name,
    talentPath: target.status === "approved" ? profilePath(target) : null,
    open: await senderMayWrite(deps, inquiry),
    expiresAt,
    messages: await listMessages(deps.db, inquiry.id),
  };
}

/**
 * A sender's answer in a thread (through their link, or from the workspace that sent it): refused
 * once the talent closed the thread, stored within the address's budget of messages, mailed to the
 * talent, announced live.
 */
export async function storeSenderReply(
  deps: InquiryDeps,
  thread: { inquiry: InquiryRow; target: InquiryTarget },
  message: string,
  senderIp: string,
): Promise<void> {
  const { inquiry, target } = thread;
  if (!(await senderMayWrite(deps, inquiry))) {
    throw new AppError("FORBIDDEN", "errors.inquiries.conversationClosed");
  }
  const at = nowOf(deps);
  const now = at.toISOString();
  await storeWithinSenderLimit(deps.db, { ip: senderIp, now: at }, async (trx) => {
    await insertInquiryMessage(trx, {
      id: randomUUID(),
      inquiry_id: inquiry.id,
      author: "sender",
      body: message,
      sender_ip: senderIp,
      created_at: now,
    });
    // A new answer brings an archived thread back into the inbox, unread.
    await updateInquiry(trx, inquiry.id, { last_activity_at: now, unread_by_talent: 1, status: "open" });
    const talent = talentRecipient(target);
    if (talent) {
      await deps.mail.enqueue(
        trx,
        senderReplyMail(
          talent,
          { senderName: inquiry.sender_name, message },
          inboxUrl(deps, inquiry.id, talent.language),
        ),
      );
    }
  });
  deps.mail.wake();
  await deps.realtime.publish({ type: "inquiry.received", talentId: target.id }, target.user_id);
}

/** The sender's answer through their link (see storeSenderReply). */
export async function replyAsSender(
  deps: InquiryDeps,
  token: string | undefined,
  message: string,
  senderIp: string,
): Promise<SenderThread> {
  const { inquiry, target } = await threadOfToken(deps, token);
  await storeSenderReply(deps, { inquiry, target }, message, senderIp);
  return readSenderThread(deps, token);
}

/** The moment before which a thread without activity is deleted (12 months before `now`). */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - INQUIRY_RETENTION_MONTHS);
  return cutoff;
}
