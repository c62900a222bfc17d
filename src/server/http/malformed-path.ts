import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";

/** False when the URL's path holds a broken %-escape ("%E0%A4%A", "%zz"), which no route can name. */
export function isWellFormedPath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** Answers 404 for a path with a broken %-escape before any route tries to decode it (which threw). */
export function malformedPathNotFound(): MiddlewareHandler {
  return async (c, next) => {
    if (!isWellFormedPath(c.req.url)) throw new AppError("NOT_FOUND", "Not found.");
    await next();
  };
}
