import { randomUUID } from "node:crypto";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import type { ChangeEvent } from "#shared/realtime/change-event";

/** A published event with the account it concerns (the hub's `ownerId`, which never leaves the server). */
export type RecordedChange = ChangeEvent & { ownerId: string | null };

/** Records what a realtime hub publishes, for tests that check who was told about a change. */
export function recordChanges(hub: RealtimeHub) {
  const events: RecordedChange[] = [];
  hub.subscribe((message) => events.push({ ...message.event, ownerId: message.ownerId ?? null }));
  /**
   * Everything published so far, once delivered: with PostgreSQL events travel through NOTIFY and
   * arrive a moment later, so a marker is published and awaited first.
   */
  const settled = async (): Promise<RecordedChange[]> => {
    const marker = `marker-${randomUUID()}`;
    await hub.publish({ type: "talents.seeded", slug: marker });
    const deadline = Date.now() + 5000;
    while (!events.some((e) => e.slug === marker)) {
      if (Date.now() > deadline) throw new Error("the realtime hub delivered nothing");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return events.filter((e) => !e.slug?.startsWith("marker-"));
  };
  return {
    settled,
    /** Forgets everything published so far (after it has arrived). */
    clear: async () => {
      await settled();
      events.length = 0;
    },
  };
}
