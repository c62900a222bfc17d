import { describe, expect, it } from "vitest";
import { chromeFor } from "./chrome-visibility.ts";

describe("chromeFor", () => {
  it.each([
    ["/", true, true],
    ["/talents", true, true],
    ["/talents/model/lena-hartmann-a3f1", false, true],
    ["/login", false, false],
    ["/signup", false, false],
    ["/verify-email", false, false],
    ["/dashboard/profile", false, false],
    ["/dashboard", false, false],
    ["/about", true, true],
  ])("%s shows the top bar: %s, the footer: %s", (path, topBar, footer) => {
    expect(chromeFor(path)).toEqual({ topBar, footer });
  });
});
