import { describe, expect, it } from "vitest";
import { expectConsoleError, loggedConsoleErrors } from "./console-errors.ts";

describe("the console.error guard", () => {
  it("records what a test logs, so an unexpected line can fail it", () => {
    expectConsoleError(/^Could not load: Error: offline$/);
    console.error("Could not load:", new Error("offline"));
    expect(loggedConsoleErrors()).toEqual(["Could not load: Error: offline"]);
  });

  it("starts every test with nothing recorded", () => {
    expect(loggedConsoleErrors()).toEqual([]);
  });
});
