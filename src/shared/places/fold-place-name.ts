/** Letters that Unicode's decomposition does not split into a base letter and a mark. */
const LIGATURES: [RegExp, string][] = [
  [/ß/g, "ss"],
  [/æ/g, "ae"],
  [/œ/g, "oe"],
  [/ø/g, "o"],
  [/đ/g, "d"],
  [/ł/g, "l"],
  [/ı/g, "i"],
  [/þ/g, "th"],
];

/** German umlauts as German writes them without the dots: München → Muenchen. */
const UMLAUTS: [RegExp, string][] = [
  [/ä/g, "ae"],
  [/ö/g, "oe"],
  [/ü/g, "ue"],
];

/**
 * A place name as the gazetteer compares it: lower case, without accents, ß as ss, punctuation and
 * runs of spaces as one space. With `umlauts: "expand"`, ä ö ü become ae oe ue first (the German
 * transliteration), otherwise they lose their dots like any accent. The index keeps a name under
 * both foldings and folds what people type with the default one, so "München", "Munchen" and
 * "Muenchen" all find München.
 */
export function foldPlaceName(text: string, umlauts: "strip" | "expand" = "strip"): string {
  let folded = text.normalize("NFC").toLowerCase();
  if (umlauts === "expand") for (const [letter, spelled] of UMLAUTS) folded = folded.replace(letter, spelled);
  for (const [letter, spelled] of LIGATURES) folded = folded.replace(letter, spelled);
  return folded
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Every folding a name is found by (one or two keys). */
export function placeNameKeys(name: string): string[] {
  const stripped = foldPlaceName(name);
  const expanded = foldPlaceName(name, "expand");
  return stripped === expanded ? [stripped] : [stripped, expanded];
}
