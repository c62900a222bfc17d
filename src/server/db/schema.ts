import type { Generated, Kysely, Transaction } from "kysely";

/**
 * Column types are the same on SQLite and PostgreSQL: timestamps are ISO-8601 text in UTC,
 * flags are integers 0/1 and structured values are JSON text (see docs/decisions/0002).
 */
export type TalentsTable = {
  id: string;
  user_id: string | null;
  slug: string;
  name: string;
  age: number | null;
  location: string;
  bio: string;
  category: string;
  subcategory: string;
  specifics: string;
  height_cm: number | null;
  image: string | null;
  gallery: string;
  contact_email: string;
  contact_instagram: string;
  badges: string;
  status: string;
  featured: number;
  featured_order: number | null;
  is_top_talent: number;
  joined: string;
  created_at: string;
  updated_at: string;
  /** The admin's note of the last rejection; cleared when the profile is approved. */
  rejection_reason: string | null;
  /** 1: the contact e-mail shows on the public profile (the default); 0: only the owner sees it. */
  show_contact_email: Generated<number>;
  /** 1: visitors may send inquiries (ADR 34). */
  inquiries_enabled: Generated<number>;
  /** The measurements as JSON (ADR 48): lengths in cm, sizes as EU sizes, with the entry units. */
  measurements: string;
  /** When a measurement's value last changed; null when unknown or never. */
  measurements_updated_at: string | null;
  /** Copies of the measurements the public list filters on: whole centimetres (height_cm too). */
  bust_cm: number | null;
  waist_cm: number | null;
  hips_cm: number | null;
  inseam_cm: number | null;
  /** The EU shoe size, whole or half. */
  shoe_size_eu: number | null;
  hair_colour: string | null;
  eye_colour: string | null;
  /** When the profile first went public (saved searches alert on it); null until then. */
  first_approved_at: string | null;
  /** The gazetteer's place (its GeoNames id) the profile is at; null while the location is free text. */
  place_id: number | null;
  /** The place's country, ISO 3166-1 alpha-2. */
  place_country: string | null;
  /** The place's coordinates in degrees (WGS 84), for search by distance. */
  latitude: number | null;
  longitude: number | null;
  /** The name in the keyword search's spelling (`searchText`, ADR 57), for ranking name matches first. */
  search_name: string;
  /** The name, subcategory, location and bio in the keyword search's spelling (ADR 57). */
  search_text: string;
};

/**
 * A change waiting for review (or rejected) on a live profile, whose `talents` row stays the approved
 * version the public reads (ADR 41). `content` is the profile's content fields as JSON.
 */
export type TalentDraftsTable = {
  talent_id: string;
  slug: string;
  content: string;
  status: string;
  rejection_reason: string | null;
  updated_at: string;
};

/** A talent's comp card choices; no row means the defaults. `pictures` is a JSON array of gallery item ids. */
export type CompCardsTable = {
  talent_id: string;
  pictures: string;
  paper: string;
  units: string;
  print_email: number;
  public_download: number;
  updated_at: string;
};

/** A visitor's report about a public profile and what an administrator did with it; no reporter data. */
export type TalentReportsTable = {
  id: string;
  talent_id: string;
  reason: string;
  text: string;
  created_at: string;
  status: string;
  handled_by: string | null;
  handled_at: string | null;
};

/** How often something happened to a profile on one day (ADR 59): counts only, nothing of who. */
export type TalentDailyCountsTable = {
  talent_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: string;
  count: number;
};

/** Why an administrator took a profile down after a report, while the profile is that version. */
export type TalentTakeDownNoticesTable = {
  talent_id: string;
  reason: string;
  taken_down_at: string;
  version: string;
};

/** A finding of the review checks on the version last submitted (ADR 52); `details` is JSON. */
export type ReviewFindingsTable = {
  id: string;
  talent_id: string;
  check: string;
  details: string;
  created_at: string;
};

/** A profile picture's perceptual hashes (itself and mirrored), original size and sharpness (ADR 52). */
export type MediaHashesTable = {
  media_id: string;
  talent_id: string;
  hash: string;
  mirrored_hash: string;
  width: number;
  height: number;
  sharpness: number;
  created_at: string;
};

