import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShortlistSummary } from "#shared/workspace/shortlists.schema";
import { AddToShortlistButton } from "./add-to-shortlist-button.tsx";

const talent = { id: "t1", slug: "lena-t1", name: "Lena Hartmann" };
const summary = (id: string, name: string, entryId: string | null): ShortlistSummary => ({
  id,
  name,
  job: "",
  dates: "",
  location: "",
  talentCount: entryId ? 1 : 0,
  thumbnails: [],
  entryId,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

type Call = { method: string; url: string; body: unknown };
/** A fetch that answers the account's lists (or the given status) and records every request. */
function stubApi(answer: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "POST") {
      return Response.json(
        { id: "e-new", talentId: talent.id, note: "", addedAt: "", talent: null },
        { status: 201 },
      );
    }
    return Response.json(answer.body, { status: answer.status });
  });
  return calls;
}

function renderButton(placement: "card" | "profile" = "card") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AddToShortlistButton talent={talent} placement={placement} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Add-to-shortlist button", () => {
  it("asks for nothing until pressed, then lists the account's shortlists with a check on those the talent is on", async () => {
    const calls = stubApi({
      status: 200,
      body: { items: [summary("l1", "Spring lookbook", null), summary("l2", "Summer campaign", "e1")] },
    });
    renderButton();
    const button = screen.getByRole("button", { name: "Add Lena Hartmann to a shortlist" });
    expect(calls).toEqual([]);
    await userEvent.click(button);
    // The menu loads with its first use.
    const spring = await screen.findByRole(
      "menuitemcheckbox",
      { name: "Spring lookbook" },
      { timeout: 10_000 },
    );
    expect(spring).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("menuitemcheckbox", { name: "Summer campaign" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("menuitem", { name: "New shortlist…" })).toBeInTheDocument();
    expect(calls[0]?.url).toContain("/api/me/shortlists?talent=t1");

    await userEvent.click(spring);
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: expect.stringContaining("/api/me/shortlists/l1/entries"),
      body: { talentId: "t1" },
    });
  });

  it("offers signing in to a visitor without an account", async () => {
    stubApi({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Please sign in." } } });
    renderButton("profile");
    await userEvent.click(screen.getByRole("button", { name: "Add to shortlist" }));
    expect(
      await screen.findByRole("menuitem", { name: "Sign in to keep shortlists" }, { timeout: 10_000 }),
    ).toHaveAttribute("href", "/login");
  });
});
