import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import type { OwnTalent } from "#shared/talents/talent-profile.schema";
import type { MyCompCard } from "./comp-card-api.ts";
import { CompCardPage } from "./comp-card-page.tsx";

const answers = vi.hoisted(() => ({
  card: (): Promise<unknown> => new Promise(() => {}),
  own: (): Promise<unknown> => new Promise(() => {}),
}));
vi.mock("./comp-card-api.ts", async (original) => {
  const module = await original<typeof import("./comp-card-api.ts")>();
  return {
    ...module,
    myCompCardQueryOptions: () => ({
      queryKey: module.compCardKeys.settings(),
      queryFn: () => answers.card(),
    }),
  };
});
vi.mock("../dashboard/my-talent-api.ts", () => ({
  myTalentQueryOptions: () => ({ queryKey: ["me", "talent"], queryFn: () => answers.own() }),
}));

const card: MyCompCard = {
  settings: { pictures: [], paper: "a5", units: "metric-eu", printEmail: false, publicDownload: true },
  pictures: [],
  available: false,
};
const noProfile: OwnTalent = { talent: null, liveVersion: null, removal: null, takeDown: null };
/** A profile waiting for its first approval (the page reads only its status). */
const pending = { ...noProfile, talent: { id: "t1", status: "pending" } };

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CompCardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("the comp card page", () => {
  it("shows a skeleton while it loads", () => {
    renderPage();
    expect(screen.getByRole("status", { name: "Loading your comp card" })).toBeInTheDocument();
  });

  it("sends a talent without a profile to the wizard", async () => {
    answers.card = () => Promise.reject(new ApiError("NOT_FOUND", "No profile", 404));
    answers.own = () => Promise.resolve(noProfile);
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "You have no talent profile yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create my profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
  });

  it("says the card comes with the first approval", async () => {
    answers.card = () => Promise.resolve(card);
    answers.own = () => Promise.resolve(pending);
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "Available once your profile is approved" }),
    ).toBeInTheDocument();
  });

  it("says when the card could not be loaded, with Try again", async () => {
    answers.card = () => Promise.reject(new ApiError("INTERNAL", "Something broke", 500));
    answers.own = () => Promise.resolve(pending);
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your comp card");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
