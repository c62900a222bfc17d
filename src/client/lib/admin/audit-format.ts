import type { AuditAction, AuditEntry, AuditRecordType } from "#shared/audit/audit.schema";
import { subscriptionStatusLabel } from "#shared/billing/subscription-status";
import { badgeLabel, talentStatusLabel } from "#shared/catalogue/badges";
import {
  categoryLabel,
  findSpecificField,
  specificFieldLabel,
  subcategoryLabel,
} from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import { formatDateTime } from "#shared/i18n/format";
import type { Language } from "#shared/i18n/languages";
import type { MessageId, Translate } from "#shared/i18n/translator";
import { RecordedPlaceSchema, recordedPlaceText } from "#shared/places/place-label";

/*
 * The change history in words. The audit trail stores each change as recorded ({field: {from, to}},
 * raw values, docs/decisions/0021); only the reading turns them into labels, dates in the reader's
 * language and time zone, on/off and shown/hidden, and "—" for nothing.
 */

/**
 * Who reads the trail: its texts in their language, and dates in their time zone unless one is named
 * (a test's).
 */
export type AuditReader = { t: Translate; language: Language; timeZone?: string };

type Wording = { label: MessageId; value?: (value: unknown, reader: AuditReader) => string };

/** What stands for no value at all (null, an empty text or list). */
export const NONE = "—";
const MAX_TEXT = 80;

const truncate = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const formatMoment = (iso: string, reader: AuditReader): string =>
  formatDateTime(reader.language, iso, reader.timeZone);

const words =
  (on: MessageId, off: MessageId) =>
  (value: unknown, { t }: AuditReader): string =>
    value ? t(on) : t(off);
const list =
  (label: (t: Translate, item: string) => string) =>
  (value: unknown, reader: AuditReader): string =>
    Array.isArray(value)
      ? truncate(value.map((item) => label(reader.t, String(item))).join(", "))
      : genericText(value, reader);
const named =
  (label: (t: Translate, value: string) => string) =>
  (value: unknown, reader: AuditReader): string =>
    typeof value === "string" ? label(reader.t, value) : genericText(value, reader);
const countOf =
  (message: MessageId) =>
  (value: unknown, reader: AuditReader): string =>
    Array.isArray(value)
      ? reader.t(message, { count: value.length })
      : typeof value === "number"
        ? reader.t(message, { count: value })
        : genericText(value, reader);
const fixed =
  (message: MessageId) =>
  (_value: unknown, { t }: AuditReader): string =>
    t(message);
/** A visitor's report's reason (its code in the trail) in words. */
const REPORT_REASONS: Record<string, MessageId> = {
  "fake-pictures": "reports.reason.fakePictures",
  scam: "reports.reason.scam",
  inappropriate: "reports.reason.inappropriate",
  other: "reports.reason.other",
};
const reportReason = (value: unknown, { t }: AuditReader): string => {
  const message = typeof value === "string" ? REPORT_REASONS[value] : undefined;
  return message ? t(message) : String(value);
};
const moment = (value: unknown, reader: AuditReader) =>
  typeof value === "string" ? formatMoment(value, reader) : genericText(value, reader);

const specificLabel = (name: string, { t }: AuditReader) => {
  const field = findSpecificField(name);
  if (field) return specificFieldLabel(t, field);
  return name === "services" ? t("admin.audit.field.services") : humanise(name);
};

/**
 * "currentPeriodEnd" as "Current period end": for a field no table below names yet, made from its
 * stored key (so in English only, until the field is added to a table).
 */
