import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateForAccountChange, invalidateForPublicChange } from "./live-updates.ts";

/** A query client holding one query per key, to see which ones a change marks stale. */
function clientWith(keys: string[][]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, "cached");
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale() && q.state.isInvalidated)
      .map((q) => q.queryKey.join("/"))
      .sort();
  return { client, stale };
}

const KEYS = [
  ["talents", "list", "page-1"],
  ["talents", "facets"],
  ["talents", "featured"],
  ["talents", "profile", "lena-ab12"],
  ["talents", "profile", "other-cd34"],
  ["me", "talent"],
  ["me", "subscription"],
  ["billing", "test-portal"],
  ["admin", "talents", "list"],
  ["admin", "messages"],
];

describe("live updates", () => {
  it("mark the public views of a changed public profile stale, and never the account's", () => {
    const { client, stale } = clientWith(KEYS);
    invalidateForPublicChange(client, { type: "talent.changed", talentId: "t", slug: "lena-ab12" });
    expect(stale()).toEqual([
      "talents/facets",
      "talents/featured",
      "talents/list/page-1",
      "talents/profile/lena-ab12",
    ]);
  });

  it("mark the own profile and the admin panel stale for a signed-in event", () => {
    const { client, stale } = clientWith(KEYS);
    invalidateForAccountChange(client, { type: "talent.approved", talentId: "t", slug: "lena-ab12" });
    expect(stale()).toEqual([
      "admin/messages",
      "admin/talents/list",
      "me/talent",
      "talents/profile/lena-ab12",
    ]);
  });

  it("mark only the admin panel stale for a new contact message", () => {
    const { client, stale } = clientWith(KEYS);
    invalidateForAccountChange(client, { type: "message.received" });
    expect(stale()).toEqual(["admin/messages", "admin/talents/list"]);
  });

  it("mark the account's subscription, its test-mode portal and the admin panel stale when a subscription changes", () => {
    const { client, stale } = clientWith(KEYS);
    invalidateForAccountChange(client, { type: "subscription.changed" });
    expect(stale()).toEqual([
      "admin/messages",
      "admin/talents/list",
      "billing/test-portal",
      "me/subscription",
    ]);
  });

  it("mark the account's shortlists stale when a client picks a talent on one of them", () => {
    const { client, stale } = clientWith([
      ...KEYS,
      ["me", "shortlists", "detail", "list-1"],
      ["me", "shortlists", "lists", ""],
    ]);
    invalidateForAccountChange(client, { type: "shortlist.picked", talentId: "t" });
    expect(stale()).toEqual([
      "admin/messages",
      "admin/talents/list",
      "me/shortlists/detail/list-1",
      "me/shortlists/lists/",
    ]);
  });
});
