/**
 * Every query about the signed-in talent's inquiries starts with this key (live updates refresh them
 * all). A module of its own, so the live updates on every page do not load the inquiry schemas.
 */
export const MY_INQUIRIES_KEY = ["me", "inquiries"] as const;
