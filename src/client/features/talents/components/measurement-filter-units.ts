import { CM_PER_INCH, cmFromInches } from "#shared/measurements/lengths";
import { type SizeChart, sizeInSystem, sizeRows } from "#shared/measurements/sizes";
import type { LengthUnits, SizeSystem } from "#shared/measurements/units";

/** The lower or the upper end of a range. */
export type Bound = "min" | "max";

/** Rounding slack: inches times 2.54 is not always exact in binary. */
const EPSILON = 1e-9;

/**
 * The whole centimetres of a bound the visitor typed in their units, as the URL carries it: a lower
 * bound rounded down and an upper one up, so a talent measured exactly on the bound is found
 * (34 in is 86.36 cm: "from 34 in" is bustMin=86).
 */
export function cmOfBound(value: number, units: LengthUnits, bound: Bound): number {
  const cm = units === "metric" ? value : cmFromInches(value);
  return bound === "min" ? Math.floor(cm + EPSILON) : Math.ceil(cm - EPSILON);
}

/**
 * A bound of the URL in the visitor's units: centimetres as they are; in inches the half inch it was
 * typed as (bustMin=86 reads "from 34 in" again).
 */
export function boundInUnits(cm: number, units: LengthUnits, bound: Bound, step = 0.5): number {
  if (units === "metric") return cm;
  const steps = cm / CM_PER_INCH / step;
  return (bound === "min" ? Math.ceil(steps - EPSILON) : Math.floor(steps + EPSILON)) * step;
}

/**
 * The EU size of a shoe-size bound chosen in a system: the smallest EU size of that size's rows for a
 * lower bound, the largest for an upper one (UK 4 is EU 36 and 36.5).
 */
export function euOfShoeBound(
  chart: SizeChart,
  system: SizeSystem,
  size: number,
  bound: Bound,
): number | undefined {
  const eu = sizeRows(chart)
    .filter((row) => row[system] === size)
    .map((row) => row.eu);
  if (eu.length === 0) return undefined;
  return bound === "min" ? Math.min(...eu) : Math.max(...eu);
}

/** A shoe-size bound of the URL (EU) in the visitor's system; nothing for a size no row holds. */
export const shoeBoundInSystem = (chart: SizeChart, eu: number, system: SizeSystem): number | undefined =>
  sizeInSystem(chart, eu, system);
