import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "#client/lib/auth/session-query.ts";
import { toast } from "#client/lib/toast.ts";
import { PLANS } from "#shared/catalogue/plans";
import { ChoosePlanButton } from "../components/choose-plan-button.tsx";
import { PlanSwitchDialog } from "../components/plan-switch-dialog.tsx";
import { useChoosePlan } from "./use-choose-plan.ts";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function Plans() {
  const { busyPlan, choosePlan, portalPrompt, closePortalPrompt } = useChoosePlan();
  return (
    <>
      <PlanSwitchDialog prompt={portalPrompt} onClose={closePortalPrompt} />
      {PLANS.map((plan) => (
        <ChoosePlanButton key={plan.id} plan={plan} busyPlan={busyPlan} onChoose={choosePlan} />
      ))}
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} from ${(location.state as { from?: string } | null)?.from ?? "-"}`}</p>;
}

function renderPricing(client: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: "/pricing", element: <Plans /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: ["/pricing"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const user = (emailVerified: boolean) => ({
  user: { id: "u1", email: "lena@example.com", name: "Lena", emailVerified },
  session: { expiresAt: "2099-01-01T00:00:00Z" },
});

const subscription = {
  planId: "pro",
  planName: "Pro",
  status: "active",
  unitAmount: 3999,
  currency: "eur",
  interval: "month",
  currentPeriodEnd: "2027-11-25T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  trialEnd: null,
  managedBy: "provider",
};

/**
 * Answers /api/billing/provider as Stripe, the account's subscription (none unless given), and the
 * checkout with the given body (or a network failure).
 */
function stubApi(checkout: unknown, status = 200, current: unknown = null) {
  const json = (body: unknown, code = 200) =>
    new Response(JSON.stringify(body), { status: code, headers: { "content-type": "application/json" } });
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/billing/provider") return json({ provider: "stripe", name: "Stripe" });
    if (url === "/api/billing/portal") return json({ url: "/billing/test-portal" });
    if (checkout === "offline") throw new TypeError("Failed to fetch");
    if (url === "/api/me/subscription") return json({ subscription: current });
    return json(checkout, status);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The express request before a checkout: ticked, then on to the checkout. */
async function giveWithdrawalConsent() {
  const dialog = await screen.findByRole("dialog", { name: /^Start your .+ plan$/ });
  fireEvent.click(
    screen.getByRole("checkbox", { name: /I expressly request that Vitrine starts providing/ }),
  );
  fireEvent.click(screen.getByRole("button", { name: "Continue to checkout" }));
  return dialog;
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.info).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Choose Plan", () => {
  it("signed out: the clicked plan shows Redirecting... while the session is checked, then the toast and /login", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Pro" }));
    const busy = await screen.findByRole("button", { name: "Redirecting..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose Plan: Starter" })).toBeEnabled();

    await act(async () => answer(new Response("null", { headers: { "content-type": "application/json" } })));
    expect(await screen.findByText("at /login from /pricing")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(
      "Authentication Required",
      "Please log in or sign up to choose a plan.",
    );
  });

  it("a refused session check (429) is no sign-out: the visitor stays on /pricing and is told the session could not be checked", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/auth/get-session"
          ? new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many attempts." } }), {
              status: 429,
              headers: { "content-type": "application/json", "retry-after": "30" },
            })
          : new Response(JSON.stringify({ provider: "test", name: "Test mode" }), {
              headers: { "content-type": "application/json" },
            }),
      ),
    );
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Pro" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "We couldn't check your session",
        "Please try again in a moment.",
      ),
    );
    expect(toast.error).not.toHaveBeenCalledWith("Authentication Required", expect.anything());
    expect(screen.getByRole("button", { name: "Choose Plan: Pro" })).toBeEnabled();
    expect(screen.queryByText(/^at \/login/)).not.toBeInTheDocument();
  });

  it("a failed check keeps the session known from before: a signed-in talent goes on to the checkout", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true), { updatedAt: Date.now() - 60_000 });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/auth/get-session") throw new TypeError("Failed to fetch");
      if (url === "/api/me/subscription") {
        return new Response(JSON.stringify({ subscription: null }), {
          headers: { "content-type": "application/json" },
        });
      }
      return new Response(
        JSON.stringify({ url: "/billing/test-checkout/cs_test_2", destination: "checkout" }),
        {
          headers: { "content-type": "application/json" },
        },
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    await giveWithdrawalConsent();
    expect(await screen.findByText("at /billing/test-checkout/cs_test_2 from -")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/auth/get-session");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("signed in: asks for the express request to start now, then for the plan's checkout, and goes there", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    const fetchMock = stubApi({ url: "/billing/test-checkout/cs_test_1", destination: "checkout" });
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Premium" }));
    const dialog = await screen.findByRole("dialog", { name: "Start your Premium plan" });
    expect(dialog).toHaveTextContent("Premium costs €69.99 a month, billed monthly.");
    // Nothing is ticked for the buyer: continuing without the tick says what is missing, and stays.
    fireEvent.click(screen.getByRole("button", { name: "Continue to checkout" }));
    expect(await screen.findByText("Tick the box to ask for your plan to start now.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/billing/checkout")).toBe(false);

    await giveWithdrawalConsent();
    expect(await screen.findByText("at /billing/test-checkout/cs_test_1 from -")).toBeInTheDocument();
    const checkoutCall = fetchMock.mock.calls.find(([url]) => url === "/api/billing/checkout");
    expect(JSON.parse(String(checkoutCall?.[1]?.body))).toEqual({
      planId: "premium",
      withdrawalConsent: true,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("'Not now' in the express request's dialog starts nothing", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    const fetchMock = stubApi({ url: "/billing/test-checkout/cs_test_1", destination: "checkout" });
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Pro" }));
    await screen.findByRole("dialog", { name: "Start your Pro plan" });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Plan: Pro" })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/billing/checkout")).toBe(false);
  });

  it("shows the provider's refusal as '{provider} Checkout Error', and the plan is free to click again", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    stubApi({ error: { code: "PAYMENT_PROVIDER", message: "No such price: 'price_pro'" } }, 502);
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Pro" }));
    await giveWithdrawalConsent();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Stripe Checkout Error", "No such price: 'price_pro'"),
    );
    expect(screen.getByRole("button", { name: "Choose Plan: Pro" })).toBeEnabled();
  });

  it("says it could not connect to the provider when the request fails", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    stubApi("offline");
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Stripe Error",
        "Could not connect to Stripe. Please try again.",
      ),
    );
    expect(screen.getByRole("button", { name: "Choose Plan: Starter" })).toBeEnabled();
  });

  it("a subscriber choosing a cheaper plan is told why the portal, and what a switch does, before going there", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    const fetchMock = stubApi(
      { url: "/billing/test-portal", destination: "portal", reason: "downgrade", currentPlanName: "Premium" },
      200,
      { ...subscription, planId: "premium", planName: "Premium" },
    );
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    const dialog = await screen.findByRole("dialog", { name: "Switch to Starter in the billing portal" });
    expect(dialog).toHaveTextContent(
      "You have the Premium plan. To switch to the cheaper Starter plan, change it in the billing portal. The switch takes effect at once; the unused part of the current billing period is credited to your next payment.",
    );
    // Still here: nothing happens before the talent decides.
    expect(screen.queryByText(/^at \//)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/billing/portal")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Plan: Starter" })).toBeEnabled();

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    fireEvent.click(await screen.findByRole("button", { name: "Open billing portal" }));
    expect(await screen.findByText("at /billing/test-portal from -")).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("a subscription with a payment due: says to update the payment method first", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    stubApi(
      { url: "/billing/test-portal", destination: "portal", reason: "payment-due", currentPlanName: "Pro" },
      200,
      { ...subscription, status: "past_due" },
    );
    renderPricing(client);
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Premium" }));
    const dialog = await screen.findByRole("dialog", { name: "Update your payment method first" });
    expect(dialog).toHaveTextContent("The payment for your Pro plan has not gone through.");
  });

  it("signed in with an unconfirmed address: goes to /verify-email", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(false));
    renderPricing(client);
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    expect(await screen.findByText("at /verify-email from -")).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
