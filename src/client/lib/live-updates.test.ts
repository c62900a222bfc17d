import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { invalidateForChange } from "./live-updates.ts";

function invalidatedKeys(event: Parameters<typeof invalidateForChange>[1]) {
  const client = new QueryClient();
  const spy = vi.spyOn(client, "invalidateQueries");
  invalidateForChange(client, event);
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
}

describe("live updates", () => {
  it("a subscription change reloads the account's subscription and the test-mode portal, nothing else", () => {
    expect(invalidatedKeys({ type: "subscription.changed", userId: "u1" })).toEqual([
      ["me", "subscription"],
      ["billing", "test-portal"],
    ]);
  });

  it("a talent change leaves the subscription alone", () => {
    expect(invalidatedKeys({ type: "talent.updated", talentId: "t1" })).not.toContainEqual([
      "me",
      "subscription",
    ]);
  });
});
