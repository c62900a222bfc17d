import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "#client/lib/toast.ts";
import type { Talent } from "#shared/talents/talent.schema";
import { createMyTalent, saveMyTalent } from "../dashboard/my-talent-api.ts";
import { ProfileWizard } from "./profile-wizard.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock("../dashboard/my-talent-api.ts", () => ({ createMyTalent: vi.fn(), saveMyTalent: vi.fn() }));

const account = { email: "lena@example.com", name: "Lena" };
const talent: Talent = {
  id: "t1",
  slug: "lena",
  name: "Lena Hartmann",
  image: null,
  category: "visual-arts-media",
  subcategory: "model",
  location: "Munich",
  place: null,
  age: 24,
  bio: "Model.",
  languages: ["de"],
  badges: [],
  paymentOptions: ["PAY"],
  specifics: { height: 176, services: ["Runway"] },
  measurements: { height: 176, lengthUnits: "metric", sizeSystem: "eu" },
  measurementsUpdatedAt: null,
  gallery: [],
  contact: { email: "", instagram: "lena.h", showEmail: true },
  inquiriesEnabled: true,
  joined: "2026-01-01",
  featured: false,
  featuredOrder: null,
  isTopTalent: false,
  status: "pending",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  userId: "u1",
  rejectionReason: null,
  compCardDownload: false,
};

function renderWizard(existing: Talent | null = talent) {
  const onFinished = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/profile",
        element: (
          <>
            <Link to="/dashboard/settings">Settings</Link>
            <ProfileWizard
              talent={existing}
              liveVersion={null}
              account={account}
              onCreated={vi.fn()}
              onFinished={onFinished}
            />
          </>
        ),
      },
      { path: "/dashboard/settings", element: <h1>Settings</h1> },
    ],
    { initialEntries: ["/dashboard/profile"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onFinished };
}

const heading = (name: string) => screen.getByRole("heading", { level: 2, name });
const button = (name: string) => screen.getByRole("button", { name });
const stepButton = (name: RegExp) =>
  within(screen.getByRole("navigation", { name: "Profile steps" })).getByRole("button", { name });
const question = () => screen.queryByRole("alertdialog", { name: "Discard unsaved changes?" });

beforeEach(() => {
  vi.mocked(saveMyTalent).mockReset();
  vi.mocked(createMyTalent).mockReset();
  vi.mocked(toast.success).mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(cleanup);

// A wizard renders much per keystroke: more than the default time on a busy machine.
describe("the profile wizard's steps", { timeout: 20_000 }, () => {
  it("asks before a changed step is left, keeps the change on Keep editing and drops it on Discard", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText("Location"), " Süd");
    await user.click(stepButton(/Contact/));
    expect(question()).toBeInTheDocument();
    await user.click(button("Keep editing"));
    expect(question()).not.toBeInTheDocument();
    expect(heading("General")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveValue("Munich Süd");

    await user.click(stepButton(/Contact/));
    await user.click(button("Discard changes"));
    expect(heading("Contact")).toBeInTheDocument();
    await user.click(stepButton(/General/));
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveValue("Munich");
  });

  it("counts a change undone as no change", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText("Location"), "x");
    await user.type(screen.getByLabelText("Location"), "{Backspace}");
    await user.click(stepButton(/Details/));
    expect(question()).not.toBeInTheDocument();
    expect(heading("Details")).toBeInTheDocument();
  });

  it("holds a link to another page while the step is changed, and follows it on Discard", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText("Bio"), " Changed.");
    await user.click(screen.getByRole("link", { name: "Settings" }));
    expect(question()).toBeInTheDocument();
    await user.click(button("Discard changes"));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("sends only the step's fields, then opens the next step with nothing unsaved", async () => {
    const user = userEvent.setup();
    vi.mocked(saveMyTalent).mockResolvedValue({
      ...talent,
      location: "Berlin",
      updatedAt: "2026-01-02T00:00:00.000Z",
    });
    renderWizard();
    await user.clear(screen.getByLabelText("Location"));
    await user.type(screen.getByLabelText("Location"), " Berlin ");
    await user.click(button("Save & Continue"));
    expect(await screen.findByRole("heading", { level: 2, name: "Details" })).toBeInTheDocument();
    expect(saveMyTalent).toHaveBeenCalledWith("t1", {
      name: "Lena Hartmann",
      age: 24,
      location: "Berlin",
      // Typed, not chosen from the suggestions: free text, no place.
      placeId: null,
      bio: "Model.",
      submit: undefined,
    });
    expect(toast.success).toHaveBeenCalledWith("General information saved.");
    expect(button("Save & Continue")).toHaveFocus();
    await user.click(button("Back"));
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveValue("Berlin");
  });

  it("shows a refused field's message beside it, sends nothing and leaves the focus on the button", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "2x");
    await user.click(button("Save & Continue"));
    expect(await screen.findByText("Age must be a whole number")).toBeInTheDocument();
    expect(screen.getByLabelText("Age")).toHaveAttribute("aria-invalid", "true");
    expect(button("Save & Continue")).toHaveFocus();
    expect(saveMyTalent).not.toHaveBeenCalled();
    expect(heading("General")).toBeInTheDocument();
  });

  it("clears the sub-category and the specifics when the category changes, and asks for a sub-category", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(stepButton(/Category/));
    expect(screen.getByLabelText("Height (cm)")).toHaveValue("176");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "performing-arts");
    expect(screen.getByRole("combobox", { name: "Sub-category" })).toHaveValue("");
    expect(screen.queryByLabelText("Height (cm)")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Genre"), "Soul");
    await user.click(button("Save & Continue"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Sub-category" })).toHaveAccessibleDescription(
        "Choose a sub-category",
      ),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Sub-category" }), "singer");
    vi.mocked(saveMyTalent).mockResolvedValue({ ...talent, updatedAt: "2026-01-02T00:00:00.000Z" });
    await user.click(button("Save & Continue"));
    await waitFor(() =>
      expect(saveMyTalent).toHaveBeenCalledWith("t1", {
        category: "performing-arts",
        subcategory: "singer",
        specifics: { services: ["Runway"], genre: "Soul" },
        submit: undefined,
      }),
    );
  });

  it("keeps the Instagram name without @ as it is typed, and Finish submits the profile", async () => {
    const user = userEvent.setup();
    const finished = { ...talent, updatedAt: "2026-01-02T00:00:00.000Z" };
    vi.mocked(saveMyTalent).mockResolvedValue(finished);
    const { onFinished } = renderWizard();
    await user.click(stepButton(/Contact/));
    await user.clear(screen.getByLabelText("Instagram username"));
    await user.type(screen.getByLabelText("Instagram username"), "@lena.models");
    expect(screen.getByLabelText("Instagram username")).toHaveValue("lena.models");
    await user.click(button("Finish"));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(saveMyTalent).toHaveBeenCalledWith("t1", {
      contact: { email: "lena@example.com", instagram: "lena.models", showEmail: true },
      submit: true,
    });
  });
});