/** Told on the dashboard after an administrator deleted the account's profile (ADR 41). */
export type TalentRemovalNoticesTable = {
  user_id: string;
  talent_name: string;
  reason: string | null;
  removed_at: string;
};

export type TalentLanguagesTable = { talent_id: string; code: string };
export type TalentPaymentOptionsTable = { talent_id: string; option: string };

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  instagram: string;
  company: string;
  phone: string;
  message: string;
  sender_ip: Generated<string>;
  is_read: Generated<number>;
  created_at: string;
  /** The language of the page the message was sent from, for every mail to its sender (ADR 46). */
  sender_language: Generated<string>;
  /** "message" from the contact form, or "cancellation" for a person to handle (ADR 47). */
  kind: Generated<string>;
};

/** A cancellation sent with the cancellation button, and what became of it (ADR 47). */
export type CancellationRequestsTable = {
  id: string;
  /** The account it concerns: the signed-in one, or the one the address belongs to; null if none. */
  user_id: string | null;
  /** Sent while signed in as that account (1) or not (0). */
  signed_in: number;
  name: string;
  email: string;
  /** The contract named in the form: a plan's id. */
  plan_id: string;
  /** "ordinary" or "extraordinary". */
  kind: string;
  /** Why, for an extraordinary cancellation; "" otherwise. */
  reason: string;
  /** The calendar date it is to take effect (YYYY-MM-DD); null for as soon as possible. */
  effective_date: string | null;
  /** The language of the page it was sent from: its mails are written in it. */
  language: string;
  /** received, awaiting-confirmation, carried-out or with-team (a person handles it). */
  status: string;
  /** SHA-256 of the one-click link's token, while it waits for the account owner's click. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** When the plan ends, once the cancellation is carried out. */
  ends_at: string | null;
  sender_ip: string;
  received_at: string;
  resolved_at: string | null;
};

/** One per account that has been to checkout: `id` is the user's id, the customer id is the provider's. */
export type CustomersTable = {
  id: string;
  provider_customer_id: string | null;
  /** "stripe" or "test": which provider the customer id belongs to. */
  provider: string | null;
  created_at: string;
};

export type SubscriptionsTable = {
  id: string;
  user_id: string;
  price_id: string;
  status: string;
  quantity: number;
  created: string;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: number;
  trial_end: string | null;
  provider: string;
  provider_subscription_id: string | null;
  /** When the provider event this row reflects was created; an older event never overwrites it. */
  provider_event_at: string | null;
  updated_at: string;
  /**
   * When the buyer expressly asked for the plan to start before the withdrawal period ends (and
   * acknowledged that the right of withdrawal then ends); null for plans started without a checkout.
   */
  withdrawal_consent_at: string | null;
};

/** The plans' prices at the provider, kept true by a sync at start and by price/product events. */
export type PricesTable = {
  id: string;
  provider: string;
  plan_id: string | null;
  product_id: string | null;
  product_name: string;
  unit_amount: number | null;
  currency: string;
  interval: string | null;
  active: number;
  updated_at: string;
};

/** Provider events already handled, by the provider's event id: a redelivery changes nothing. */
export type ProcessedPaymentEventsTable = {
  id: string;
  provider: string;
  type: string;
  processed_at: string;
};

/** Checkout sessions of the built-in test-mode provider. */
export type TestCheckoutSessionsTable = {
  id: string;
  user_id: string;
  customer_id: string;
  price_id: string;
  status: string;
  success_url: string;
  cancel_url: string;
  created_at: string;
  expires_at: string;
  /** When the buyer expressly asked, as the checkout started, for the plan to start before the withdrawal period ends. */
  withdrawal_consent_at: string | null;
};

/** better-auth's tables (camelCase columns, as its adapter writes them); flags and dates differ by dialect. */
export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  role: string | null;
  banned: number | boolean | null;
  banReason: string | null;
  banExpires: string | Date | null;
  /** The language of the account's mails: "en" or "de" (ADR 46). */
  language: Generated<string>;
  /** Which side of the market: "talent", "hirer" (hires talent) or "both" (ADR 51). */
  accountKind: Generated<string>;
  /** The company of an account that hires talent; null for a talent's. */
  companyName: string | null;
};

