import { describe, expect, it } from "vitest";
import {
  isEndedStatus,
  isNotOlderEvent,
  type SubscriptionVersion,
  shouldStoreSnapshot,
} from "./subscription-order.ts";

const T1 = "2026-11-23T10:00:00.000Z";
const T2 = "2026-11-23T10:00:01.000Z";
const version = (over: Partial<SubscriptionVersion> = {}): SubscriptionVersion & { eventAt: string } =>
  ({
    providerSubscriptionId: "sub_a",
    status: "active",
    created: "2026-11-01T00:00:00.000Z",
    eventAt: T1,
    ...over,
  }) as SubscriptionVersion & { eventAt: string };

describe("events about the same subscription", () => {
  it("a newer event wins and an older one is ignored", () => {
    expect(isNotOlderEvent({ status: "active", eventAt: T1 }, { status: "past_due", eventAt: T2 })).toBe(
      true,
    );
    expect(isNotOlderEvent({ status: "past_due", eventAt: T2 }, { status: "active", eventAt: T1 })).toBe(
      false,
    );
  });

  it("a state no provider event produced yet takes any event", () => {
    expect(isNotOlderEvent({ status: "active", eventAt: null }, { status: "canceled", eventAt: T1 })).toBe(
      true,
    );
  });

  it("in the same second the lifecycle never runs backwards", () => {
    // created (incomplete) delivered after updated (active), both in one second
    expect(isNotOlderEvent({ status: "active", eventAt: T1 }, { status: "incomplete", eventAt: T1 })).toBe(
      false,
    );
    expect(isNotOlderEvent({ status: "incomplete", eventAt: T1 }, { status: "active", eventAt: T1 })).toBe(
      true,
    );
    // a deletion is final
    expect(isNotOlderEvent({ status: "canceled", eventAt: T1 }, { status: "active", eventAt: T1 })).toBe(
      false,
    );
    expect(isNotOlderEvent({ status: "active", eventAt: T1 }, { status: "canceled", eventAt: T1 })).toBe(
      true,
    );
    // within one stage, the later arrival wins (cancel at period end, then resume)
    expect(isNotOlderEvent({ status: "active", eventAt: T1 }, { status: "active", eventAt: T1 })).toBe(true);
  });
});

describe("snapshots of another subscription of the same account", () => {
  it("take an empty slot", () => {
    expect(shouldStoreSnapshot(undefined, version())).toBe(true);
  });

  it("defer to the same subscription's order for the same id", () => {
    expect(shouldStoreSnapshot(version({ eventAt: T2 }), version({ eventAt: T1, status: "canceled" }))).toBe(
      false,
    );
    expect(shouldStoreSnapshot(version({ eventAt: T1 }), version({ eventAt: T2, status: "canceled" }))).toBe(
      true,
    );
  });

  it("a running subscription beats an ended one, whichever is newer", () => {
    const endedOld = version({ providerSubscriptionId: "sub_old", status: "canceled" });
    const runningNew = version({ providerSubscriptionId: "sub_new", created: "2026-11-20T00:00:00.000Z" });
    expect(shouldStoreSnapshot(endedOld, runningNew)).toBe(true);
    // the old subscription's late deletion does not push the new one out
    expect(shouldStoreSnapshot(runningNew, { ...endedOld, eventAt: T2 })).toBe(false);
  });

  it("between two running ones, the more recently created wins", () => {
    const older = version({ providerSubscriptionId: "sub_1", created: "2026-10-01T00:00:00.000Z" });
    const newer = version({ providerSubscriptionId: "sub_2", created: "2026-11-01T00:00:00.000Z" });
    expect(shouldStoreSnapshot(older, newer)).toBe(true);
    expect(shouldStoreSnapshot(newer, older)).toBe(false);
  });

  it("an administrator's plan (no provider id) is replaced by a newer purchase only", () => {
    const manual = version({
      providerSubscriptionId: null,
      created: "2026-11-10T00:00:00.000Z",
      eventAt: null,
    });
    expect(shouldStoreSnapshot(manual, version({ created: "2026-11-12T00:00:00.000Z" }))).toBe(true);
    expect(shouldStoreSnapshot(manual, version({ created: "2026-11-01T00:00:00.000Z" }))).toBe(false);
  });
});

describe("ended statuses", () => {
  it("are canceled and incomplete_expired only", () => {
    expect(["canceled", "incomplete_expired"].every(isEndedStatus)).toBe(true);
    expect(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"].some(isEndedStatus)).toBe(
      false,
    );
  });
});
