/**
 * Finds contact details a talent wrote into text the public sees (the bio, the name): e-mail
 * addresses (also written out, "name at domain dot de", "name(at)domain.de"), phone numbers, links and
 * bare domains, and messenger handles. Contact goes through Vitrine's inquiries; an administrator
 * reviewing a profile sees each match quoted and decides. Pure: no I/O.
 */

export const CONTACT_KINDS = ["email", "phone", "link", "messenger"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** One match: what kind of contact detail, the text as written, and where it starts. */
export type ContactMatch = { kind: ContactKind; text: string; index: number };

// Top-level domains a bare domain ("example.com") must end in: the common ones, so that a missing
// space after a full stop ("Munich.Available") or an abbreviation ("z.B.") is not a link.
const TLDS =
  "com|de|net|org|info|biz|eu|at|ch|li|lu|nl|be|fr|it|es|pt|pl|cz|dk|se|no|fi|uk|co|io|me|tv|fm|ly|gg|us|ca|au|app|dev|art|studio|photo|photography|agency|online|site|shop|store|xyz|link|page|berlin|hamburg|koeln|bayern";

const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*(?:dot|punkt)\s*[)\]}]\s*|\s+(?:dot|punkt)\s+)`;
const AT = String.raw`(?:\s*[([{]\s*(?:at|ät|@)\s*[)\]}]\s*|\s+(?:at|ät)\s+)`;

/** In order of precedence: a later pattern never reports text an earlier one matched. */
const PATTERNS: { kind: ContactKind; pattern: RegExp }[] = [
  { kind: "email", pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/giu },
  // Written out: "lena at studio dot de", "lena(at)studio.de", "lena [at] studio [dot] de".
  {
    kind: "email",
    pattern: new RegExp(String.raw`[\w.+-]+${AT}[\w-]+(?:${DOT}[\w-]+)*${DOT}(?:${TLDS})\b`, "giu"),
  },
  { kind: "messenger", pattern: /(?:https?:\/\/)?\b(?:t\.me|wa\.me|telegram\.me|signal\.me)\/[\w+-]+/giu },
  { kind: "link", pattern: /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu },
  {
    kind: "link",
    pattern: new RegExp(
      String.raw`\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"]*)?`,
      "giu",
    ),
  },
  // "insta: lena.h", "IG - @lena", "TikTok: lena"
  {
    kind: "messenger",
    pattern:
      /\b(?:insta(?:gram)?|ig|tiktok|snap(?:chat)?|telegram|whats\s?app|threema|signal|facebook|fb|twitter)\s*[:=-]\s*@?[\w.]{2,}/giu,
  },
  { kind: "messenger", pattern: /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?/giu },
  { kind: "messenger", pattern: /\b(?:whats\s?app|telegram|threema|snapchat|wechat|viber|kik)\b/giu },
  // A phone-like run: digits with single separators, judged by looksLikePhone.
  { kind: "phone", pattern: /(?:\+|\b)\d(?:[ \t\-/.()]{1,2}\d|\d){5,}/gu },
];

const YEAR = /^(?:19|20)\d\d$/u;
const DATE = /^\d{1,2}[./]\d{1,2}[./](?:\d{2}|\d{4})$/u;

/**
 * A run of digits is a phone number when it has at least seven digits and reads like one: an
 * international prefix, a German leading zero ("0170/1234567"), or a block of four or more digits
 * that is not a year. Years ("2019-2023"), dates and measurements ("86-61-89", "90 60 90 175") are not.
 */
export function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/gu, "");
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE.test(run.trim())) return false;
  const groups = run.split(/\D+/u).filter(Boolean);
  if (groups.every((g) => YEAR.test(g))) return false;
  if (/^\s*(?:\+|00)\d/u.test(run)) return true;
  if (/^\s*0\d/u.test(run)) return true;
  return groups.some((g) => g.length >= 4 && !YEAR.test(g));
}

const TRAILING = /[.,;:!?)\]}'"»“”]+$/u;

/** Every contact detail in the text, in the order they appear. */
export function findContactDetails(text: string): ContactMatch[] {
  const taken: [number, number][] = [];
  const found: ContactMatch[] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  for (const { kind, pattern } of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      let value = m[0].replace(TRAILING, "");
      if (kind === "phone") value = value.replace(/[\s\-/.(]+$/u, "");
      const start = m.index;
      const end = start + value.length;
      if (value.length === 0 || overlaps(start, end)) continue;
      if (kind === "phone" && !looksLikePhone(value)) continue;
      taken.push([start, end]);
      found.push({ kind, text: value, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
