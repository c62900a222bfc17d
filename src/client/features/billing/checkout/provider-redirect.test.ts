import { describe, expect, it } from "vitest";
import { ProviderRedirectError, providerDestination } from "./provider-redirect.ts";

const origin = "https://vitrine.example";

describe("where a provider's address leads", () => {
  it("stays inside the app for our own pages, without the language's prefix the router adds itself", () => {
    expect(providerDestination("/billing/test-checkout/abc", origin)).toEqual({
      kind: "inside",
      path: "/billing/test-checkout/abc",
    });
    expect(providerDestination(`${origin}/de/dashboard/settings?checkout=success`, origin)).toEqual({
      kind: "inside",
      path: "/dashboard/settings?checkout=success",
    });
  });

  it("leaves for another site, and refuses what is no web address", () => {
    expect(providerDestination("https://checkout.stripe.com/c/pay/x", origin)).toEqual({
      kind: "outside",
      href: "https://checkout.stripe.com/c/pay/x",
    });
    expect(() => providerDestination("javascript:alert(1)", origin)).toThrow(ProviderRedirectError);
  });
});
