import { describe, expect, it } from "vitest";
import { edgeClearance, placeToast } from "./toast-placement.ts";

const HEIGHT = 844;
const topBar = { top: 0, bottom: 64 };
const bottomNav = { top: HEIGHT - 64, bottom: HEIGHT };
const wizardBar = { top: HEIGHT - 64 - 68, bottom: HEIGHT - 64 };

describe("edgeClearance", () => {
  it("is zero with no bars", () => {
    expect(edgeClearance(HEIGHT, [])).toEqual({ top: 0, bottom: 0 });
  });

  it("reaches past the bars pinned to each edge, stacked bars together, in any order", () => {
    expect(edgeClearance(HEIGHT, [wizardBar, topBar, bottomNav])).toEqual({ top: 64, bottom: 132 });
  });

  it("ignores a bar with a gap to the edge (a static bar in the middle of the page)", () => {
    const midPage = { top: 400, bottom: 468 };
    expect(edgeClearance(HEIGHT, [midPage])).toEqual({ top: 0, bottom: 0 });
    expect(edgeClearance(HEIGHT, [topBar, { top: 90, bottom: 150 }])).toEqual({ top: 64, bottom: 0 });
  });

  it("ignores bars scrolled out of the screen", () => {
    expect(
      edgeClearance(HEIGHT, [
        { top: -200, bottom: -140 },
        { top: 900, bottom: 960 },
      ]),
    ).toEqual({
      top: 0,
      bottom: 0,
    });
  });
});

describe("placeToast", () => {
  it("goes to the top, below the top bar, when the focused control is in the lower half", () => {
    const save = { top: HEIGHT - 64 - 56, bottom: HEIGHT - 64 - 12 };
    expect(placeToast(HEIGHT, save, [topBar, wizardBar, bottomNav])).toEqual({ edge: "top", clearance: 64 });
  });

  it("goes to the bottom, above the bottom bars, when the focused control is in the upper half", () => {
    const share = { top: 80, bottom: 124 };
    expect(placeToast(HEIGHT, share, [topBar, wizardBar, bottomNav])).toEqual({
      edge: "bottom",
      clearance: 132,
    });
  });

  it("goes to the top when nothing is focused", () => {
    expect(placeToast(HEIGHT, null, [bottomNav])).toEqual({ edge: "top", clearance: 0 });
  });
});
