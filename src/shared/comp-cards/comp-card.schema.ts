import { z } from "zod";
import { LANGUAGES } from "#shared/i18n/languages";
import { VISITOR_UNIT_CHOICES } from "#shared/measurements/unit-preference";

/** The papers a comp card is made for: A5 (Europe) and US half-letter (5.5 × 8.5 in). */
export const COMP_CARD_PAPERS = ["a5", "half-letter"] as const;
export type CompCardPaper = (typeof COMP_CARD_PAPERS)[number];

/** At most this many gallery pictures go on a card's back. */
export const COMP_CARD_MAX_PICTURES = 4;

/**
 * A talent's comp card choices: which gallery photos go on the back and in which order (their ids),
 * the paper and the units the talent's own download uses, whether the contact e-mail is printed (off
 * by default: the card's contact is the profile's inquiry link), and whether visitors may download
 * the card from the public profile (on by default).
 */
export const CompCardSettingsSchema = z.object({
  pictures: z
    .array(z.string().min(1).max(100))
    .max(COMP_CARD_MAX_PICTURES, "compCards.validation.tooManyPictures")
    .refine((ids) => new Set(ids).size === ids.length, "compCards.validation.duplicatePicture"),
  paper: z.enum(COMP_CARD_PAPERS),
  units: z.enum(VISITOR_UNIT_CHOICES),
  printEmail: z.boolean(),
  publicDownload: z.boolean(),
});
export type CompCardSettings = z.infer<typeof CompCardSettingsSchema>;

/** The query of a comp card download: the paper, the units and the language it is printed in. */
export const CompCardDownloadQuerySchema = z.object({
  paper: z.enum(COMP_CARD_PAPERS).default("a5"),
  units: z.enum(VISITOR_UNIT_CHOICES).default("metric-eu"),
  lang: z.enum(LANGUAGES).default("en"),
});
export type CompCardDownloadQuery = z.infer<typeof CompCardDownloadQuerySchema>;
