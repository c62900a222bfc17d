/**
 * Folding for the keyword search: what a person types and what a profile says are compared in one
 * spelling, so "Müller", "Muller" and "MUELLER", or "Jose" and "José", meet.
 *
 * - lower case, every run of white space one space;
 * - diacritics removed (Unicode NFD, then the combining marks dropped): é → e, ł → l;
 * - letters that NFD does not take apart written in Latin letters: ß → ss, æ → ae, ø → o, ł → l ...;
 * - German spelling as a second variant: ä, ö, ü also written ae, oe, ue ("Müller" is both "muller"
 *   and "mueller").
 */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };

const lowered = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ");

const stripped = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
    .normalize("NFC");

/** The text in the search's spelling: lower case, no diacritics ("Zoë Müller" → "zoe muller"). */
export function foldText(text: string): string {
  return stripped(lowered(text));
}

/**
 * The spellings the text is searched in: the folded text, and the German one where it differs
 * ("Müller" → ["muller", "mueller"]).
 */
export function foldedVariants(text: string): string[] {
  const plain = foldText(text);
  const german = stripped(lowered(text).replace(/[äöü]/g, (letter) => GERMAN[letter] ?? letter));
  return german === plain ? [plain] : [plain, german];
}

/** Separates the variants and the parts in stored search text; a folded term never holds it. */
export const SEARCH_SEPARATOR = "\n";

/**
 * The stored search text of some parts (a name; or a name, a bio, a place): each part's variants,
 * each between separators, so a term matches within one part and one spelling, and a whole part
 * can be told from a piece of one ("\nzoe muller\nzoe mueller\n").
 */
export function searchText(parts: readonly string[]): string {
  const variants = parts.filter((part) => part.trim()).flatMap((part) => foldedVariants(part.trim()));
  return `${SEARCH_SEPARATOR}${[...new Set(variants)].join(SEARCH_SEPARATOR)}${SEARCH_SEPARATOR}`;
}
