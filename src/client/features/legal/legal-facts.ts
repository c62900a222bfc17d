/**
 * Facts the legal texts state that come from the law and the company's seat rather than from
 * Vitrine's code or configuration. The catalogs receive them as values, so a text never repeats a
 * number or an address of its own.
 */

/** How long German commercial and tax law makes us keep records (§ 257 HGB, § 147 AO). */
export const STATUTORY_RETENTION_YEARS = {
  /** Business letters received and sent. */
  businessLetters: 6,
  /** Books, annual accounts and, at most, accounting records. */
  accounting: 10,
} as const;

/** The data protection authority for a private company seated in Bavaria (Art. 77 GDPR, § 40 BDSG). */
export const SUPERVISORY_AUTHORITY = {
  authority: "Bayerisches Landesamt für Datenschutzaufsicht",
  address: "Promenade 18, 91522 Ansbach",
} as const;
