import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { RequireAdmin, RequireVerifiedUser } from "./require-verified-user.tsx";

const talent = {
  user: { id: "u1", email: "lena@example.com", name: "Lena", emailVerified: true, role: "user" },
  session: { expiresAt: "2099-01-01T00:00:00Z" },
};
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const rateLimited = (retryAfter: string) =>
  json({ error: { code: "RATE_LIMITED", message: "Too many attempts." } }, 429, {
    "Retry-After": retryAfter,
  });

/** The session endpoint answers what the test says, in order; the last answer repeats. */
function answerSessionChecks(...answers: Array<() => Response | Promise<Response>>) {
  let calls = 0;
  const fetchMock = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] as () => Response;
    calls += 1;
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function SessionState() {
  const { user, loading, checkFailed } = useAuth();
  return <p>{`user=${user?.email ?? "none"} loading=${loading} failed=${checkFailed}`}</p>;
}

let client: QueryClient;
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/settings",
        element: (
          <RequireVerifiedUser>
            <h1>Settings</h1>
          </RequireVerifiedUser>
        ),
      },
      {
        path: "/admin-panel",
        element: (
          <RequireAdmin>
            <h1>Admin</h1>
          </RequireAdmin>
        ),
      },
      { path: "/login", element: <h1>Log In</h1> },
      { path: "/admin-panel/login", element: <h1>Admin Log In</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <SessionState />
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  client = new QueryClient();
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the session check and the dashboard's guard", () => {
  it("a successful answer without a session is a sign-out: /login", async () => {
    answerSessionChecks(() => json(null));
    renderAt("/dashboard/settings");
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(screen.getByText("user=none loading=false failed=false")).toBeInTheDocument();
  });

  it("a 429 without a known session is no sign-out: the page says so, and retries when Retry-After says", async () => {
    const fetchMock = answerSessionChecks(
      () => rateLimited("3"),
      () => json(talent),
    );
    renderAt("/dashboard/settings");

    expect(
      await screen.findByRole("heading", { name: "We couldn't check your session" }),
    ).toBeInTheDocument();
    expect(screen.getByText("user=none loading=true failed=true")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Log In" })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText("user=lena@example.com loading=false failed=false")).toBeInTheDocument();
  });

  it("a network failure or a 5xx is no sign-out either, and Try again asks at once", async () => {
    answerSessionChecks(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json({ error: { code: "UNAVAILABLE", message: "The database is not reachable." } }, 503),
      () => json(talent),
    );
    renderAt("/dashboard/settings");
    expect(
      await screen.findByRole("heading", { name: "We couldn't check your session" }),
    ).toBeInTheDocument();
    // The first retry (after 1 s) answers 503: still no redirect.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("heading", { name: "We couldn't check your session" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  });

  it("keeps a known signed-in user on the page while later checks answer 429", async () => {
    answerSessionChecks(
      () => json(talent),
      () => rateLimited("60"),
    );
    renderAt("/dashboard/settings");
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();

    // The regular check 30 s later is refused.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText("user=lena@example.com loading=false failed=true")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
  });

  it("the admin panel's guard: a 429 shows the message, a successful answer without the role goes to the admin login", async () => {
    answerSessionChecks(
      () => rateLimited("1"),
      () => json(talent),
    );
    renderAt("/admin-panel");
    expect(
      await screen.findByRole("heading", { name: "We couldn't check your session" }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole("heading", { name: "Admin Log In" })).toBeInTheDocument();
  });
});
