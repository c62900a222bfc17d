import { describe, expect, it } from "vitest";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n, translatorOf } from "#shared/i18n/translator";
import {
  paymentDueNotice,
  subscriptionDateLines,
  subscriptionPriceLabel,
  subscriptionStatusText,
  subscriptionStatusTone,
} from "./subscription-display.ts";

const en = { t: translatorOf(createI18n("en", compiledMessages("en"))), language: "en" as const };
const de = { t: translatorOf(createI18n("de", compiledMessages("de"))), language: "de" as const };

const NOW = new Date("2026-11-23T12:00:00Z");
const active = {
  status: "active",
  currentPeriodEnd: "2026-12-23T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  trialEnd: null,
  managedBy: "provider" as const,
};

describe("the subscription status badge", () => {
  it("names every status the providers report in words, and shows an undocumented one as it is", () => {
    expect(
      [
        "trialing",
        "active",
        "canceled",
        "past_due",
        "unpaid",
        "incomplete",
        "incomplete_expired",
        "paused",
      ].map((status) => subscriptionStatusText(en.t, status)),
    ).toEqual(["Trialing", "Active", "Canceled", "Past Due", "Unpaid", "Incomplete", "Expired", "Paused"]);
    expect(subscriptionStatusText(en.t, "frozen")).toBe("frozen");
    expect(subscriptionStatusText(de.t, "past_due")).toBe("Überfällig");
  });

  it("colours active as success, a payment due as a warning and an unknown status neutrally", () => {
    expect(subscriptionStatusTone("active")).toBe("success");
    for (const status of ["past_due", "unpaid", "incomplete"]) {
      expect(subscriptionStatusTone(status)).toBe("warning");
    }
    expect(subscriptionStatusTone("paused")).toBe("neutral");
  });
});

describe("the subscription price", () => {
  it("is the unit amount divided by 100 in the price's currency, per interval", () => {
    expect(subscriptionPriceLabel(en, { unitAmount: 3999, currency: "eur", interval: "month" })).toBe(
      "€39.99 / month",
    );
    expect(subscriptionPriceLabel(en, { unitAmount: 1999, currency: "usd", interval: "year" })).toBe(
      "$19.99 / year",
    );
    expect(subscriptionPriceLabel(en, { unitAmount: 6999, currency: "eur", interval: null })).toBe("€69.99");
  });

  it("is written the German way on German pages", () => {
    expect(subscriptionPriceLabel(de, { unitAmount: 1999, currency: "eur", interval: "month" })).toBe(
      "19,99\u00a0€ / Monat",
    );
  });

  it("is left out when the price is not known", () => {
    expect(subscriptionPriceLabel(en, { unitAmount: null, currency: null, interval: null })).toBeNull();
  });
});

describe("the subscription dates", () => {
  it("renews while active, ends once cancelled at period end, and a plan our team granted runs until its end", () => {
    expect(subscriptionDateLines(en, active, NOW, "UTC")).toEqual(["Renews on December 23, 2026"]);
    expect(subscriptionDateLines(en, { ...active, cancelAtPeriodEnd: true }, NOW, "UTC")).toEqual([
      "Ends on December 23, 2026",
    ]);
    expect(subscriptionDateLines(en, { ...active, managedBy: "team" }, NOW, "UTC")).toEqual([
      "Granted until December 23, 2026",
    ]);
  });

  it("names the date the German way on German pages", () => {
    expect(subscriptionDateLines(de, { ...active, cancelAtPeriodEnd: true }, NOW, "UTC")).toEqual([
      "Endet am 23. Dezember 2026",
    ]);
  });

  it("shows the trial end only while it lies in the future", () => {
    const trialing = { ...active, status: "trialing", trialEnd: "2026-12-01T00:00:00.000Z" };
    expect(subscriptionDateLines(en, trialing, NOW, "UTC")).toEqual([
      "Renews on December 23, 2026",
      "Trial ends on December 1, 2026",
    ]);
    expect(
      subscriptionDateLines(en, { ...trialing, trialEnd: "2026-11-01T00:00:00.000Z" }, NOW, "UTC"),
    ).toEqual(["Renews on December 23, 2026"]);
  });

  it("says nothing about renewal for a subscription that is not running", () => {
    expect(subscriptionDateLines(en, { ...active, status: "past_due" }, NOW, "UTC")).toEqual([]);
  });
});

describe("a subscription with a payment due", () => {
  it("says what went wrong and to update the payment method, for each such status", () => {
    const notice = (status: string) => paymentDueNotice(en.t, { status, planName: "Pro" });
    expect(notice("past_due")).toEqual({
      title: "Payment failed — update your payment method",
      text: expect.stringContaining("The last payment for your Pro plan did not go through."),
    });
    expect(notice("unpaid")?.title).toBe("Payment overdue — update your payment method");
    expect(notice("incomplete")?.title).toBe("Payment not completed");
    expect(notice("past_due")?.text).toMatch(/paused/);
  });

  it("says nothing when the payments are in order or the plan has ended", () => {
    for (const status of ["active", "trialing", "canceled"]) {
      expect(paymentDueNotice(en.t, { status, planName: "Pro" })).toBeNull();
    }
  });
});
