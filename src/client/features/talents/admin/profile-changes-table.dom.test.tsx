import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#client/lib/i18n/i18n-context.tsx";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n } from "#shared/i18n/translator";
import type { Place } from "#shared/places/places.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { ProfileChangesTable } from "./profile-changes-table.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** GET /api/places/{id} as the server answers it, by language. */
const PLACES: Record<string, Record<number, Place>> = {
  en: {
    2867714: {
      id: 2867714,
      name: "Munich",
      label: "Germany",
      country: "DE",
      latitude: 48.1,
      longitude: 11.6,
    },
  },
  de: {
    2867714: {
      id: 2867714,
      name: "München",
      label: "Deutschland",
      country: "DE",
      latitude: 48.1,
      longitude: 11.6,
    },
  },
};

const live: Talent = {
  id: "t1",
  userId: "u1",
  slug: "lena-t1",
  name: "Lena",
  image: null,
  category: "visual-arts-media",
  subcategory: "model",
  location: "Munich",
  place: null,
  age: 24,
  bio: "Model in Munich.",
  languages: ["de"],
  badges: [],
  paymentOptions: ["PAY"],
  specifics: {},
  measurements: { lengthUnits: "metric", sizeSystem: "eu" },
  measurementsUpdatedAt: null,
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
  rejectionReason: null,
  compCardDownload: true,
};
const munich = { id: 2867714, country: "DE", latitude: 48.1, longitude: 11.6 };

function renderTable(submitted: Talent, wrap: (node: ReactNode) => ReactNode = (node) => node) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), "http://localhost");
    const id = Number(url.pathname.split("/").pop());
    const place = PLACES[url.searchParams.get("lang") ?? "en"]?.[id];
    return place ? json(place) : json({ error: { code: "NOT_FOUND", message: "No such place" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      {wrap(<ProfileChangesTable live={live} submitted={submitted} />)}
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("the changes table", () => {
  it("shows a change of place alone by the place's name and country, once the server named it", async () => {
    const fetchMock = renderTable({ ...live, status: "pending", place: munich });
    expect(await within(row("Place")).findByRole("cell", { name: "Munich, Germany" })).toBeInTheDocument();
    expect(within(row("Place")).getByRole("cell", { name: "none" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Location" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/places/2867714");
  });

  it("names the place in the page's language, and by its country while it cannot be named", async () => {
    renderTable({ ...live, place: munich }, (node) => (
      <I18nProvider i18n={createI18n("de", compiledMessages("de"))} language="de">
        {node}
      </I18nProvider>
    ));
    expect(
      await within(row("Verknüpfter Ort")).findByRole("cell", { name: "München, Deutschland" }),
    ).toBeInTheDocument();

    cleanup();
    const paris = { id: 2988507, country: "FR", latitude: 48.9, longitude: 2.3 };
    const fetchMock = renderTable({ ...live, place: paris });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(row("Place")).getByRole("cell", { name: "France" })).toBeInTheDocument();
  });

  it("shows no place and asks for none when the place stays", () => {
    const linked = { ...live, place: munich };
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileChangesTable live={linked} submitted={{ ...linked, location: "München" }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("rowheader", { name: "Location" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Place" })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
