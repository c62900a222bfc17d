import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";

/**
 * False when the URL's path holds a broken %-escape ("%E0%A4%A", "%zz") or an escaped NUL ("%00"),
 * which no route can name (and PostgreSQL cannot compare).
 */
export function isWellFormedPath(url: string): boolean {
  // Without a %-escape in the path there is nothing to decode (a raw NUL never reaches a route: node
  // refuses it in a request line, and a URL escapes it).
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  const queryStart = url.indexOf("?", pathStart);
  const path = pathStart === -1 ? "" : url.slice(pathStart, queryStart === -1 ? undefined : queryStart);
  if (!path.includes("%")) return true;
  try {
    return !decodeURIComponent(new URL(url).pathname).includes("\u0000");
  } catch {
    return false;
  }
}

/** Answers 404 for such a path before any route tries to decode it (which threw) or look it up. */
export function malformedPathNotFound(): MiddlewareHandler {
  return async (c, next) => {
    if (!isWellFormedPath(c.req.url)) throw new AppError("NOT_FOUND", "errors.http.notFound");
    await next();
  };
}
