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
