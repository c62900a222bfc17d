import type { AuditEntry } from "#shared/audit/audit.schema";
import { AUDIT_ACTION_LABELS } from "#shared/audit/audit.schema";
import { STATUS_LABELS } from "#shared/catalogue/badges";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  age: "Age",
  location: "Location",
  bio: "Bio",
  languages: "Languages",
  paymentOptions: "Payment options",
  category: "Category",
  subcategory: "Subcategory",
  specifics: "Details",
  contact: "Contact",
  status: "Status",
  userId: "Linked user",
  badges: "Badges",
  featured: "Featured",
  featuredOrder: "Featured order",
  isTopTalent: "Top talent",
  image: "Hero image",
  gallery: "Gallery",
  reason: "Reason",
  live: "Live profile",
  inserted: "Talents loaded",
  files: "Files removed",
};

const MAX_TEXT = 80;

/** A stored value as a short text: statuses by name, lists joined, long texts cut. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (field === "status" && typeof value === "string" && value in STATUS_LABELS) {
    return STATUS_LABELS[value as keyof typeof STATUS_LABELS];
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (field === "gallery") return `${value.length} item${value.length === 1 ? "" : "s"}`;
    if (field === "languages")
      return value.length ? value.map((v) => languageLabel(String(v))).join(", ") : "none";
    return value.length ? value.join(", ") : "none";
  }
  if (field === "image") return "an image";
  if (field === "userId") return "an account";
  if (field === "category" && typeof value === "string") return categoryLabel(value);
  if (field === "subcategory" && typeof value === "string") return subcategoryLabel(value);
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== "" && v !== null)
      .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(", ") : String(v)}`);
    return truncate(parts.length ? parts.join(", ") : "none");
  }
  return truncate(String(value));
}

const truncate = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** "admin@vitrine.test approved Lena Hartmann" */
export function auditSentence(entry: AuditEntry): string {
  const label = AUDIT_ACTION_LABELS[entry.action];
  const record = entry.recordId ? ` ${entry.recordLabel}` : "";
  return `${entry.actorEmail} ${label}${record}`;
}

/** The entry's details, one line each: "Status: Pending → Approved", "Reason: …". */
export function auditDetails(entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) => {
    const name = FIELD_LABELS[field] ?? field;
    if (change && typeof change === "object" && "from" in change && "to" in change) {
      if (field === "bio") return `${name} changed`;
      return `${name}: ${valueText(field, change.from)} → ${valueText(field, change.to)}`;
    }
    return `${name}: ${valueText(field, change)}`;
  });
}
