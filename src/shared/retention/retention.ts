/**
 * How long Vitrine keeps data and how long its links last. The code that enforces each reads it
 * here, and the privacy policy states it from here, so the two cannot drift apart. Plain numbers
 * only: the legal pages import this without the schemas.
 */

/** A session ends this long after its last use (better-auth's `session.expiresIn`). */
export const SESSION_LIFETIME_DAYS = 14;
/** How long the link that confirms an e-mail address works. */
export const EMAIL_CONFIRMATION_LINK_HOURS = 24;
/** How long a password-reset link works. */
export const PASSWORD_RESET_LINK_HOURS = 1;
/** Failed sign-ins for an address are forgotten this long after the last one (ADR 15). */
export const SIGN_IN_FAILURES_KEPT_HOURS = 24;
/** How long the record of a sent mail (recipient, subject, time; no body) is kept (ADR 29). */
export const SENT_MAIL_RECORD_DAYS = 30;
/** How long a sender's private link to an inquiry works. */
export const THREAD_TOKEN_DAYS = 90;
/** Inquiry threads with no message for this long are deleted with their personal data. */
export const INQUIRY_RETENTION_MONTHS = 12;
