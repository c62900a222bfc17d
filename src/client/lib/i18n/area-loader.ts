import type { ClientArea } from "./areas.ts";

type AreaLoader = (areas: readonly ClientArea[]) => Promise<void>;

// The server renders with every catalog loaded already: there, loading areas does nothing.
let loader: AreaLoader = async () => {};

/** Sets how the browser loads a route's message areas (src/client/app/main.tsx). */
export function setAreaLoader(load: AreaLoader): void {
  loader = load;
}

/** Loads message areas a route needs beyond `site` (once each), before it renders. */
export const loadAreas = (areas: readonly ClientArea[]): Promise<void> => loader(areas);
