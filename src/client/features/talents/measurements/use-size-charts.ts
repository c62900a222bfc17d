import { useEffect, useState } from "react";

type SizeCharts = typeof import("#shared/measurements/sizes");

/** The charts once loaded, for every component that asks after. */
let loaded: SizeCharts | undefined;

/**
 * The size charts, loaded when `needed`: sizes are stored as EU sizes, so a page read in EU sizes
 * (the default, and every server render) needs no chart, and the first visit carries none. Until they
 * arrive, nothing (the caller shows the EU size).
 */
export function useSizeCharts(needed: boolean): SizeCharts | undefined {
  const [charts, setCharts] = useState(loaded);
  useEffect(() => {
    if (!needed || charts) return;
    let current = true;
    void import("#shared/measurements/sizes").then((module) => {
      loaded = module;
      if (current) setCharts(module);
    });
    return () => {
      current = false;
    };
  }, [needed, charts]);
  return charts;
}
