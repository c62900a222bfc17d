import type { AuditEntry, AuditRecordType } from "#shared/audit/audit.schema";
import { AUDIT_ACTION_LABELS } from "#shared/audit/audit.schema";
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
import type { Translate } from "#shared/i18n/translator";

/*
 * The change history in words. The audit trail stores each change as recorded ({field: {from, to}},
 * raw values, docs/decisions/0021); only the reading turns them into labels, dates in the reader's
 * locale and time zone, on/off and shown/hidden, and "—" for nothing.
 */

/** Where and how dates are written: the reader's own unless a test names them. */
export type AuditReader = { locale?: string; timeZone?: string };

type Wording = { label: string; value?: (value: unknown, reader: AuditReader, t: Translate) => string };

/** What stands for no value at all (null, an empty text or list). */
export const NONE = "—";
const MAX_TEXT = 80;

const truncate = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatMoment(iso: string, reader: AuditReader): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(reader.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: reader.timeZone,
  }).format(date);
}

const words =
  (on: string, off: string) =>
  (value: unknown): string =>
    value ? on : off;
const list =
  (label: (item: string, t: Translate) => string) =>
  (value: unknown, _reader: AuditReader, t: Translate): string =>
    Array.isArray(value)
      ? truncate(value.map((item) => label(String(item), t)).join(", "))
      : genericText(value, {});
const named =
  (label: (value: string, t: Translate) => string) =>
  (value: unknown, _reader: AuditReader, t: Translate): string =>
    typeof value === "string" ? label(value, t) : genericText(value, {});
const count = (singular: string, plural: string) => (value: unknown) =>
  Array.isArray(value)
    ? `${value.length} ${value.length === 1 ? singular : plural}`
    : typeof value === "number"
      ? `${value} ${value === 1 ? singular : plural}`
      : genericText(value, {});
const moment = (value: unknown, reader: AuditReader) =>
  typeof value === "string" ? formatMoment(value, reader) : genericText(value, reader);

const specificLabel = (t: Translate, name: string) => {
  const field = findSpecificField(name);
  return field ? specificFieldLabel(t, field) : name === "services" ? "Services" : humanise(name);
};

/** "currentPeriodEnd" as "Current period end": for a field no table below names yet. */
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
  if (typeof value === "boolean") return value ? "yes" : "no";
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

function contactText(value: unknown): string {
  if (!value || typeof value !== "object") return genericText(value, {});
  const contact = value as { email?: unknown; instagram?: unknown; showEmail?: unknown };
  const parts = [
    ...(contact.email ? [`E-mail ${String(contact.email)}`] : []),
    ...(contact.instagram ? [`Instagram ${String(contact.instagram)}`] : []),
  ];
  // Whether the address shows only matters once there is one.
  if (contact.email && typeof contact.showEmail === "boolean") {
    parts.push(contact.showEmail ? "e-mail shown on the profile" : "e-mail hidden on the profile");
  }
  return parts.length ? truncate(parts.join(", ")) : NONE;
}

function specificsText(value: unknown, _reader: AuditReader, t: Translate): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return genericText(value, {});
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => !isEmpty(v))
    .map(([name, v]) => `${specificLabel(t, name)} ${Array.isArray(v) ? v.join(", ") : String(v)}`);
  return parts.length ? truncate(parts.join(", ")) : NONE;
}

const roleLabel = (role: string) => (role === "admin" ? "Administrator" : role === "user" ? "User" : role);

const TALENT_FIELDS: Record<string, Wording> = {
  name: { label: "Name" },
  age: { label: "Age" },
  location: { label: "Location" },
  bio: { label: "Bio" },
  languages: { label: "Languages", value: list((code, t) => languageLabel(t, code)) },
  paymentOptions: { label: "Payment options", value: list((option, t) => paymentOptionLabel(t, option)) },
  category: { label: "Category", value: named((value, t) => categoryLabel(t, value)) },
  subcategory: { label: "Subcategory", value: named((value, t) => subcategoryLabel(t, value)) },
  specifics: { label: "Details", value: specificsText },
  contact: { label: "Contact", value: contactText },
  status: { label: "Status", value: named((status, t) => talentStatusLabel(t, status)) },
  userId: { label: "Linked account", value: () => "an account" },
  badges: { label: "Badges", value: list((badge, t) => badgeLabel(t, badge)) },
  featured: { label: "Featured", value: words("on", "off") },
  featuredOrder: { label: "Featured position" },
  isTopTalent: { label: "Top talent", value: words("on", "off") },
  image: { label: "Hero image", value: () => "an image" },
  gallery: { label: "Gallery", value: count("item", "items") },
  reason: { label: "Reason" },
  files: { label: "Files removed" },
  inserted: { label: "Talents loaded" },
  order: { label: "Order", value: list(String) },
};

const USER_FIELDS: Record<string, Wording> = {
  emailConfirmed: { label: "E-mail address", value: words("confirmed", "not confirmed") },
  role: { label: "Role", value: named(roleLabel) },
  plan: { label: "Plan" },
  status: { label: "Subscription status", value: named(subscriptionStatusLabel) },
  currentPeriodEnd: { label: "Plan period ends", value: moment },
};

const CONTENT_FIELDS: Record<string, Wording> = {
  quote: { label: "Quote" },
  authorName: { label: "Author" },
  authorRole: { label: "Author's role" },
  plan: { label: "Plan" },
  visible: { label: "On the site", value: words("shown", "hidden") },
  isSample: { label: "Sample entry", value: words("yes", "no") },
  name: { label: "Name" },
  role: { label: "Role" },
  bio: { label: "Bio" },
  order: { label: "Order", value: list(String) },
};

const INQUIRY_FIELDS: Record<string, Wording> = {
  sender: { label: "Sender" },
  reason: { label: "Reason" },
};

/** Every field the audit trail records, by the kind of record it belongs to. */
export const AUDIT_FIELD_WORDING: Record<AuditRecordType, Record<string, Wording>> = {
  talent: TALENT_FIELDS,
  user: USER_FIELDS,
  subscription: USER_FIELDS,
  content: CONTENT_FIELDS,
  inquiry: INQUIRY_FIELDS,
};

/** Long texts whose change is named, not quoted. */
const NAMED_ONLY = new Set(["bio", "quote"]);

/** "admin@vitrine.test approved Lena Hartmann" */
export function auditSentence(entry: AuditEntry): string {
  const label = AUDIT_ACTION_LABELS[entry.action];
  const record = entry.recordId ? ` ${entry.recordLabel}` : "";
  return `${entry.actorEmail} ${label}${record}`;
}

/** The entry's details, one line each: "Status: Pending → Approved", "Reason: …", "Plan period ends: — → 25 Nov 2027, 10:01". */
export function auditDetails(t: Translate, entry: AuditEntry, reader: AuditReader = {}): string[] {
  const table = AUDIT_FIELD_WORDING[entry.recordType] ?? {};
  return Object.entries(entry.changes).map(([field, change]) => {
    const wording = table[field];
    const name = wording?.label ?? humanise(field);
    const text = (value: unknown) =>
      isEmpty(value) ? NONE : wording?.value ? wording.value(value, reader, t) : genericText(value, reader);
    if (change && typeof change === "object" && "from" in change && "to" in change) {
      if (NAMED_ONLY.has(field)) return `${name} changed`;
      return `${name}: ${text(change.from)} → ${text(change.to)}`;
    }
    return `${name}: ${text(change)}`;
  });
}
