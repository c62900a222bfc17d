/** Lowercase ASCII words joined by hyphens: "Zoë Müller" -> "zoe-muller". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A talent's slug: the name plus the first four characters of the id. */
export function talentSlug(name: string, id: string): string {
  const suffix = id.slice(0, 4).toLowerCase();
  const base = slugify(name);
  return base ? `${base}-${suffix}` : suffix;
}

/** The public profile path, making a slug from the name when none is stored. */
export function profilePath(talent: {
  subcategory: string;
  slug?: string | null;
  name: string;
  id: string;
}): string {
  const slug = talent.slug || talentSlug(talent.name, talent.id);
  return `/talents/${talent.subcategory}/${slug}`;
}
