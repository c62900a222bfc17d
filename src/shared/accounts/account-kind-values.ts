// The kinds of account and what they allow, without zod: the shell and the first visit read them.

/**
 * Which side of the market an account is on: a talent (has or makes a profile), an account that
 * hires talent (an agency, brand or production, with its company name), or both.
 */
export const ACCOUNT_KINDS = ["talent", "hirer", "both"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What a person may choose at sign-up: one side; "both" comes only from adding the other side later. */
export const SIGN_UP_KINDS = ["talent", "hirer"] as const;
export type SignUpKind = (typeof SIGN_UP_KINDS)[number];

export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 120;

export const isAccountKind = (value: unknown): value is AccountKind =>
  typeof value === "string" && (ACCOUNT_KINDS as readonly string[]).includes(value);

/** The account hires talent (its workspace: favourites, shortlists, saved searches). */
export const hiresTalent = (kind: AccountKind | undefined): boolean => kind === "hirer" || kind === "both";
/** The account offers its own talent (profile, comp card, inquiries, billing). */
export const offersTalent = (kind: AccountKind | undefined): boolean => kind !== "hirer";
