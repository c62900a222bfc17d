import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that hydrates on its own, after the page's frame (ADR 61). React
 * leaves the server's markup of a Suspense boundary in place and hydrates it later at a low priority,
 * in slices of a few milliseconds, so hydrating the page is many short tasks rather than one long
 * one. A click or key press on a part not yet hydrated makes React hydrate that part at once and then
 * replay the event. The server's HTML is the same, with comment markers around the part. Nothing
 * inside suspends on a first visit (the page's route is loaded before hydrating), so the fallback
 * is never shown there.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
