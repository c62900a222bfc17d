import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import { toast } from "#client/lib/toast.ts";
import type { CompCardSettings } from "#shared/comp-cards/comp-card.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { type MyCompCard, saveMyCompCard } from "./comp-card-api.ts";
import { CompCardForm } from "./comp-card-form.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock("./comp-card-api.ts", async (original) => ({
  ...(await original<typeof import("./comp-card-api.ts")>()),
  saveMyCompCard: vi.fn(),
}));
// The QR code is drawn by a package loaded on use: an empty box is enough here.
vi.mock("qrcode", () => ({ toString: vi.fn(async () => "<svg xmlns='http://www.w3.org/2000/svg'/>") }));

const published: Talent = {
  id: "t1",
  slug: "lena-t1",
  name: "Lena Hartmann",
  image: null,
  category: "visual-arts-media",
  subcategory: "model",
  location: "Munich",
  place: null,
  age: 24,
  bio: "",
  languages: ["de", "en"],
  badges: [],
  paymentOptions: ["PAY"],
  specifics: {},
  measurements: { height: 175, waist: 61, lengthUnits: "metric", sizeSystem: "eu" },
  measurementsUpdatedAt: null,
  compCardDownload: true,
  gallery: [],
  contact: { email: "lena@example.com", instagram: "", showEmail: true },
  inquiriesEnabled: true,
  joined: "2026-01-01",
  featured: false,
  featuredOrder: null,
  isTopTalent: false,
  status: "approved",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  userId: "u1",
  rejectionReason: null,
};

const picture = (id: string, description = "") => ({
  id,
  url: `/media/${id}.webp`,
  width: 600,
  height: 800,
  description,
});

const settings: CompCardSettings = {
  pictures: ["p2"],
  paper: "a5",
  units: "metric-eu",
  printEmail: false,
  publicDownload: true,
};

function renderForm(card: Partial<MyCompCard> = {}, changesPending = false) {
  const data: MyCompCard = {
    settings,
    pictures: [picture("p1", "Beach shoot"), picture("p2"), picture("p3"), picture("p4"), picture("p5")],
    available: true,
    ...card,
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CompCardForm
        card={data}
        published={published}
        profileUrl="https://vitrine.example/talents/model/lena-t1"
        email="lena@example.com"
        changesPending={changesPending}
      />
    </QueryClientProvider>,
  );
}

const photo = (name: string) => screen.getByRole("checkbox", { name });
const preview = () => screen.getByTestId("comp-card-preview");
/** The photos on the preview's back, by their text alternatives, in order. */
const backPhotos = () =>
  within(within(preview()).getByText("Back").closest("figure") as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("img")?.getAttribute("alt"));

beforeEach(() => {
  vi.mocked(saveMyCompCard).mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(cleanup);

describe("the comp card form", { timeout: 20_000 }, () => {
  it("names each photo by its description or its place, and lets at most four be chosen", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(photo("Photo 2")).toBeChecked();
    expect(screen.getByText(/1 of 4 chosen/)).toBeInTheDocument();
    await user.click(photo("Beach shoot"));
    await user.click(photo("Photo 3"));
    await user.click(photo("Photo 4"));
    expect(screen.getByText(/4 of 4 chosen/)).toBeInTheDocument();
    expect(photo("Photo 5")).toBeDisabled();
    await user.click(photo("Photo 3"));
    expect(photo("Photo 5")).toBeEnabled();
  });

  it("reorders the chosen photos with Move earlier and Move later, by keyboard too", async () => {
    const user = userEvent.setup();
    renderForm({ settings: { ...settings, pictures: ["p1", "p2", "p3"] } });
    expect(backPhotos()).toEqual(["Beach shoot", "Photo 2", "Photo 3"]);
    expect(screen.getByRole("button", { name: "Move Beach shoot earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Photo 3 earlier" }));
    expect(backPhotos()).toEqual(["Beach shoot", "Photo 3", "Photo 2"]);
    screen.getByRole("button", { name: "Move Beach shoot later" }).focus();
    await user.keyboard("{Enter}");
    expect(backPhotos()).toEqual(["Photo 3", "Beach shoot", "Photo 2"]);
    // The focus stays with the moved photo.
    expect(screen.getByRole("button", { name: "Move Beach shoot later" })).toHaveFocus();
  });

  it("previews the measurements in the chosen units before saving", async () => {
    const user = userEvent.setup();
    renderForm();
    const back = () => within(preview());
    expect(back().getByText("175 cm")).toBeInTheDocument();
    expect(back().getByText("Speaks German and English")).toBeInTheDocument();
    expect(back().getByText("vitrine.example/talents/model/lena-t1")).toBeInTheDocument();
    expect(back().queryByText("lena@example.com")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "ft and in, US sizes" }));
    expect(back().getByText("5 ft 9 in")).toBeInTheDocument();
    expect(back().queryByText("175 cm")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Print my contact e-mail" }));
    expect(back().getByText("lena@example.com")).toBeInTheDocument();
    await waitFor(() =>
      expect(back().getByRole("img", { name: "QR code linking to your profile" })).toHaveAttribute(
        "src",
        expect.stringContaining("data:image/svg+xml"),
      ),
    );
  });

  it("saves the choices as they are and links the PDF in the chosen paper, units and language", async () => {
    const user = userEvent.setup();
    vi.mocked(saveMyCompCard).mockImplementation(async (body) => body);
    renderForm({}, true);
    await user.click(photo("Beach shoot"));
    await user.click(screen.getByRole("radio", { name: /US half letter/ }));
    await user.click(screen.getByRole("radio", { name: "ft and in, UK sizes" }));
    await user.click(
      screen.getByRole("checkbox", { name: "Visitors may download my comp card from my profile" }),
    );
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      "/api/me/comp-card/download?paper=half-letter&units=imperial-uk&lang=en",
    );
    expect(screen.getByText("Your card shows your published profile.")).toBeInTheDocument();
    expect(screen.getByText(/latest changes are waiting for review/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Comp card saved", expect.any(String)));
    expect(vi.mocked(saveMyCompCard).mock.calls[0]?.[0]).toEqual({
      pictures: ["p2", "p1"],
      paper: "half-letter",
      units: "imperial-uk",
      printEmail: false,
      publicDownload: false,
    });
  });

  it("shows the server's refusal of a photo under the photos", async () => {
    const user = userEvent.setup();
    vi.mocked(saveMyCompCard).mockRejectedValue(
      new ApiError(
        "VALIDATION_FAILED",
        "pictures: Choose only photos of your profile's public gallery.",
        400,
      ),
    );
    renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Choose only photos of your profile's public gallery."),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalled();
  });
});
