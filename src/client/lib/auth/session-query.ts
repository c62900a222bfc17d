import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError } from "#client/lib/api.ts";
import { authApi, type SessionResponse } from "./auth-api.ts";

export const SESSION_QUERY_KEY = ["session"] as const;

/** How long an answer counts as current; open pages ask again this often and on focus. */
export const SESSION_FRESH_MS = 30_000;
/** Quick retries after a failed check; after them the regular check every 30 s keeps trying. */
const QUICK_RETRIES = 4;
/** The longest wait between two tries, whatever a Retry-After asks. */
const LONGEST_WAIT_MS = 60_000;

/**
 * When to try a failed check again: when the answer's Retry-After says (a 429 or 503), else after
 * 1, 2, 4, 8 s. `failures` counts the failures before this one, as TanStack Query passes it.
 */
export function sessionRetryDelay(failures: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const wait = asked !== undefined ? asked * 1000 : 1000 * 2 ** failures;
  return Math.min(wait, LONGEST_WAIT_MS);
}

/**
 * The session check. A failed check (429, a 5xx, no network) is no answer: TanStack Query keeps the
 * session it knew and tries again; only a successful answer without a session means signed out.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: authApi.getSession,
    staleTime: SESSION_FRESH_MS,
    retry: QUICK_RETRIES,
    retryDelay: sessionRetryDelay,
  });
}

/** What the pages say while the session cannot be checked. */
export const SESSION_CHECK_FAILED_TITLE = "We couldn't check your session";

/** No successful answer is known and the check just failed: whether anyone is signed in is unknown. */
export const SESSION_UNKNOWN = "unknown";

/**
 * The session for an action that depends on it (Choose Plan): the known answer while current, else
 * asked now. If asking fails, the known answer stands; without one the result is SESSION_UNKNOWN,
 * never "signed out". It does not wait for the page's own check, which may be retrying for a while.
 */
export async function sessionForAction(
  queryClient: QueryClient,
  now = Date.now(),
): Promise<SessionResponse | typeof SESSION_UNKNOWN> {
  const state = queryClient.getQueryState<SessionResponse>(SESSION_QUERY_KEY);
  const known = state?.data;
  if (known !== undefined && state && now - state.dataUpdatedAt < SESSION_FRESH_MS) return known;
  try {
    const session = await authApi.getSession();
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
    return session;
  } catch {
    return known !== undefined ? known : SESSION_UNKNOWN;
  }
}