export type SessionTable = {
  id: string;
  expiresAt: string | Date;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
};

export type AccountTable = {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
};

/** A customer's quote on the pricing page (docs/decisions/0027). */
export type TestimonialsTable = {
  id: string;
  quote: string;
  author_name: string;
  author_role: string;
  plan: string | null;
  position: number;
  visible: number;
  is_sample: number;
  created_at: string;
  updated_at: string;
  /** When an admin last confirmed the person's agreement (null for the seeded samples). */
  consented_at: string | null;
};

/** A member of the team on the About page (docs/decisions/0027). */
export type TeamMembersTable = {
  id: string;
  name: string;
  role: string;
  bio: string;
  position: number;
  visible: number;
  is_sample: number;
  created_at: string;
  updated_at: string;
  /** When an admin last confirmed the person's agreement (null for the seeded samples). */
  consented_at: string | null;
};

/** When an account last signed in (sessions are deleted at sign-out, so they cannot tell). */
export type UserSignInsTable = { user_id: string; last_sign_in_at: string };
/** One row per upload started by an account, for the hourly upload quota (pruned after an hour). */
export type UploadAttemptsTable = { id: string; user_id: string; created_at: string };

/** One administrator action; `changes` is JSON text (see src/shared/audit). */
export type AdminAuditLogTable = {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  record_type: string;
  record_id: string | null;
  record_label: string;
  changes: string;
  created_at: string;
};

export type BotcheckUsedTable = { signature: string; expires_at: string };

/** The per-address budget of messages to people: one row per slot, with the time of its last message. */
export type SenderSlotsTable = { sender_ip: string; slot: number; used_at: string };

/** Failed sign-ins per e-mail address, for the per-account backoff (ADR 15). */
export type SignInFailuresTable = {
  email: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
};

/** An outgoing mail and its delivery state (ADR 29); `links` is JSON text. */
export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  links: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058), for mails that can be turned off. */
  list_unsubscribe: string | null;
};

/** Media folders that may be in no profile (ADR 30): swept once `expires_at` has passed. */
export type MediaJournalTable = {
  prefix: string;
  talent_id: string;
  reason: string;
  created_at: string;
  expires_at: string;
};

/** A visitor's inquiry to a talent, and the thread that follows (ADR 34). */
export type InquiriesTable = {
  id: string;
  talent_id: string;
  sender_name: string;
  sender_email: string;
  /** The sender's address as blocks match it (see src/shared/inquiries/sender-key.ts). */
  sender_key: string;
  sender_company: Generated<string>;
  sender_ip: string;
  job_kind: string;
  date_from: string;
  date_to: string | null;
  location: string;
  budget_eur: number | null;
  status: Generated<string>;
  unread_by_talent: Generated<number>;
  reported_at: string | null;
  report_reason: string | null;
  created_at: string;
  last_activity_at: string;
  /** The language of the page the inquiry was sent from, for every mail to its sender (ADR 46). */
  sender_language: Generated<string>;
  /** The account that sent the inquiry from its workspace; null for a visitor's. */
  sender_user_id: string | null;
  /** When that account last opened the thread in its workspace (its unread replies are the newer ones). */
  sender_seen_at: string | null;
};

export type InquiryMessagesTable = {
  id: string;
  inquiry_id: string;
  author: string;
  body: string;
  sender_ip: string;
  created_at: string;
};

/** A sender's private link to one thread: only the SHA-256 of the token is stored. */
export type InquiryTokensTable = {
  token_hash: string;
  inquiry_id: string;
  created_at: string;
  expires_at: string;
};

/** A blocked sender address: for one talent (`scope` = its id) or everywhere (`scope` = "*"). */
export type InquiryBlocksTable = {
  id: string;
  scope: string;
  talent_id: string | null;
  sender_key: string;
  created_by: string;
  created_at: string;
};

/** The first administrator's one-time link: at most one row, the newest link's token as SHA-256 (ADR 44). */
export type FirstAdminLinkTable = {
  id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
};

/** Requests that presented a first-administrator token, per client address, for their rate limit. */
export type FirstAdminAttemptsTable = {
  id: string;
  client_ip: string;
  created_at: string;
};

