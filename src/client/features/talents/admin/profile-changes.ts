import {
  categoryLabel,
  specificFieldLabel,
  specificFieldsOf,
  specificFieldUnit,
  subcategoryLabel,
} from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import type { MessageId, Translate } from "#shared/i18n/translator";
import type { ImageAsset } from "#shared/media/media.schema";
import type { Talent, TalentPlace } from "#shared/talents/talent.schema";
import { measurementsSummary } from "./measurements-summary.ts";

/** One field that differs between the live version of a profile and the change under review. */
export type ProfileChange = {
  label: string;
  live: string;
  submitted: string;
  /** The hero pictures, so the moderator sees them side by side. */
  images?: { live: ImageAsset | null; submitted: ImageAsset | null };
};

/** A list as it reads, or null when it is empty (shown as "none"). */
const listText = (values: string[]) => (values.length ? values.join(", ") : null);

function specificsText(talent: Talent, tr: Translate): string | null {
  const labels = new Map(specificFieldsOf(talent.category).map((field) => [field.name, field]));
  const parts = Object.entries(talent.specifics).map(([name, value]) => {
    const field = labels.get(name);
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    const services = tr("talents.admin.changes.value.services");
    const label = field ? specificFieldLabel(tr, field) : name === "services" ? services : name;
    const unit = field && specificFieldUnit(tr, field);
    return `${label}: ${text}${unit ? ` ${unit}` : ""}`;
  });
  return listText(parts);
}

/** How the page writes what a profile holds: its numbers, and a place by its name and country. */
export type ChangeWording = {
  number: (value: number) => string;
  place: (place: TalentPlace) => string;
};

/**
 * The fields a moderator compares, each as it reads (null: empty); a field differs when its text does,
 * or, where it says, when its value does (a place is another one even where two read alike).
 */
const TEXT_FIELDS: {
  label: MessageId;
  text: (talent: Talent, tr: Translate, wording: ChangeWording) => string | null;
  differs?: (live: Talent, submitted: Talent) => boolean;
}[] = [
  { label: "talents.admin.changes.label.name", text: (t) => t.name },
  { label: "talents.admin.changes.label.age", text: (t) => (t.age === null ? null : String(t.age)) },
  { label: "talents.admin.changes.label.location", text: (t) => t.location || null },
  {
    label: "talents.admin.changes.label.place",
    text: (t, _tr, wording) => (t.place ? wording.place(t.place) : null),
    differs: (live, submitted) => (live.place?.id ?? null) !== (submitted.place?.id ?? null),
  },
  { label: "talents.admin.changes.label.bio", text: (t) => t.bio || null },
  {
    label: "talents.admin.changes.label.languages",
    text: (t, tr) => listText(t.languages.map((code) => languageLabel(tr, code))),
  },
  {
    label: "talents.admin.changes.label.paymentOptions",
    text: (t, tr) => listText(t.paymentOptions.map((o) => paymentOptionLabel(tr, o))),
  },
  {
    label: "talents.admin.changes.label.category",
    text: (t, tr) => (t.category ? categoryLabel(tr, t.category) : null),
  },
  {
    label: "talents.admin.changes.label.subcategory",
    text: (t, tr) => (t.subcategory ? subcategoryLabel(tr, t.subcategory) : null),
  },
  { label: "talents.admin.changes.label.details", text: specificsText },
  {
    label: "measurements.profile.title",
    text: (t, tr, { number }) => measurementsSummary(tr, number, t.measurements),
  },
  { label: "talents.admin.changes.label.email", text: (t) => t.contact.email || null },
  {
    label: "talents.admin.changes.label.showEmail",
    text: (t, tr) =>
      tr(t.contact.showEmail ? "talents.admin.changes.value.shown" : "talents.admin.changes.value.hidden"),
  },
  { label: "talents.admin.changes.label.instagram", text: (t) => t.contact.instagram || null },
];

/** What happened to the gallery: items added and removed, descriptions changed, the order. */
function galleryChange(tr: Translate, live: Talent, submitted: Talent): ProfileChange | null {
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
    ...(added ? [tr("talents.admin.changes.gallery.added", { count: added })] : []),
    ...(removed ? [tr("talents.admin.changes.gallery.removed", { count: removed })] : []),
    ...(described ? [tr("talents.admin.changes.gallery.described", { count: described })] : []),
    ...(reordered ? [tr("talents.admin.changes.gallery.reordered")] : []),
  ];
  if (parts.length === 0) return null;
  const itemCount = (count: number) => tr("talents.admin.changes.gallery.items", { count });
  return {
    label: tr("talents.admin.changes.label.gallery"),
    live: itemCount(live.gallery.length),
    submitted: tr("talents.admin.changes.gallery.itemsChanged", {
      items: itemCount(submitted.gallery.length),
      changes: parts.join(", "),
    }),
  };
}

/** Numbers as digits and a place by its country's code: for callers that know no better (tests). */
const PLAIN_WORDING: ChangeWording = { number: String, place: (place) => place.country };

/**
 * The differences between the version the public sees and the change a talent submitted, in the
 * order of the wizard's steps, so a moderator reviews exactly what would go public; `tr` words them,
 * and `wording` writes their numbers and names their places in the page's language.
 */
export function profileChanges(
  tr: Translate,
  live: Talent,
  submitted: Talent,
  wording: ChangeWording = PLAIN_WORDING,
): ProfileChange[] {
  const none = tr("talents.admin.changes.value.none");
  const changes: ProfileChange[] = [];
  for (const field of TEXT_FIELDS) {
    const before = field.text(live, tr, wording) ?? none;
    const after = field.text(submitted, tr, wording) ?? none;
    const differs = field.differs ? field.differs(live, submitted) : before !== after;
    if (differs) changes.push({ label: tr(field.label), live: before, submitted: after });
  }
  if ((live.image?.id ?? null) !== (submitted.image?.id ?? null)) {
    changes.push({
      label: tr("talents.admin.changes.label.hero"),
      live: live.image ? tr("talents.admin.changes.value.approvedPicture") : none,
      submitted: submitted.image ? tr("talents.admin.changes.value.newPicture") : none,
      images: { live: live.image, submitted: submitted.image },
    });
  }
  const gallery = galleryChange(tr, live, submitted);
  if (gallery) changes.push(gallery);
  return changes;
}
