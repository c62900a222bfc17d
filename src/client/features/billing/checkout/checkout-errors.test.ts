import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n, translatorOf } from "#shared/i18n/translator";
import { checkoutErrorToast } from "./checkout-errors.ts";
import { ProviderRedirectError, providerDestination } from "./provider-redirect.ts";

const t = translatorOf(createI18n("en", compiledMessages("en")));

describe("the checkout error catalogue", () => {
  it("shows the provider's refusal as '{provider} Checkout Error' with its message", () => {
    const refusal = new ApiError("PAYMENT_PROVIDER", "No such price: 'price_pro'", 502);
    expect(checkoutErrorToast(t, refusal, "Stripe")).toEqual({
      title: "Stripe Checkout Error",
      description: "No such price: 'price_pro'",
    });
    expect(checkoutErrorToast(t, new ProviderRedirectError(), "Test Payments")).toEqual({
      title: "Test Payments Checkout Error",
      description: "The checkout page could not be opened.",
    });
  });

  it("shows the checkout endpoint's own error text, or the non-2xx text when it gave none", () => {
    expect(
      checkoutErrorToast(t, new ApiError("CONFLICT", "Your plan was set up by our team.", 409), "Stripe"),
    ).toEqual({
      title: "Stripe Error",
      description: "Your plan was set up by our team.",
    });
    expect(
      checkoutErrorToast(t, new ApiError("INTERNAL", "The request failed (502).", 502, false), "Stripe"),
    ).toEqual({
      title: "Stripe Error",
      description: "Edge function returned a non-2xx status code",
    });
  });

  it("says it could not connect, with the provider's name, when the request never arrived", () => {
    const offline = new ApiError("NETWORK", "Could not reach Vitrine.", 0);
    expect(checkoutErrorToast(t, offline, "Stripe")).toEqual({
      title: "Stripe Error",
      description: "Could not connect to Stripe. Please try again.",
    });
    expect(checkoutErrorToast(t, undefined, "Test Payments")).toEqual({
      title: "Test Payments Error",
      description: "Could not connect to Test Payments. Please try again.",
    });
  });
});

describe("the provider's address", () => {
  const origin = "https://vitrine.example";

  it("stays inside the app for a path of this site, and leaves for another site", () => {
    expect(providerDestination("/billing/test-checkout/cs_1", origin)).toEqual({
      kind: "inside",
      path: "/billing/test-checkout/cs_1",
    });
    expect(
      providerDestination("https://vitrine.example/dashboard/settings?checkout=success", origin),
    ).toEqual({
      kind: "inside",
      path: "/dashboard/settings?checkout=success",
    });
    expect(providerDestination("https://checkout.stripe.com/c/pay/cs_1", origin)).toEqual({
      kind: "outside",
      href: "https://checkout.stripe.com/c/pay/cs_1",
    });
  });

  it("refuses anything but a web address", () => {
    expect(() => providerDestination("javascript:alert(1)", origin)).toThrow(ProviderRedirectError);
  });
});
