/**
 * How many messages one client address may send per window to people on Vitrine (the contact form,
 * inquiries and the senders' replies), each counted in the database so every instance agrees.
 */
export const SENDER_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 5 };

/** The answer when the limit is reached. */
export const SENDER_RATE_LIMIT_MESSAGE = "You have sent several messages already. Please try again later.";
