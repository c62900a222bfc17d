import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "#client/lib/toast.ts";
import { LanguageCard } from "./language-card.tsx";

const refresh = vi.fn(async () => {});
vi.mock("#client/lib/auth/auth-provider.tsx", () => ({
  useAuth: () => ({ user: { id: "u1", email: "a@example.com", language: "en" }, refresh }),
}));
vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderCard(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal("fetch", fetchMock);
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  const router = createMemoryRouter([{ path: "/dashboard/settings", element: <LanguageCard /> }], {
    initialEntries: ["/dashboard/settings?tab=1"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, assign, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe("the Language card", () => {
  it("saves the chosen language for the account and moves the page to that language's address", async () => {
    const { fetchMock, assign, user } = renderCard(json({ language: "de" }));
    const save = screen.getByRole("button", { name: "Save language" });
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    expect(save).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    await user.click(save);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/de/dashboard/settings?tab=1"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain("/api/account/language");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ language: "de" });
    expect(document.cookie).toContain("vitrine_lang=de");
  });

  it("says so when the language could not be saved, and stays", async () => {
    const { assign, user } = renderCard(
      json({ error: { code: "UNAUTHENTICATED", message: "Please log in first." } }, 401),
    );
    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    await user.click(screen.getByRole("button", { name: "Save language" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("The language could not be saved", "Please log in first."),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