/** A talent an account keeps in its favourites. */
export type FavouritesTable = { user_id: string; talent_id: string; created_at: string };

/** A named shortlist with its brief (job, dates, location). */
export type ShortlistsTable = {
  id: string;
  owner_id: string;
  name: string;
  job: Generated<string>;
  dates: Generated<string>;
  location: Generated<string>;
  created_at: string;
  updated_at: string;
};

/** A talent on a shortlist, in order, with the owner's private note; talent_id is null once the profile was deleted. */
export type ShortlistEntriesTable = {
  id: string;
  shortlist_id: string;
  talent_id: string | null;
  position: number;
  note: Generated<string>;
  added_at: string;
};

/** A link that shows a shortlist to a client; the token is stored only as its SHA-256 (hex). */
export type ShortlistSharesTable = {
  id: string;
  shortlist_id: string;
  name: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** When the link's current hour of picks began (null before its first pick). */
  pick_window_started_at: string | null;
  /** How many picks the link saved in that hour (PICK_WRITES_PER_HOUR at most). */
  pick_window_writes: Generated<number>;
};

/** The client's pick for one talent through one link: "yes", "maybe" or "no", with a comment. */
export type ShortlistPicksTable = {
  share_id: string;
  talent_id: string;
  verdict: string;
  comment: Generated<string>;
  updated_at: string;
};

/** The inquiry threads one inquiry to a whole shortlist started. */
export type ShortlistInquiriesTable = { shortlist_id: string; inquiry_id: string; created_at: string };

/** A named set of /talents filters with its e-mail alert ("daily", "weekly" or "none"). */
export type SavedSearchesTable = {
  id: string;
  owner_id: string;
  name: string;
  /** The filters as /talents writes them in its URL, without "?". */
  query: string;
  alert: string;
  last_alert_at: string;
  last_visit_at: string;
  /** SHA-256 (hex) of the token in the alert mails' one-click unsubscribe link. */
  unsubscribe_token_hash: string;
  created_at: string;
};

/** Totals kept by triggers on talents (migration 2026-12-03-10): one row, `approved`. */
export type TalentTotalsTable = { name: string; count: number };

export type Database = {
  talents: TalentsTable;
  talent_totals: TalentTotalsTable;
  talent_drafts: TalentDraftsTable;
  comp_cards: CompCardsTable;
  talent_reports: TalentReportsTable;
  talent_daily_counts: TalentDailyCountsTable;
  talent_take_down_notices: TalentTakeDownNoticesTable;
  review_findings: ReviewFindingsTable;
  media_hashes: MediaHashesTable;
  talent_removal_notices: TalentRemovalNoticesTable;
  talent_languages: TalentLanguagesTable;
  talent_payment_options: TalentPaymentOptionsTable;
  contact_messages: ContactMessagesTable;
  cancellation_requests: CancellationRequestsTable;
  customers: CustomersTable;
  subscriptions: SubscriptionsTable;
  prices: PricesTable;
  processed_payment_events: ProcessedPaymentEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  botcheck_used: BotcheckUsedTable;
  testimonials: TestimonialsTable;
  team_members: TeamMembersTable;
  user_sign_ins: UserSignInsTable;
  upload_attempts: UploadAttemptsTable;
  sign_in_failures: SignInFailuresTable;
  sender_slots: SenderSlotsTable;
  admin_audit_log: AdminAuditLogTable;
  mail_outbox: MailOutboxTable;
  media_journal: MediaJournalTable;
  inquiries: InquiriesTable;
  inquiry_messages: InquiryMessagesTable;
  inquiry_tokens: InquiryTokensTable;
  inquiry_blocks: InquiryBlocksTable;
  first_admin_link: FirstAdminLinkTable;
  first_admin_attempts: FirstAdminAttemptsTable;
  favourites: FavouritesTable;
  shortlists: ShortlistsTable;
  shortlist_entries: ShortlistEntriesTable;
  shortlist_shares: ShortlistSharesTable;
  shortlist_picks: ShortlistPicksTable;
  shortlist_inquiries: ShortlistInquiriesTable;
  saved_searches: SavedSearchesTable;
};

/** What repository functions read and write through: the database, or a transaction on it. */
export type Db = Kysely<Database> | Transaction<Database>;
