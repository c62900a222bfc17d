import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { ChangeEvent } from "#shared/realtime/change-event";
import {
  ADMIN_ROOT_KEY,
  accountKeys,
  billingKeys,
  shortlistKeys,
  siteKeys,
  talentKeys,
} from "./query-keys.ts";

const MAX_BACKOFF_MS = 30_000;

/** A change on the public stream: an approved profile appeared, changed or disappeared. */
export function invalidateForPublicChange(queryClient: QueryClient, event: ChangeEvent): void {
  if (event.type === "content.changed") {
    // The testimonials and the team on the public pages, and the panel's Site Content page.
    void queryClient.invalidateQueries({ queryKey: siteKeys.content() });
    void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
    return;
  }
  // Sample data and the featured order change the admin panel's counts too (only admins hold its queries).
  if (event.type === "talents.seeded" || event.type === "talents.reordered") {
    void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
  }
  void queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: talentKeys.facets() });
  void queryClient.invalidateQueries({ queryKey: talentKeys.featured() });
  void queryClient.invalidateQueries({
    queryKey: event.slug ? talentKeys.profile(event.slug) : talentKeys.profiles(),
  });
}

/**
 * A change on the signed-in stream: the account's own profile (the dashboard shows a review's
 * outcome at once), and, for admins, the panel, whose query keys all start with "admin".
 */
export function invalidateForAccountChange(queryClient: QueryClient, event: ChangeEvent): void {
  void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
  // The admins' inbox and Reports: only the panel shows them.
  if (event.type === "message.received" || event.type === "talent.reported") return;
  if (event.type.startsWith("inquiry.")) {
    void queryClient.invalidateQueries({ queryKey: accountKeys.inquiries() });
    return;
  }
  if (event.type === "shortlist.picked") {
    // A client's pick on one of the account's shortlists: the list's page shows it.
    void queryClient.invalidateQueries({ queryKey: shortlistKeys.all() });
    return;
  }
  if (event.type === "subscription.changed") {
    // Settings' Billing & Subscription card and the test-mode portal show the subscription.
    void queryClient.invalidateQueries({ queryKey: accountKeys.subscription() });
    void queryClient.invalidateQueries({ queryKey: billingKeys.testPortal() });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: accountKeys.talent() });
  // The owner's preview of a profile that is not public yet.
  if (event.slug) void queryClient.invalidateQueries({ queryKey: talentKeys.profile(event.slug) });
}

/**
 * Listens to one Server-Sent Events stream while mounted and `listener` is set (a new listener opens
 * a new connection), reconnecting with backoff; after a gap, `onGap` marks stale whatever may have
 * changed meanwhile.
 */
function useEventStream(
  url: string,
  listener: string | null,
  onChange: (event: ChangeEvent) => void,
  onGap: () => void,
): void {
  useEffect(() => {
    if (!listener || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      source = new EventSource(url);
      source.addEventListener("ready", () => {
        if (attempt > 0) onGap();
        attempt = 0;
      });
      source.addEventListener("change", (message) => {
        try {
          onChange(JSON.parse((message as MessageEvent<string>).data) as ChangeEvent);
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
  }, [url, listener, onChange, onGap]);
}

/**
 * The live change streams for the page's lifetime: the public one for everyone, and the signed-in
 * one while an account with a confirmed e-mail is signed in (`accountId`; another account reconnects).
 */
export function useLiveUpdates(accountId: string | null): void {
  const queryClient = useQueryClient();
  const handlers = useMemo(
    () => ({
      publicChange: (event: ChangeEvent) => invalidateForPublicChange(queryClient, event),
      publicGap: () => {
        void queryClient.invalidateQueries({ queryKey: talentKeys.all() });
        void queryClient.invalidateQueries({ queryKey: siteKeys.content() });
      },
      accountChange: (event: ChangeEvent) => invalidateForAccountChange(queryClient, event),
      accountGap: () => {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all() });
        void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
      },
    }),
    [queryClient],
  );
  useEventStream("/api/events", "everyone", handlers.publicChange, handlers.publicGap);
  useEventStream("/api/me/events", accountId, handlers.accountChange, handlers.accountGap);
}