function humanise(field: string): string {
  const spaced = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Any other value: dates by the reader's calendar, yes/no, lists joined, objects as "Key value". */
function genericText(value: unknown, reader: AuditReader): string {
  if (isEmpty(value)) return NONE;
  if (typeof value === "boolean")
    return value ? reader.t("admin.audit.value.yes") : reader.t("admin.audit.value.no");
  if (typeof value === "string")
    return ISO_MOMENT.test(value) ? formatMoment(value, reader) : truncate(value);
  if (Array.isArray(value)) return truncate(value.map((item) => genericText(item, reader)).join(", "));
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${humanise(k)} ${genericText(v, reader)}`);
    return parts.length ? truncate(parts.join(", ")) : NONE;
  }
  return truncate(String(value));
}

function contactText(value: unknown, reader: AuditReader): string {
  if (!value || typeof value !== "object") return genericText(value, reader);
  const { t } = reader;
  const contact = value as { email?: unknown; instagram?: unknown; showEmail?: unknown };
  const parts = [
    ...(contact.email ? [t("admin.audit.contact.email", { email: String(contact.email) })] : []),
    ...(contact.instagram ? [t("admin.audit.contact.instagram", { handle: String(contact.instagram) })] : []),
  ];
  // Whether the address shows only matters once there is one.
  if (contact.email && typeof contact.showEmail === "boolean") {
    parts.push(
      contact.showEmail ? t("admin.audit.contact.emailShown") : t("admin.audit.contact.emailHidden"),
    );
  }
  return parts.length ? truncate(parts.join(", ")) : NONE;
}

function specificsText(value: unknown, reader: AuditReader): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return genericText(value, reader);
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => !isEmpty(v))
    .map(([name, v]) => `${specificLabel(name, reader)} ${Array.isArray(v) ? v.join(", ") : String(v)}`);
  return parts.length ? truncate(parts.join(", ")) : NONE;
}

/** A profile's place as it was recorded: "Munich, Germany", the country in the reader's language. */
function placeText(value: unknown, reader: AuditReader): string {
  const place = RecordedPlaceSchema.safeParse(value);
  return place.success ? recordedPlaceText(place.data, reader.language) : genericText(value, reader);
}

const roleText = (value: unknown, reader: AuditReader) =>
  value === "admin"
    ? reader.t("admin.audit.role.admin")
    : value === "user"
      ? reader.t("admin.audit.role.user")
      : genericText(value, reader);

const TALENT_FIELDS: Record<string, Wording> = {
  name: { label: "admin.audit.field.name" },
  age: { label: "admin.audit.field.age" },
  location: { label: "admin.audit.field.location" },
  place: { label: "talents.audit.field.place", value: placeText },
  bio: { label: "admin.audit.field.bio" },
  languages: { label: "admin.audit.field.languages", value: list(languageLabel) },
  paymentOptions: { label: "admin.audit.field.paymentOptions", value: list(paymentOptionLabel) },
  category: { label: "admin.audit.field.category", value: named(categoryLabel) },
  subcategory: { label: "admin.audit.field.subcategory", value: named(subcategoryLabel) },
  specifics: { label: "admin.audit.field.specifics", value: specificsText },
  contact: { label: "admin.audit.field.contact", value: contactText },
  status: { label: "admin.audit.field.status", value: named(talentStatusLabel) },
  userId: { label: "admin.audit.field.userId", value: fixed("admin.audit.value.account") },
  badges: { label: "admin.audit.field.badges", value: list(badgeLabel) },
  featured: {
    label: "admin.audit.field.featured",
    value: words("admin.audit.value.on", "admin.audit.value.off"),
  },
  featuredOrder: { label: "admin.audit.field.featuredOrder" },
  isTopTalent: {
    label: "admin.audit.field.isTopTalent",
    value: words("admin.audit.value.on", "admin.audit.value.off"),
  },
  image: { label: "admin.audit.field.image", value: fixed("admin.audit.value.image") },
  gallery: { label: "admin.audit.field.gallery", value: countOf("admin.audit.value.items") },
  reason: { label: "admin.audit.field.reason" },
  report: { label: "reports.audit.field.report", value: reportReason },
  note: { label: "reports.audit.field.note" },
  files: { label: "admin.audit.field.files" },
  inserted: { label: "admin.audit.field.inserted" },
  order: { label: "admin.audit.field.order", value: list((_t, item) => item) },
};

const USER_FIELDS: Record<string, Wording> = {
  emailConfirmed: {
    label: "admin.audit.field.emailConfirmed",
    value: words("admin.audit.value.confirmed", "admin.audit.value.notConfirmed"),
  },
  role: { label: "admin.audit.field.role", value: roleText },
  plan: { label: "admin.audit.field.plan" },
  status: {
    label: "admin.audit.field.subscriptionStatus",
    value: named((_t, status) => subscriptionStatusLabel(status)),
  },
  currentPeriodEnd: { label: "admin.audit.field.periodEnd", value: moment },
};

const CONTENT_FIELDS: Record<string, Wording> = {
  quote: { label: "admin.audit.field.quote" },
  authorName: { label: "admin.audit.field.author" },
  authorRole: { label: "admin.audit.field.authorRole" },
  plan: { label: "admin.audit.field.plan" },
  visible: {
    label: "admin.audit.field.visible",
    value: words("admin.audit.value.shown", "admin.audit.value.hidden"),
  },
  isSample: {
    label: "admin.audit.field.isSample",
    value: words("admin.audit.value.yes", "admin.audit.value.no"),
  },
  name: { label: "admin.audit.field.name" },
  role: { label: "admin.audit.field.role" },
  bio: { label: "admin.audit.field.bio" },
  order: { label: "admin.audit.field.order", value: list((_t, item) => item) },
};

const INQUIRY_FIELDS: Record<string, Wording> = {
  sender: { label: "admin.audit.field.sender" },
  reason: { label: "admin.audit.field.reason" },
};

/** Every field the audit trail records, by the kind of record it belongs to. */
export const AUDIT_FIELD_WORDING: Record<AuditRecordType, Record<string, Wording>> = {
  talent: TALENT_FIELDS,
  user: USER_FIELDS,
  subscription: USER_FIELDS,
  content: CONTENT_FIELDS,
  inquiry: INQUIRY_FIELDS,
};

/** Each action as a sentence with `{actor}` and, where the action has one, `{record}`. */
const ACTION_SENTENCES: Record<AuditAction, MessageId> = {
  "talent.create": "admin.audit.action.talent.create",
  "talent.edit": "admin.audit.action.talent.edit",
  "talent.approve": "admin.audit.action.talent.approve",
  "talent.reject": "admin.audit.action.talent.reject",
  "talent.delete": "admin.audit.action.talent.delete",
  "talents.seed": "admin.audit.action.talents.seed",
  "talents.reorder": "admin.audit.action.talents.reorder",
  "user.activate": "admin.audit.action.user.activate",
  "user.resend-verification": "admin.audit.action.user.resend-verification",
  "user.assign-plan": "admin.audit.action.user.assign-plan",
  "user.role-change": "admin.audit.action.user.role-change",
  "user.create-first-admin": "admin.audit.action.user.create-first-admin",
  "content.create": "admin.audit.action.content.create",
  "content.edit": "admin.audit.action.content.edit",
  "content.delete": "admin.audit.action.content.delete",
  "content.reorder": "admin.audit.action.content.reorder",
  "inquiry.block-sender": "admin.audit.action.inquiry.block-sender",
  "inquiry.unblock-sender": "admin.audit.action.inquiry.unblock-sender",
  "inquiry.dismiss-report": "admin.audit.action.inquiry.dismiss-report",
  "talent.report-dismiss": "reports.audit.action.dismiss",
  "talent.report-request-changes": "reports.audit.action.requestChanges",
  "talent.report-take-down": "reports.audit.action.takeDown",
};

/** Long texts whose change is named, not quoted. */
const NAMED_ONLY = new Set(["bio", "quote"]);

/** "admin@vitrine.test approved Lena Hartmann" */
export function auditSentence(entry: AuditEntry, t: Translate): string {
  return t(ACTION_SENTENCES[entry.action], { actor: entry.actorEmail, record: entry.recordLabel });
}

/** The entry's details, one line each: "Status: Pending → Approved", "Reason: …", "Plan period ends: — → 25 Nov 2027, 10:01". */
export function auditDetails(entry: AuditEntry, reader: AuditReader): string[] {
  const table = AUDIT_FIELD_WORDING[entry.recordType] ?? {};
  return Object.entries(entry.changes).map(([field, change]) => {
    const wording = table[field];
    const name = wording ? reader.t(wording.label) : humanise(field);
    const text = (value: unknown) =>
      isEmpty(value) ? NONE : wording?.value ? wording.value(value, reader) : genericText(value, reader);
    if (change && typeof change === "object" && "from" in change && "to" in change) {
      if (NAMED_ONLY.has(field)) return reader.t("admin.audit.changed", { field: name });
      return `${name}: ${text(change.from)} → ${text(change.to)}`;
    }
    return `${name}: ${text(change)}`;
  });
}
