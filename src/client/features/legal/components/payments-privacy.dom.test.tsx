import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentsPrivacy } from "./payments-privacy.tsx";

function renderWithProvider(provider: "stripe" | "test") {
  const name = provider === "stripe" ? "Stripe" : "Test Payments";
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ provider, name }), { headers: { "content-type": "application/json" } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentsPrivacy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Privacy Policy's payments section", () => {
  it("with Stripe configured, says what goes to Stripe", async () => {
    renderWithProvider("stripe");
    expect(await screen.findByText(/we send Stripe your e-mail address/)).toBeInTheDocument();
    expect(screen.queryByText(/run in test mode/)).not.toBeInTheDocument();
  });

  it("in test mode, says that no data goes to a payment provider and names no Stripe", async () => {
    renderWithProvider("test");
    expect(await screen.findByText(/No data goes to a payment provider/)).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
  });
});
