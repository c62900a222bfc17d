import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import type { Insight } from "#shared/insight/insight.schema";
import { insightOf } from "#shared/insight/insight-days";
import { InsightPage } from "./insight-page.tsx";
import { summaryOf } from "./insight-summary.ts";

const answers = vi.hoisted(() => ({
  own: (): Promise<unknown> => new Promise(() => {}),
  insight: (_days: number): Promise<unknown> => new Promise(() => {}),
}));
vi.mock("../dashboard/my-talent-api.ts", () => ({
  myTalentQueryOptions: () => ({ queryKey: ["me", "talent"], queryFn: () => answers.own() }),
}));
vi.mock("./insight-api.ts", () => ({
  insightQueryOptions: (talentId: string, days: number) => ({
    queryKey: ["me", "insight", talentId, days],
    queryFn: () => answers.insight(days),
  }),
}));

const withProfile = {
  talent: { id: "t1", status: "approved" },
  liveVersion: null,
  removal: null,
  takeDown: null,
};
const noProfile = { talent: null, liveVersion: null, removal: null, takeDown: null };
const insight = (days: number): Insight =>
  insightOf(
    [
      { day: "2026-12-01", kind: "view", count: 3 },
      { day: "2026-11-28", kind: "view", count: 5 },
      { day: "2026-12-01", kind: "inquiry", count: 1 },
    ],
    "2026-12-01",
    days,
  );

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InsightPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("the insight page", () => {
  it("shows a skeleton while it loads", () => {
    answers.own = () => new Promise(() => {});
    renderPage();
    expect(screen.getByRole("status", { name: "Loading your insight" })).toBeInTheDocument();
  });

  it("sends a talent without a profile to the wizard", async () => {
    answers.own = () => Promise.resolve(noProfile);
    renderPage();
    expect(await screen.findByRole("heading", { name: "No profile yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
  });

  it("says when nothing was counted yet", async () => {
    answers.own = () => Promise.resolve(withProfile);
    answers.insight = (days) => Promise.resolve(insightOf([], "2026-12-01", days));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Nothing counted yet" })).toBeInTheDocument();
  });

  it("says when the counts could not be loaded", async () => {
    answers.own = () => Promise.resolve(withProfile);
    answers.insight = () => Promise.reject(new ApiError("INTERNAL", "Something broke", 500));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your insight");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows each kind with its total, a chart named by its summary, and a table of every day", async () => {
    answers.own = () => Promise.resolve(withProfile);
    answers.insight = (days) => Promise.resolve(insight(days));
    renderPage();
    const views = await screen.findByRole("region", { name: "Profile views" });
    expect(views).toHaveTextContent("8 in the last 30 days");
    expect(within(views).getByRole("img")).toHaveAccessibleName(
      "Profile views per day over the last 30 days: 8 in total, the most on November 28, 2026 (5).",
    );
    expect(
      within(screen.getByRole("region", { name: "Comp card downloads" })).getByRole("img"),
    ).toHaveAccessibleName("Comp card downloads per day over the last 30 days: none yet.");

    await userEvent.click(within(views).getByRole("button", { name: "Table" }));
    expect(within(views).getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    const table = within(views).getByRole("table", { name: "Profile views per day, last 30 days" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(30);
    expect(rows.slice(0, 4)).toEqual([
      ["December 1, 2026", "3"],
      ["November 30, 2026", "0"],
      ["November 29, 2026", "0"],
      ["November 28, 2026", "5"],
    ]);
    expect(rows.at(-1)).toEqual(["November 2, 2026", "0"]);
  });

  it("switches to 90 days", async () => {
    answers.own = () => Promise.resolve(withProfile);
    answers.insight = (days) => Promise.resolve(insight(days));
    renderPage();
    await screen.findByRole("region", { name: "Profile views" });
    const ninety = screen.getByRole("button", { name: "Last 90 days" });
    expect(ninety).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(ninety);
    expect(ninety).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("region", { name: "Profile views" })).toHaveTextContent(
      "8 in the last 90 days",
    );
    expect(await screen.findAllByText("in the last 90 days")).toHaveLength(4);
  });
});

describe("a kind's summary", () => {
  it("adds up the days and names the busiest, the latest of equal ones", () => {
    const { series } = insightOf(
      [
        { day: "2026-11-29", kind: "view", count: 2 },
        { day: "2026-11-30", kind: "view", count: 2 },
      ],
      "2026-12-01",
      30,
    );
    expect(summaryOf(series, "view")).toEqual({ total: 4, peak: { day: "2026-11-30", count: 2 } });
    expect(summaryOf(series, "inquiry")).toEqual({ total: 0, peak: null });
  });
});
