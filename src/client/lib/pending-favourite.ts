/**
 * A favourite a visitor asked for before signing in: the talent and the page to come back to. It is
 * kept in this tab's sessionStorage through sign-in, and carried in the confirmation link's return
 * address through sign-up (the link may open in another tab), so the page comes back with the heart
 * set. Nothing here knows the workspace: the heart saves it, the sign-in pages carry it.
 */
export type PendingFavourite = { talentId: string; returnTo: string };

const KEY = "vitrine-pending-favourite";

const isSitePath = (path: unknown): path is string =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//");

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingFavourite(pending: PendingFavourite): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage may be refused: the visitor then sets the heart again after signing in.
  }
}

export function readPendingFavourite(): PendingFavourite | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? "null") as Partial<PendingFavourite> | null;
    return value && typeof value.talentId === "string" && value.talentId && isSitePath(value.returnTo)
      ? { talentId: value.talentId, returnTo: value.returnTo }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingFavourite(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The query a confirmation link's return address carries the pending favourite in. */
export function pendingFavouriteQuery(pending: PendingFavourite | null): string {
  if (!pending) return "";
  return `&favourite=${encodeURIComponent(pending.talentId)}&next=${encodeURIComponent(pending.returnTo)}`;
}

/** The pending favourite a confirmation link brought back (its return address's query), if any. */
export function pendingFavouriteFromQuery(params: URLSearchParams): PendingFavourite | null {
  const talentId = params.get("favourite");
  const returnTo = params.get("next");
  return talentId && isSitePath(returnTo) ? { talentId, returnTo } : null;
}
