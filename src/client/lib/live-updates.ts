import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ChangeEvent } from "#shared/realtime/change-event";

const MAX_BACKOFF_MS = 30_000;

/** Marks only what a change touches as stale; open pages refetch just those queries. */
export function invalidateForChange(queryClient: QueryClient, event: ChangeEvent): void {
  if (event.type === "subscription.changed") {
    // Only the account's own stream carries it: Settings and the test-mode portal reload the subscription.
    void queryClient.invalidateQueries({ queryKey: ["me", "subscription"] });
    void queryClient.invalidateQueries({ queryKey: ["billing", "test-portal"] });
    return;
  }
  // The admin panel's counts, lists and history follow every change (only admins hold these queries).
  void queryClient.invalidateQueries({ queryKey: ["admin"] });
  if (event.type === "content.changed") {
    void queryClient.invalidateQueries({ queryKey: ["site-content"] });
    return;
  }
  if (event.type === "message.received") {
    void queryClient.invalidateQueries({ queryKey: ["admin", "messages"] });
    return;
  }
  // The owner's dashboard shows the review outcome as soon as it is decided.
  void queryClient.invalidateQueries({ queryKey: ["me", "talent"] });
  void queryClient.invalidateQueries({ queryKey: ["talents", "list"] });
  void queryClient.invalidateQueries({ queryKey: ["talents", "facets"] });
  void queryClient.invalidateQueries({ queryKey: ["talents", "featured"] });
  void queryClient.invalidateQueries({
    queryKey: event.slug ? ["talents", "profile", event.slug] : ["talents", "profile"],
  });
}

/** Listens to the server's change stream for the page's lifetime, reconnecting with backoff. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      source = new EventSource("/api/events");
      source.addEventListener("ready", () => {
        // After a gap, anything may have changed while we were away.
        if (attempt > 0) void queryClient.invalidateQueries({ queryKey: ["talents"] });
        attempt = 0;
      });
      source.addEventListener("change", (message) => {
        try {
          invalidateForChange(queryClient, JSON.parse((message as MessageEvent<string>).data) as ChangeEvent);
        } catch {
          // A malformed event is ignored; the next one refreshes anyway.
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
