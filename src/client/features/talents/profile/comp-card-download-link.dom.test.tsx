import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNIT_PREFERENCE_STORAGE_KEY } from "#shared/measurements/unit-preference";
import { CompCardDownloadLink } from "./comp-card-download-link.tsx";

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
});
