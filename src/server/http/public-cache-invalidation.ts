import type { RealtimeHub } from "#server/realtime/realtime-hub";
import type { ChangeEvent } from "#shared/realtime/change-event";
import type { PublicCache } from "./public-cache.ts";

/**
 * Events that change nothing the public read endpoints answer. Any other event clears the cache,
 * so a kind of event added later errs on the side of a fresh answer.
 */
const PRIVATE_EVENTS: ReadonlySet<ChangeEvent["type"]> = new Set([
  "message.received",
  "subscription.changed",
  "inquiry.received",
  "inquiry.changed",
  "inquiry.reported",
  "talent.reported",
]);

/**
 * Keeps the public response cache in step with the data (ADR 24). A change published here clears
 * this instance's cache at once (the write has committed when it is published), so the next request
 * sees it; the same event then reaches every other instance through the hub (LISTEN/NOTIFY on
 * PostgreSQL) and clears theirs. Returns the hub that the features publish through.
 */
export function clearPublicCacheOnChanges(hub: RealtimeHub, cache: PublicCache): RealtimeHub {
  const clearFor = (event: ChangeEvent) => {
    if (!PRIVATE_EVENTS.has(event.type)) cache.clear();
  };
  hub.subscribe((message) => clearFor(message.event));
  return {
    ...hub,
    publish: async (event, ownerId) => {
      clearFor(event);
      await hub.publish(event, ownerId);
    },
  };
}
