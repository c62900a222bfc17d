import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingCard } from "./billing-card.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers the subscription with each of `answers` in turn ("offline" drops the connection). */
function stubSubscription(...answers: (Response | "offline")[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/billing/provider") return json({ provider: "stripe", name: "Stripe" });
    const answer = answers.shift();
    if (!answer || answer === "offline") throw new TypeError("Failed to fetch");
    return answer;
  });
  vi.stubGlobal("fetch", fetchMock);
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/settings", element: <BillingCard /> }], {
    initialEntries: ["/settings"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Billing & Subscription when the subscription cannot be loaded", () => {
  it("says so with the server's message instead of offering the plans, and shows them after Try again", async () => {
    stubSubscription(
      json({ error: { code: "INTERNAL", message: "The database is not reachable." } }, 500),
      json({ subscription: null }),
    );
    renderCard();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your subscription");
    expect(alert).toHaveTextContent("The database is not reachable.");
    expect(screen.queryByText(/You are on the free plan/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/You are on the free plan/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says that Vitrine could not be reached when the connection fails", async () => {
    stubSubscription("offline");
    renderCard();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not reach Vitrine. Check your connection and try again.");
    expect(screen.queryByText(/You are on the free plan/)).not.toBeInTheDocument();
  });
});

const subscription = (overrides: Record<string, unknown>) => ({
  planId: "premium",
  planName: "Premium",
  status: "active",
  unitAmount: 6999,
  currency: "eur",
  interval: "month",
  currentPeriodEnd: "2027-11-25T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  trialEnd: null,
  managedBy: "provider",
  ...overrides,
});

describe("Billing & Subscription with a plan", () => {
  it("lists what the plan includes, who delivers it and what happens next", async () => {
    stubSubscription(json({ subscription: subscription({}) }));
    renderCard();

    const includes = await screen.findByRole("region", { name: "What your plan includes" });
    expect(includes).toHaveTextContent("Premium Talent badge on your profile");
    expect(includes).toHaveTextContent(
      "Your Premium Talent badge shows on your public profile and your card in the talent list",
    );
    for (const feature of [
      "Personal website",
      "Branding and logo",
      "Campaign landing page",
      "Small content updates",
    ]) {
      expect(includes).toHaveTextContent(feature);
    }
    expect(includes).not.toHaveTextContent(/booking|shop/i);
    expect(includes).toHaveTextContent("Personal 1:1 support.");
    expect(screen.getByRole("link", { name: "write to us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText(/^Renews on /)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage Subscription" })).toBeInTheDocument();
  });

  it("says 'Ends on' for a plan cancelled at period end and 'Granted until' for one our team assigned", async () => {
    stubSubscription(json({ subscription: subscription({ cancelAtPeriodEnd: true }) }));
    renderCard();
    expect(await screen.findByText(/^Ends on /)).toBeInTheDocument();
    cleanup();

    stubSubscription(
      json({ subscription: subscription({ managedBy: "team", planId: "pro", planName: "Pro" }) }),
    );
    renderCard();
    expect(await screen.findByText(/^Granted until /)).toBeInTheDocument();
    expect(screen.queryByText(/^Renews on /)).not.toBeInTheDocument();
    expect(screen.getByText(/Your plan was set up by our team/)).toBeInTheDocument();
    // Pro gives no badge: nothing is promised on Vitrine.
    expect(screen.getByRole("region", { name: "What your plan includes" })).not.toHaveTextContent(/badge/);
  });

  for (const [status, title] of [
    ["past_due", "Payment failed — update your payment method"],
    ["unpaid", "Payment overdue — update your payment method"],
    ["incomplete", "Payment not completed"],
  ] as const) {
    it(`shows the state of a plan that is ${status}, and leads to the portal to pay`, async () => {
      stubSubscription(json({ subscription: subscription({ status, planId: "pro", planName: "Pro" }) }));
      const fetchMock = vi.mocked(fetch);
      renderCard();

      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
      expect(screen.queryByText(/You are on the free plan/)).not.toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "What your plan includes" })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Renews on /)).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Update payment method" }));
      await vi.waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/billing/portal")).toBe(true),
      );
    });
  }
});
