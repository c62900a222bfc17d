import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminInsight } from "#shared/admin/admin-insight.schema";
import { AdminInsightSection } from "./admin-insight-section.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const week = (weekStart: string, values: Partial<AdminInsight["weeks"][number]> = {}) => ({
  weekStart,
  signUps: { talents: 0, bookers: 0, both: 0 },
  approvals: 0,
  rejections: 0,
  inquiries: 0,
  ...values,
});

const INSIGHT: AdminInsight = {
  weeks: [
    week("2026-11-09", { signUps: { talents: 3, bookers: 1, both: 0 }, approvals: 2, inquiries: 1250 }),
    week("2026-11-16"),
    week("2026-11-23", { signUps: { talents: 0, bookers: 4, both: 2 }, rejections: 5, inquiries: 7 }),
  ],
  review: { waiting: 3, oldestSince: "2026-11-20T10:00:00.000Z", oldestHours: 169 },
  plans: [
    { planId: "starter", active: 0, monthlyCents: 0 },
    { planId: "pro", active: 2, monthlyCents: 7998 },
    { planId: "premium", active: 1, monthlyCents: 6999 },
  ],
};

function stubInsight(...answers: (Response | "offline")[]) {
  const fetchMock = vi.fn(async (_url: string) => {
    const answer = answers.shift();
    if (!answer || answer === "offline") throw new TypeError("Failed to fetch");
    return answer;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminInsightSection />
    </QueryClientProvider>,
  );
}

/** The table of the card titled `title`, after pressing its Table button. */
async function tableOf(title: string) {
  const card = screen.getByRole("region", { name: title });
  fireEvent.click(within(card).getByRole("button", { name: "Table" }));
  return within(card).getByRole("table");
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin dashboard's trends", () => {
  it("shows each chart with its name, and its table view holds the numbers the server sent", async () => {
    const fetchMock = stubInsight(json(INSIGHT));
    renderSection();

    // The first render waits for the chart's lazy chunk too.
    const signUps = await screen.findByRole("region", { name: "Sign-ups per week" }, { timeout: 10_000 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/admin/insight?weeks=12");
    expect(within(signUps).getByRole("img")).toHaveAccessibleName(
      "Sign-ups per week: chart of the last 3 weeks. The table view lists the same numbers.",
    );

    const signUpTable = await tableOf("Sign-ups per week");
    expect(signUpTable).toHaveAccessibleName("Sign-ups per week, last 3 weeks");
    expect(rowsOf(signUpTable)).toEqual([
      ["Week from Monday", "Talents", "Bookers", "Both"],
      ["November 9, 2026", "3", "1", "0"],
      ["November 16, 2026", "0", "0", "0"],
      ["November 23, 2026", "0", "4", "2"],
    ]);
    expect(within(screen.getByRole("region", { name: "Sign-ups per week" })).queryByRole("img")).toBeNull();

    expect(rowsOf(await tableOf("Review decisions per week"))).toEqual([
      ["Week from Monday", "Approved", "Rejected"],
      ["November 9, 2026", "2", "0"],
      ["November 16, 2026", "0", "0"],
      ["November 23, 2026", "0", "5"],
    ]);
    expect(rowsOf(await tableOf("Inquiries per week"))).toEqual([
      ["Week from Monday", "Inquiries"],
      ["November 9, 2026", "1,250"],
      ["November 16, 2026", "0"],
      ["November 23, 2026", "7"],
    ]);
    expect(rowsOf(await tableOf("Monthly recurring revenue"))).toEqual([
      ["Plan", "Active plans", "Monthly revenue"],
      ["Starter", "0", "€0.00"],
      ["Pro", "2", "€79.98"],
      ["Premium", "1", "€69.99"],
      ["Total", "3", "€149.97"],
    ]);

    const review = screen.getByRole("region", { name: "Waiting for review" });
    expect(review).toHaveTextContent("3");
    expect(review).toHaveTextContent(/The oldest has waited 7 days \(since .*2026/);
  });

  it("asks for the chosen range, and says so when a chart has nothing to draw", async () => {
    const quiet = { ...INSIGHT, weeks: INSIGHT.weeks.map((w) => week(w.weekStart)) };
    const fetchMock = stubInsight(json(INSIGHT), json(quiet));
    renderSection();
    await screen.findByRole("region", { name: "Sign-ups per week" });

    const range = screen.getByRole("group", { name: "Time range" });
    fireEvent.click(within(range).getByRole("button", { name: "26 weeks" }));
    await waitFor(() => expect(screen.getByText("Nobody signed up in these weeks.")).toBeInTheDocument());
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("weeks=26");
    expect(within(range).getByRole("button", { name: "26 weeks" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("No inquiries were sent in these weeks.")).toBeInTheDocument();
    const signUps = screen.getByRole("region", { name: "Sign-ups per week" });
    expect(within(signUps).queryByRole("button", { name: "Table" })).toBeNull();
  });

  it("says when the figures cannot be loaded, and loads them on Try again", async () => {
    stubInsight("offline", json(INSIGHT));
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the charts");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Sign-ups per week" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
