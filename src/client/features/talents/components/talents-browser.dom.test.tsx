import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TalentsBrowser } from "./talents-browser.tsx";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const NO_FACETS = {
  category: [],
  subcategory: [],
  location: [],
  languages: [],
  payment: [],
  hair: [],
  eyes: [],
};

/** The list answers `page` (its first page), the facets none. */
function renderBrowser(page: { total: number; totalCapped?: boolean }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/api/talents/facets")) return json(NO_FACETS);
      return json({ items: [], pageSize: 24, nextCursor: null, ...page });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/talents?category=visual-arts-media"]}>
        <TalentsBrowser />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the list's count", () => {
  it("says how many talents were found", async () => {
    renderBrowser({ total: 2 });
    expect(await screen.findByText("2 talents found")).toBeInTheDocument();
  });

  it("says “more than” when the count stopped at its bound", async () => {
    renderBrowser({ total: 1000, totalCapped: true });
    expect(await screen.findByText("More than 1,000 talents found")).toBeInTheDocument();
    expect(screen.queryByText("1,000 talents found")).not.toBeInTheDocument();
  });
});
