import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { UNIT_PREFERENCE_STORAGE_KEY } from "#shared/measurements/unit-preference";
import { TalentMeasurements } from "./talent-measurements.tsx";

const measurements: Measurements = {
  height: 175,
  waist: 61.5,
  hips: 87.63,
  shoeSize: 36,
  shoeChart: "women",
  dressSize: 36,
  hairColour: "dark-blonde",
  eyeColour: "hazel",
  lengthUnits: "metric",
  sizeSystem: "eu",
};

const block = (m: Measurements = measurements, updatedAt: string | null = "2026-11-20T09:30:00.000Z") => (
  <TalentMeasurements measurements={m} updatedAt={updatedAt} />
);

/** Each measurement's name and value as the block lists them. */
function shown(container: HTMLElement = document.body): Record<string, string> {
  const values: Record<string, string> = {};
  for (const term of container.querySelectorAll("dt")) {
    values[term.textContent ?? ""] = term.nextElementSibling?.textContent ?? "";
  }
  return values;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a profile's measurements", () => {
  it("read in cm and EU sizes until the visitor chooses, with the day they were updated", () => {
    render(block());
    expect(screen.getByRole("heading", { level: 2, name: "Measurements" })).toBeInTheDocument();
    expect(shown()).toEqual({
      Height: "175 cm",
      Waist: "61.5 cm",
      Hips: "88 cm",
      "Dress size": "EU 36",
      "Shoe size": "EU 36",
      "Hair colour": "Dark blonde",
      "Eye colour": "Hazel",
    });
    expect(screen.getByRole("radio", { name: "cm, EU sizes" })).toBeChecked();
    expect(screen.getByText("Measurements updated November 20, 2026")).toBeInTheDocument();
  });

  it("switch to the visitor's choice of units, and keep it for the next profile", async () => {
    const user = userEvent.setup();
    render(block());
    await user.click(screen.getByRole("radio", { name: "ft and in, UK sizes" }));
    // UK and US sizes wait for the size charts, which load on the first such choice.
    await waitFor(() =>
      expect(shown()).toMatchObject({
        Height: "5 ft 9 in",
        Waist: "24 in",
        Hips: "34.5 in",
        "Dress size": "UK 10",
        "Shoe size": "UK 4",
      }),
    );
    await user.click(screen.getByRole("radio", { name: "ft and in, US sizes" }));
    expect(shown()).toMatchObject({ "Dress size": "US 6", "Shoe size": "US 6 (Women's sizes)" });
    expect(localStorage.getItem(UNIT_PREFERENCE_STORAGE_KEY)).toBe("imperial-us");

    cleanup();
    render(block());
    expect(screen.getByRole("radio", { name: "ft and in, US sizes" })).toBeChecked();
    expect(shown()).toMatchObject({ Height: "5 ft 9 in" });
  });

  it("render the default on the server and hydrate with it, then show the stored choice", async () => {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, "imperial-uk");
    const html = renderToString(block());
    expect(html).toContain("175 cm");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // A mismatch would be logged as an error, which fails the test.
    const root = await act(async () => hydrateRoot(container, block()));
    await waitFor(() => expect(shown(container)).toMatchObject({ Height: "5 ft 9 in", "Shoe size": "UK 4" }));
    act(() => root.unmount());
    container.remove();
  });

  it("show nothing when none are given, and no date when there is none", () => {
    const { container } = render(block({ lengthUnits: "imperial", sizeSystem: "us" }));
    expect(container).toBeEmptyDOMElement();
    cleanup();
    render(block({ height: 180, lengthUnits: "metric", sizeSystem: "eu" }, null));
    expect(shown()).toEqual({ Height: "180 cm" });
    expect(screen.queryByText(/Measurements updated/)).not.toBeInTheDocument();
  });
});
