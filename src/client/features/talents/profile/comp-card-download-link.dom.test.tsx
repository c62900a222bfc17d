import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#client/lib/i18n/i18n-context.tsx";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n } from "#shared/i18n/translator";
import { UNIT_PREFERENCE_STORAGE_KEY } from "#shared/measurements/unit-preference";
import type { PublicTalent } from "#shared/talents/talent.schema";
import { CompCardDownloadLink } from "./comp-card-download-link.tsx";
import { TalentProfileView } from "./talent-profile-view.tsx";

const talent: PublicTalent = {
  id: "t1",
  slug: "lena-t1",
  name: "Lena Hartmann",
  image: null,
  category: "visual-arts-media",
  subcategory: "model",
  location: "",
  age: null,
  bio: "",
  languages: [],
  badges: [],
  paymentOptions: [],
  specifics: {},
  measurements: { lengthUnits: "metric", sizeSystem: "eu" },
  measurementsUpdatedAt: null,
  compCardDownload: true,
  gallery: [],
  contact: { email: "", instagram: "", showEmail: false },
  inquiriesEnabled: false,
  joined: "2026-01-01",
  featured: false,
  featuredOrder: null,
  isTopTalent: false,
  status: "approved",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const link = () => screen.getByRole("link", { name: "Download comp card" });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the public comp card download", () => {
  it("asks for an A5 card in cm and EU sizes, in the page's language, until the visitor chooses", () => {
    render(<CompCardDownloadLink slug="lena-t1" />);
    expect(link()).toHaveAttribute("href", "/api/talents/lena-t1/comp-card?paper=a5&units=metric-eu&lang=en");
    expect(link()).toHaveAttribute("download");
  });

  it("carries the visitor's unit choice, on US half-letter for US sizes", () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-us");
    render(<CompCardDownloadLink slug="lena-t1" />);
    expect(link()).toHaveAttribute(
      "href",
      "/api/talents/lena-t1/comp-card?paper=half-letter&units=imperial-us&lang=en",
    );
    cleanup();
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-uk");
    render(<CompCardDownloadLink slug="lena-t1" />);
    expect(link()).toHaveAttribute(
      "href",
      "/api/talents/lena-t1/comp-card?paper=a5&units=imperial-uk&lang=en",
    );
  });

  it("asks for the card in the page's language", () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-uk");
    render(
      <I18nProvider i18n={createI18n("de", compiledMessages("de", ["site"]))} language="de">
        <CompCardDownloadLink slug="lena-t1" />
      </I18nProvider>,
    );
    expect(screen.getByRole("link", { name: "Sedcard herunterladen" })).toHaveAttribute(
      "href",
      "/api/talents/lena-t1/comp-card?paper=a5&units=imperial-uk&lang=de",
    );
  });
});

describe("the public profile's comp card download", () => {
  const profile = (compCardDownload: boolean) => (
    <MemoryRouter>
      <TalentProfileView talent={{ ...talent, compCardDownload }} />
    </MemoryRouter>
  );

  it("is offered only where the talent allows it", () => {
    render(profile(false));
    expect(screen.queryByRole("link", { name: "Download comp card" })).not.toBeInTheDocument();
    cleanup();
    render(profile(true));
    expect(link()).toHaveAttribute("href", "/api/talents/lena-t1/comp-card?paper=a5&units=metric-eu&lang=en");
  });
});
