import {
  categoryLabel,
  specificFieldLabel,
  specificFieldsOf,
  specificFieldUnit,
  subcategoryLabel,
} from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import type { Translate } from "#shared/i18n/translator";
import type { ImageAsset } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";

/** One field that differs between the live version of a profile and the change under review. */
export type ProfileChange = {
  label: string;
  live: string;
  submitted: string;
  /** The hero pictures, so the moderator sees them side by side. */
  images?: { live: ImageAsset | null; submitted: ImageAsset | null };
};

const NONE = "none";
const listText = (values: string[]) => (values.length ? values.join(", ") : NONE);

function specificsText(talent: Talent, translate: Translate): string {
  const labels = new Map(specificFieldsOf(talent.category).map((field) => [field.name, field]));
  const parts = Object.entries(talent.specifics).map(([name, value]) => {
    const field = labels.get(name);
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    const label = field ? specificFieldLabel(translate, field) : name === "services" ? "Services" : name;
    const unit = field && specificFieldUnit(translate, field);
    return `${label}: ${text}${unit ? ` ${unit}` : ""}`;
  });
  return listText(parts);
}

/** The text fields a moderator compares, each as it reads. */
const TEXT_FIELDS: { label: string; text: (talent: Talent, translate: Translate) => string }[] = [
  { label: "Name", text: (t) => t.name },
  { label: "Age", text: (t) => (t.age === null ? NONE : String(t.age)) },
  { label: "Location", text: (t) => t.location || NONE },
  { label: "Bio", text: (t) => t.bio || NONE },
  { label: "Languages", text: (t, tr) => listText(t.languages.map((code) => languageLabel(tr, code))) },
  {
    label: "Payment options",
    text: (t, tr) => listText(t.paymentOptions.map((o) => paymentOptionLabel(tr, o))),
  },
  { label: "Category", text: (t, tr) => (t.category ? categoryLabel(tr, t.category) : NONE) },
  { label: "Sub-category", text: (t, tr) => (t.subcategory ? subcategoryLabel(tr, t.subcategory) : NONE) },
  { label: "Details", text: specificsText },
  { label: "Contact e-mail", text: (t) => t.contact.email || NONE },
  { label: "E-mail on the profile", text: (t) => (t.contact.showEmail ? "shown" : "hidden") },
  { label: "Instagram", text: (t) => t.contact.instagram || NONE },
];

const itemCount = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

/** What happened to the gallery: items added and removed, descriptions changed, the order. */
function galleryChange(live: Talent, submitted: Talent): ProfileChange | null {
  const before = new Map(live.gallery.map((item) => [item.id, item]));
  const after = new Map(submitted.gallery.map((item) => [item.id, item]));
  const added = submitted.gallery.filter((item) => !before.has(item.id)).length;
  const removed = live.gallery.filter((item) => !after.has(item.id)).length;
  const described = submitted.gallery.filter((item) => {
    const old = before.get(item.id);
    return old !== undefined && old.description !== item.description;
  }).length;
  const kept = (list: Talent["gallery"], other: Map<string, unknown>) =>
    list.filter((item) => other.has(item.id)).map((item) => item.id);
  const reordered = kept(live.gallery, after).join() !== kept(submitted.gallery, before).join();
  const parts = [
    ...(added ? [`${added} added`] : []),
    ...(removed ? [`${removed} removed`] : []),
    ...(described ? [`${described} description${described === 1 ? "" : "s"} changed`] : []),
    ...(reordered ? ["new order"] : []),
  ];
  if (parts.length === 0) return null;
  return {
    label: "Gallery",
    live: itemCount(live.gallery.length),
    submitted: `${itemCount(submitted.gallery.length)}: ${parts.join(", ")}`,
  };
}

/**
 * The differences between the version the public sees and the change a talent submitted, in the
 * order of the wizard's steps, so a moderator reviews exactly what would go public.
 */
export function profileChanges(t: Translate, live: Talent, submitted: Talent): ProfileChange[] {
  const changes: ProfileChange[] = [];
  for (const field of TEXT_FIELDS) {
    const before = field.text(live, t);
    const after = field.text(submitted, t);
    if (before !== after) changes.push({ label: field.label, live: before, submitted: after });
  }
  if ((live.image?.id ?? null) !== (submitted.image?.id ?? null)) {
    changes.push({
      label: "Hero image",
      live: live.image ? "the approved picture" : NONE,
      submitted: submitted.image ? "a new picture" : NONE,
      images: { live: live.image, submitted: submitted.image },
    });
  }
  const gallery = galleryChange(live, submitted);
  if (gallery) changes.push(gallery);
  return changes;
}
