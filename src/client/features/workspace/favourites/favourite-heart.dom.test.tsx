import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { toast } from "#client/lib/toast.ts";
import { FavouriteHeart } from "./favourite-heart.tsx";

const auth = vi.hoisted(() => ({ user: null as null | { id: string; emailVerified: boolean } }));
vi.mock("#client/lib/auth/auth-provider.tsx", () => ({ useAuth: () => ({ user: auth.user }) }));
vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const anna = { id: "t-anna", slug: "anna-t-anna", name: "Anna" };

function renderHeart(answers: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answers(String(url), init));
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      { path: "/talents", element: <FavouriteHeart talent={anna} placement="card" /> },
      { path: "/login", element: <p>The login page</p> },
    ],
    { initialEntries: ["/talents?category=model"] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  vi.mocked(toast.error).mockClear();
});

describe("the favourite heart", () => {
  it("asks a visitor to log in, keeping the talent and the page to come back to", async () => {
    auth.user = null;
    const { fetchMock, user } = renderHeart(() => json({}));
    const heart = screen.getByRole("button", { name: "Add Anna to favourites" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    const dialog = await screen.findByRole("dialog", { name: "Keep your favourites" });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("link", { name: "Log In" }));
    expect(await screen.findByText("The login page")).toBeVisible();
    expect(readPendingFavourite()).toEqual({ talentId: "t-anna", returnTo: "/talents?category=model" });
  });

  it("shows the account's favourite as set, and takes a failed removal back with a toast", async () => {
    auth.user = { id: "u1", emailVerified: true };
    const { fetchMock, user } = renderHeart((url, init) =>
      init?.method === "DELETE"
        ? json({ error: { code: "INTERNAL", message: "Something went wrong." } }, 500)
        : json({ ids: url.includes("/ids") ? ["t-anna"] : [] }),
    );
    const set = await screen.findByRole("button", { name: "Remove Anna from favourites" });
    expect(set).toHaveAttribute("aria-pressed", "true");
    await user.click(set);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Your favourites could not be changed", expect.any(String)),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith("/api/me/favourites/t-anna") && init?.method === "DELETE",
      ),
    ).toBe(true);
    expect(await screen.findByRole("button", { name: "Remove Anna from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
