import { describe, expect, it } from "vitest";
import { boundInUnits, cmOfBound, euOfShoeBound, shoeBoundInSystem } from "./measurement-filter-units.ts";

describe("the measurement filters' units", () => {
  it("turn a bound in inches into whole centimetres that keep a talent measured on it", () => {
    // 34 in = 86.36 cm; 69 in (5 ft 9 in) = 175.26 cm.
    expect(cmOfBound(34, "imperial", "min")).toBe(86);
    expect(cmOfBound(34, "imperial", "max")).toBe(87);
    expect(cmOfBound(69, "imperial", "min")).toBe(175);
    expect(cmOfBound(25, "imperial", "min")).toBe(63);
    expect(cmOfBound(25, "imperial", "max")).toBe(64);
    expect(cmOfBound(86, "metric", "min")).toBe(86);
    expect(cmOfBound(86.5, "metric", "max")).toBe(87);
  });

  it("read each bound back as the half inch it was typed as", () => {
    for (let halves = 40; halves <= 200; halves++) {
      const inches = halves / 2;
      expect(boundInUnits(cmOfBound(inches, "imperial", "min"), "imperial", "min")).toBe(inches);
      expect(boundInUnits(cmOfBound(inches, "imperial", "max"), "imperial", "max")).toBe(inches);
    }
    expect(boundInUnits(175, "imperial", "min", 1)).toBe(69);
    expect(boundInUnits(86, "metric", "min")).toBe(86);
  });

  it("choose a shoe size's EU bounds from every row it stands for", () => {
    expect(euOfShoeBound("shoe-women", "uk", 4, "min")).toBe(36);
    expect(euOfShoeBound("shoe-women", "uk", 4, "max")).toBe(36.5);
    expect(euOfShoeBound("shoe-men", "us", 10, "min")).toBe(42.5);
    expect(euOfShoeBound("shoe-women", "eu", 38.5, "max")).toBe(38.5);
    expect(euOfShoeBound("shoe-women", "uk", 1, "min")).toBeUndefined();
    expect(shoeBoundInSystem("shoe-women", 36, "uk")).toBe(4);
  });
});
