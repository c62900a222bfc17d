import { describe, expect, it } from "vitest";
import {
  subscriptionDateLines,
  subscriptionPriceLabel,
  subscriptionStatusLabel,
  subscriptionStatusTone,
} from "./subscription-display.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const active = {
  status: "active",
  currentPeriodEnd: "2026-12-23T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  trialEnd: null,
};

describe("the subscription status badge", () => {
  it("names trialing, active, canceled and past due, and shows any other status raw", () => {
    expect(["trialing", "active", "canceled", "past_due"].map(subscriptionStatusLabel)).toEqual([
      "Trialing",
      "Active",
      "Canceled",
      "Past Due",
    ]);
    expect(subscriptionStatusLabel("incomplete")).toBe("incomplete");
    expect(subscriptionStatusLabel("unpaid")).toBe("unpaid");
  });

  it("colours active as success and an unknown status neutrally", () => {
    expect(subscriptionStatusTone("active")).toBe("success");
    expect(subscriptionStatusTone("past_due")).toBe("warning");
    expect(subscriptionStatusTone("paused")).toBe("neutral");
  });
});

describe("the subscription price", () => {
  it("is the unit amount divided by 100 in the price's currency, per interval", () => {
    expect(subscriptionPriceLabel({ unitAmount: 3999, currency: "eur", interval: "month" })).toBe(
      "€39.99 / month",
    );
    expect(subscriptionPriceLabel({ unitAmount: 1999, currency: "usd", interval: "year" })).toBe(
      "US$19.99 / year",
    );
    expect(subscriptionPriceLabel({ unitAmount: 6999, currency: "eur", interval: null })).toBe("€69.99");
  });

  it("is left out when the price is not known", () => {
    expect(subscriptionPriceLabel({ unitAmount: null, currency: null, interval: null })).toBeNull();
  });
});

describe("the subscription dates", () => {
  it("renews while active, and expires once cancelled at period end", () => {
    expect(subscriptionDateLines(active, NOW, "UTC")).toEqual(["Renews on December 23, 2026"]);
    expect(subscriptionDateLines({ ...active, cancelAtPeriodEnd: true }, NOW, "UTC")).toEqual([
      "Expires on December 23, 2026",
    ]);
  });

  it("shows the trial end only while it lies in the future", () => {
    const trialing = { ...active, status: "trialing", trialEnd: "2026-12-01T00:00:00.000Z" };
    expect(subscriptionDateLines(trialing, NOW, "UTC")).toEqual([
      "Renews on December 23, 2026",
      "Trial ends on December 1, 2026",
    ]);
    expect(subscriptionDateLines({ ...trialing, trialEnd: "2026-11-01T00:00:00.000Z" }, NOW, "UTC")).toEqual([
      "Renews on December 23, 2026",
    ]);
  });

  it("says nothing about renewal for a subscription that is not running", () => {
    expect(subscriptionDateLines({ ...active, status: "past_due" }, NOW, "UTC")).toEqual([]);
  });
});
