/** Where a guard sent the user from (kept in the navigation state), if it is a path on our site. */
export function originPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : null;
}
