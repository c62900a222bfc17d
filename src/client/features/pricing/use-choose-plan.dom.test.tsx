import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "#shared/catalogue/plans";
import { SESSION_QUERY_KEY } from "../../lib/auth/auth-provider.tsx";
import { toast } from "../../lib/toast.ts";
import { ChoosePlanButton } from "./components/choose-plan-button.tsx";
import { useChoosePlan } from "./use-choose-plan.ts";

vi.mock("../../lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function Plans() {
  const { busyPlan, choosePlan } = useChoosePlan();
  return (
    <>
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

  it("signed in: says plainly that online purchase opens soon and offers the contact page", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(true));
    renderPricing(client);

    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Premium" }));
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalled());
    const [title, description, action] = vi.mocked(toast.info).mock.calls[0] ?? [];
    expect(title).toBe("Online purchase opens soon");
    expect(description).toContain("Premium plan");
    expect(screen.getByRole("button", { name: "Choose Plan: Premium" })).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();

    await act(async () => {
      action?.onClick();
    });
    expect(await screen.findByText("at /contact from -")).toBeInTheDocument();
  });

  it("signed in with an unconfirmed address: goes to /verify-email", async () => {
    client.setQueryData(SESSION_QUERY_KEY, user(false));
    renderPricing(client);
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan: Starter" }));
    expect(await screen.findByText("at /verify-email from -")).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
