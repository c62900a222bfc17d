import { z } from "zod";
import { ImageAssetSchema } from "#shared/media/media.schema";
import { TalentCardSchema } from "#shared/talents/talent.schema";
import { normalisePersonName } from "#shared/text/person-name";

/** A list's name: required, one line. */
export const SHORTLIST_NAME_MAX = 80;
/** Each field of a list's brief (job, dates, location): optional, one line. */
export const SHORTLIST_BRIEF_MAX = 120;
/** The owner's private note on a talent of a list. */
export const SHORTLIST_NOTE_MAX = 1000;
/** The name the owner gives a link to a client. */
export const SHARE_NAME_MAX = 80;
/** The client's comment on a talent. */
export const PICK_COMMENT_MAX = 500;
/** How long a link to a client works, in days: the owner chooses. */
export const SHARE_DURATIONS_DAYS = [7, 30, 90] as const;
export type ShareDurationDays = (typeof SHARE_DURATIONS_DAYS)[number];
/** How many picks one link may save per hour (a client changing their mind a lot stays far below). */
export const PICK_WRITES_PER_HOUR = 120;
/** How many pictures of its talents a list shows in the overview. */
export const SHORTLIST_THUMBNAILS = 4;
/** The header that carries a client's link token (never a path or a query: it stays out of logs). */
export const SHARE_TOKEN_HEADER = "x-share-token";

export const PICK_VERDICTS = ["yes", "maybe", "no"] as const;
export type PickVerdict = (typeof PICK_VERDICTS)[number];

/** One line, cleaned as names are (no line break or control character), at most `max` characters. */
const oneLine = (max: number, tooLong: string, required?: string) => {
  const limited = z.string().max(max, tooLong);
  return z
    .string()
    .transform(normalisePersonName)
    .pipe(required ? limited.min(1, required) : limited);
};

/** Creating a list, or changing its name and brief (the whole brief every time). */
export const ShortlistInputSchema = z.object({
  name: oneLine(
    SHORTLIST_NAME_MAX,
    "shortlists.validation.nameTooLong",
    "shortlists.validation.nameRequired",
  ),
  job: oneLine(SHORTLIST_BRIEF_MAX, "shortlists.validation.briefTooLong").default(""),
  dates: oneLine(SHORTLIST_BRIEF_MAX, "shortlists.validation.briefTooLong").default(""),
  location: oneLine(SHORTLIST_BRIEF_MAX, "shortlists.validation.briefTooLong").default(""),
});
export type ShortlistInput = z.infer<typeof ShortlistInputSchema>;
export type ShortlistFormValues = z.input<typeof ShortlistInputSchema>;

export const AddEntrySchema = z.object({ talentId: z.string().min(1).max(100) });

/** The list's new order: every entry id the list shows, each once. */
export const EntryOrderSchema = z.object({ entryIds: z.array(z.string().min(1).max(100)).max(1000) });

export const EntryNoteSchema = z.object({
  note: z.string().trim().max(SHORTLIST_NOTE_MAX, "shortlists.validation.noteTooLong"),
});

export const ShareInputSchema = z.object({
  name: oneLine(
    SHARE_NAME_MAX,
    "shortlists.validation.shareNameTooLong",
    "shortlists.validation.shareNameRequired",
  ),
  days: z.union(SHARE_DURATIONS_DAYS.map((days) => z.literal(days))),
});
export type ShareInput = z.infer<typeof ShareInputSchema>;

export const PickInputSchema = z.object({
  verdict: z.enum(PICK_VERDICTS),
  comment: z.string().trim().max(PICK_COMMENT_MAX, "sharedShortlist.validation.commentTooLong").default(""),
});
export type PickInput = z.infer<typeof PickInputSchema>;

const briefFields = {
  name: z.string(),
  job: z.string(),
  dates: z.string(),
  location: z.string(),
};

/** A list in the overview: its brief, how many talents it holds and a few of their pictures. */
export const ShortlistSummarySchema = z.object({
  id: z.string(),
  ...briefFields,
  talentCount: z.number().int(),
  thumbnails: z.array(ImageAssetSchema),
  /** With `?talent=`: the entry of that talent on this list, or null. */
  entryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShortlistSummary = z.infer<typeof ShortlistSummarySchema>;
export const ShortlistListSchema = z.object({ items: z.array(ShortlistSummarySchema) });

/** A talent on a list, with the owner's note; `talent` is null while the profile is not public. */
export const ShortlistEntrySchema = z.object({
  id: z.string(),
  talentId: z.string(),
  note: z.string(),
  addedAt: z.string(),
  talent: TalentCardSchema.nullable(),
});
export type ShortlistEntry = z.infer<typeof ShortlistEntrySchema>;

export const SHARE_STATES = ["active", "expired", "revoked"] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** A link to a client as its owner sees it: never the token. */
export const ShareSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(SHARE_STATES),
});
export type ShareSummary = z.infer<typeof ShareSummarySchema>;

/** A new link: its token, shown this once. */
export const CreatedShareSchema = z.object({ share: ShareSummarySchema, token: z.string() });

/** A client's verdict on a talent through a link. */
export const PickSchema = z.object({
  shareId: z.string(),
  talentId: z.string(),
  verdict: z.enum(PICK_VERDICTS),
  comment: z.string(),
  updatedAt: z.string(),
});
export type Pick = z.infer<typeof PickSchema>;

/** One list with its talents in order, the links to clients and what the clients picked. */
export const ShortlistDetailSchema = z.object({
  id: z.string(),
  ...briefFields,
  createdAt: z.string(),
  updatedAt: z.string(),
  entries: z.array(ShortlistEntrySchema),
  /** How many talents left the list because their profile was deleted (until dismissed). */
  removedCount: z.number().int(),
  shares: z.array(ShareSummarySchema),
  picks: z.array(PickSchema),
});
export type ShortlistDetail = z.infer<typeof ShortlistDetailSchema>;

/** What a client sees of a talent: the public summary, no address. */
export const SharedTalentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  location: z.string(),
  image: ImageAssetSchema.nullable(),
  pictures: z.array(ImageAssetSchema),
  compCardDownload: z.boolean(),
});
export type SharedTalent = z.infer<typeof SharedTalentSchema>;

export const SharedPickSchema = PickSchema.pick({
  talentId: true,
  verdict: true,
  comment: true,
  updatedAt: true,
});
export type SharedPick = z.infer<typeof SharedPickSchema>;

/** The list a client's link opens: its brief, its public talents in order and the client's picks. */
export const SharedShortlistSchema = z.object({
  ...briefFields,
  /** The company of the account that shares the list, when it gave one; no person's name. */
  company: z.string().nullable(),
  expiresAt: z.string(),
  talents: z.array(SharedTalentSchema),
  picks: z.array(SharedPickSchema),
});
export type SharedShortlist = z.infer<typeof SharedShortlistSchema>;
