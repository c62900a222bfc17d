import { useDeferredValue, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once the page runs in the
 * browser (at once on a page the browser renders itself). For what only a browser can show or do.
 * After hydrating, React re-renders a component whose store answer changed at once, in one task; the
 * deferred value lets what appears with `true` (the cookie banner, a card's actions) render later, in
 * short slices (ADR 63).
 */
export const useHydrated = (): boolean =>
  useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  );
