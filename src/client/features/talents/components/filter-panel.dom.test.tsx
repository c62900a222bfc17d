import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNIT_PREFERENCE_STORAGE_KEY } from "#shared/measurements/unit-preference";
import {
  parseTalentFilters,
  type TalentFilters,
  talentFiltersToSearchParams,
} from "#shared/talents/talent-filter-params";
import { FilterPanel } from "./filter-panel.tsx";

/** The panel on a URL's filters; `applied` is the query Apply would put in the URL. */
function renderPanel(query = "") {
  const onApply = vi.fn<(filters: TalentFilters) => void>();
  const onReset = vi.fn();
  render(
    <FilterPanel
      filters={parseTalentFilters(new URLSearchParams(query))}
      facets={undefined}
      onApply={onApply}
      onReset={onReset}
    />,
  );
  const applied = () => talentFiltersToSearchParams(onApply.mock.lastCall?.[0] ?? {}).toString();
  return { onApply, onReset, applied };
}

/** The filters' lazy part may take a moment to load on a busy machine. */
const LOADED = { timeout: 10_000 };

async function openGroup(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByText(name, { selector: "summary" }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the measurement filters", { timeout: 20_000 }, () => {
  it("turn bounds typed in inches into whole centimetres in the URL", async () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-uk");
    const user = userEvent.setup();
    const { applied } = renderPanel();
    await openGroup(user, "Measurements");
    await user.type(await screen.findByLabelText("Bust / chest from", {}, LOADED), "34");
    await user.type(screen.getByLabelText("Waist to"), "25.5");
    await user.selectOptions(screen.getByLabelText("Shoe size from"), "UK 4");
    await user.click(screen.getByRole("checkbox", { name: "Red" }));
    await user.click(screen.getByRole("checkbox", { name: "Green" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // 34 in = 86.36 cm, 25.5 in = 64.77 cm; UK 4 is EU 36 and 36.5.
    expect(applied()).toBe("bustMin=86&waistMax=65&shoeMin=36&hair=red&eyes=green");
  });

  it("show the URL's bounds in the visitor's units, and follow a switch of units", async () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-uk");
    const user = userEvent.setup();
    renderPanel("bustMin=86&hipsMax=95&shoeMax=36.5");
    await openGroup(user, "Measurements");
    expect(await screen.findByLabelText("Bust / chest from", {}, LOADED)).toHaveValue("34");
    expect(screen.getByLabelText("Hips to")).toHaveValue("37");
    expect(screen.getByLabelText("Shoe size to")).toHaveDisplayValue("UK 4");
    await user.click(screen.getByRole("radio", { name: "cm, EU sizes" }));
    expect(screen.getByLabelText("Bust / chest from")).toHaveValue("86");
    expect(screen.getByLabelText("Shoe size to")).toHaveDisplayValue("EU 36.5");
    expect(localStorage.getItem(UNIT_PREFERENCE_STORAGE_KEY)).toBe("metric-eu");
  });

  it("take the height in feet and inches for an imperial reader, and in centimetres otherwise", async () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-us");
    const user = userEvent.setup();
    const { applied } = renderPanel("heightMax=190");
    await openGroup(user, "Height (visual arts)");
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Height from" }, LOADED),
      "5 ft 9 in",
    );
    expect(screen.getByRole("combobox", { name: "Height to" })).toHaveDisplayValue("6 ft 2 in");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(applied()).toBe("heightMin=175&heightMax=190");

    cleanup();
    localStorage.clear();
    const metric = renderPanel();
    await user.type(screen.getByRole("spinbutton", { name: "Height from" }), "170");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(metric.applied()).toBe("heightMin=170");
  });

  it("are cleared with the others by Reset", async () => {
    const user = userEvent.setup();
    const { onReset } = renderPanel("bustMin=86&hair=red");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(onReset).toHaveBeenCalled();
  });
});
