import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage } from "#server/mail/mail-message";
import type { CancellationKind } from "#shared/billing/cancellation.schema";
import { type PlanId, planById } from "#shared/catalogue/plans";
import { formatCalendarDate, formatDateTime } from "#shared/i18n/format";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import type { MessageId } from "#shared/i18n/translator";

/** Vitrine's time zone (a company in Munich): the time of receipt is stated in it. */
const COMPANY_TIME_ZONE = "Europe/Berlin";

/** A cancellation as its mails and the admin inbox state it (ADR 47). */
export type CancellationContent = {
  name: string;
  email: string;
  planId: PlanId;
  kind: CancellationKind;
  reason: string;
  /** YYYY-MM-DD, or null for as soon as possible. */
  effectiveDate: string | null;
  language: Language;
  receivedAt: string;
};

/** What became of a cancellation, as its mail tells it. */
export type CancellationOutcome =
  | { type: "plan-ends"; planName: string; endsAt: string | null; extraordinary: boolean }
  | { type: "confirm-link"; url: string }
  | { type: "with-team" };

/** Why a person must handle a cancellation (the admin inbox's first line). */
export type TeamReason =
  | "no-plan"
  | "later-date"
  | "provider-failed"
  | "unconfirmed"
  | "interrupted"
  | "extraordinary";

const TEAM_REASONS: Record<TeamReason, MessageId> = {
  "no-plan": "cancellation.inbox.noPlan",
  "later-date": "cancellation.inbox.laterDate",
  "provider-failed": "cancellation.inbox.providerFailed",
  unconfirmed: "cancellation.inbox.unconfirmed",
  interrupted: "cancellation.inbox.interrupted",
  extraordinary: "cancellation.inbox.extraordinary",
};

/** The calendar day a moment falls on in Vitrine's time zone, in words ("December 23, 2026"). */
function dayInWords(language: Language, iso: string): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
  return formatCalendarDate(language, day);
}

/** The time of receipt, in Vitrine's time zone, in the request's language. */
export const receivedAtText = (language: Language, iso: string) =>
  formatDateTime(language, iso, COMPANY_TIME_ZONE);

/** The cancellation's content, line by line: what the person sent. */
export function contentLines(content: CancellationContent): string[] {
  const t = serverT(content.language);
  return [
    t("cancellation.details.name", { value: content.name }),
    t("cancellation.details.email", { value: content.email }),
    t("cancellation.details.contract", { plan: planById(content.planId).name }),
    t(
      content.kind === "extraordinary"
        ? "cancellation.details.extraordinary"
        : "cancellation.details.ordinary",
    ),
    ...(content.kind === "extraordinary"
      ? [t("cancellation.details.reason", { reason: content.reason })]
      : []),
    content.effectiveDate
      ? t("cancellation.details.onDate", {
          date: formatCalendarDate(content.language, content.effectiveDate),
        })
      : t("cancellation.details.asap"),
  ];
}

function planEndsText(language: Language, outcome: { planName: string; endsAt: string | null }): string {
  const t = serverT(language);
  return outcome.endsAt
    ? t("cancellation.mail.planEnds", { plan: outcome.planName, date: dayInWords(language, outcome.endsAt) })
    : t("cancellation.mail.planEndsAtPeriodEnd", { plan: outcome.planName });
}

/**
 * The confirmation of receipt, sent at once (§ 312k (4) BGB): the date and time of receipt, the
 * content of the cancellation, when it is to take effect, and what happens next.
 */
export function receiptMail(content: CancellationContent, outcome: CancellationOutcome): MailMessage {
  const t = serverT(content.language);
  const next =
    outcome.type === "plan-ends"
      ? [
          planEndsText(content.language, outcome),
          ...(outcome.extraordinary ? [t("cancellation.mail.extraordinaryReview")] : []),
        ]
      : outcome.type === "confirm-link"
        ? [t("cancellation.mail.confirmLink")]
        : [t("cancellation.mail.withTeam")];
  return {
    to: content.email,
    subject: t("cancellation.mail.receipt.subject"),
    links: outcome.type === "confirm-link" ? [outcome.url] : [],
    ...renderMail(content.language, {
      preheader: t("cancellation.mail.receipt.preheader"),
      heading: t("cancellation.mail.receipt.heading"),
      paragraphs: [
        t("cancellation.mail.greeting", { name: content.name }),
        t("cancellation.mail.receivedAt", { dateTime: receivedAtText(content.language, content.receivedAt) }),
        ...contentLines(content),
        ...next,
        t("cancellation.mail.signoff"),
      ],
      ...(outcome.type === "confirm-link"
        ? {
            action: { label: t("cancellation.mail.confirmAction"), url: outcome.url },
            footnote: t("cancellation.mail.confirmFootnote"),
          }
        : {}),
    }),
  };
}

/** After the one-click link: the plan is cancelled and ends then, or our team handles it. */
export function carriedOutMail(
  content: CancellationContent,
  outcome: Extract<CancellationOutcome, { type: "plan-ends" | "with-team" }>,
): MailMessage {
  const t = serverT(content.language);
  const done = outcome.type === "plan-ends";
  return {
    to: content.email,
    subject: t(done ? "cancellation.mail.done.subject" : "cancellation.mail.withTeam.subject"),
    ...renderMail(content.language, {
      preheader: t(done ? "cancellation.mail.done.subject" : "cancellation.mail.withTeam.subject"),
      heading: t(done ? "cancellation.mail.done.subject" : "cancellation.mail.withTeam.subject"),
      paragraphs: [
        t("cancellation.mail.greeting", { name: content.name }),
        ...(done
          ? [
              planEndsText(content.language, outcome),
              ...(outcome.extraordinary ? [t("cancellation.mail.extraordinaryReview")] : []),
            ]
          : [t("cancellation.mail.withTeam")]),
        t("cancellation.mail.receivedAt", { dateTime: receivedAtText(content.language, content.receivedAt) }),
        ...contentLines(content),
        t("cancellation.mail.signoff"),
      ],
    }),
  };
}

/** The admin inbox's entry: why a person must handle it, when it was received, and its content. */
export function inboxText(content: CancellationContent, reason: TeamReason): string {
  const t = serverT(content.language);
  return [
    t(TEAM_REASONS[reason]),
    t("cancellation.inbox.receivedAt", { dateTime: receivedAtText(content.language, content.receivedAt) }),
    ...contentLines(content),
  ].join("\n");
}
