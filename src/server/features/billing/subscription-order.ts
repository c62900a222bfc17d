/*
 * Order safety (docs/decisions/0018): providers deliver events late, twice and out of order. Each
 * subscription row remembers the creation time of the provider event it reflects; an older event
 * never overwrites it. Event times are whole seconds, so two events can share one: then the
 * subscription's lifecycle decides, which never runs backwards (incomplete -> live -> ended).
 */

/** What the order decisions need to know of a subscription state. ISO timestamps throughout. */
export type SubscriptionVersion = {
  /** The provider's subscription id; null for a plan assigned by an administrator. */
  providerSubscriptionId: string | null;
  status: string;
  /** When the subscription itself was created. */
  created: string;
  /** When the event that produced this state was created; null when no provider event did. */
  eventAt: string | null;
};

const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

/** A subscription that can no longer come back: its account needs a new one. */
export function isEndedStatus(status: string): boolean {
  return ENDED_STATUSES.has(status);
}

function lifecycleStage(status: string): number {
  if (status === "incomplete") return 0;
  if (isEndedStatus(status)) return 2;
  return 1;
}

/** Whether an event about the same subscription may replace the stored state. */
export function isNotOlderEvent(
  current: Pick<SubscriptionVersion, "status" | "eventAt">,
  incoming: Pick<SubscriptionVersion, "status"> & { eventAt: string },
): boolean {
  if (current.eventAt === null || incoming.eventAt > current.eventAt) return true;
  if (incoming.eventAt < current.eventAt) return false;
  return lifecycleStage(incoming.status) >= lifecycleStage(current.status);
}

/**
 * Whether a provider's snapshot of a subscription may take the account's one subscription row.
 * The same subscription: the newer event wins. Another subscription of the same account: one that
 * is still running beats one that has ended, and otherwise the more recently created one wins.
 */
export function shouldStoreSnapshot(
  current: SubscriptionVersion | undefined,
  incoming: SubscriptionVersion & { eventAt: string },
): boolean {
  if (!current) return true;
  if (current.providerSubscriptionId === incoming.providerSubscriptionId) {
    return isNotOlderEvent(current, incoming);
  }
  const currentEnded = isEndedStatus(current.status);
  if (currentEnded !== isEndedStatus(incoming.status)) return currentEnded;
  return incoming.created >= current.created;
}
