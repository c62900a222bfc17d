import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewFinding } from "#shared/review-checks/review-findings.schema";
import { ReviewFindingsPanel } from "./review-findings-panel.tsx";

const answers = vi.hoisted(() => ({ findings: (): Promise<unknown> => new Promise(() => {}) }));
vi.mock("./review-findings-api.ts", () => ({
  reviewFindingsQueryOptions: (id: string) => ({
    queryKey: ["admin", "review-findings", id],
    queryFn: () => answers.findings(),
  }),
}));

const nudity: ReviewFinding = {
  id: "f1",
  createdAt: "2026-11-27T10:15:00.000Z",
  details: {
    check: "nudity-likely",
    mediaId: "img-1",
    url: "/media/images/img-1/1280.webp",
    score: 0.873,
    threshold: 0.8,
    scores: { porn: 0.612, hentai: 0.011, sexy: 0.25 },
  },
};

afterEach(cleanup);

describe("the review checks' panel", () => {
  it("shows a nudity finding with its scores, the picture and when the check ran, and decides nothing", async () => {
    answers.findings = () => Promise.resolve([nudity]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ReviewFindingsPanel talentId="t1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole("region", { name: /Review checks/ });
    expect(await within(panel).findByText("Nudity likely")).toBeInTheDocument();
    expect(
      within(panel).getByText(
        "The model rates nudity likely: 87% (porn 61%, hentai 1%, sexy 25%; flagged from 80%). Artistic nudes may be fine: you decide.",
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("img", { name: "The picture on this profile" })).toHaveAttribute(
      "src",
      nudity.details.check === "nudity-likely" ? nudity.details.url : "",
    );
    expect(panel).toHaveTextContent(/Nudity likely · Checked \S/);
    expect(within(panel).getByText("(1 finding)")).toBeInTheDocument();
  });
});
