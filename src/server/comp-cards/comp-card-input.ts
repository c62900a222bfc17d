import type { Language } from "#shared/i18n/languages";
import type { Paper } from "./card-style.ts";

/** Everything a comp card shows, prepared by the caller: texts translated and formatted, pictures loaded. */
export type CompCardInput = {
  paper: Paper;
  /** The reader's language: the PDF's language, and the case rules of the small capitals. */
  language: Language;
  name: string;
  /** The talent's categories, translated ("Model · Actor"). */
  categoryLine: string;
  /** The languages the talent speaks, translated; empty to leave the line out. */
  languagesLine: string;
  /** Measurements formatted in the reader's language and units ({ label: "Height", value: "178 cm" }). */
  measurementLines: { label: string; value: string }[];
  /** The front picture (JPEG, WebP or PNG) at the highest resolution at hand, or none. */
  hero: Buffer | null;
  /** Up to four pictures for the back, in order. */
  gallery: Buffer[];
  /** The public profile's absolute URL: in the QR code, and printed without its protocol. */
  profileUrl: string;
  /** Further contact lines (an e-mail address, a phone number) under the profile link; may be empty. */
  contactLines: string[];
  /** The headings, translated. */
  labels: { measurements: string; contact: string };
  /**
   * The PDF's creation date. Left out, the PDF has none, and the same card gives the same bytes
   * (cacheable, one ETag).
   */
  createdAt?: Date;
};
