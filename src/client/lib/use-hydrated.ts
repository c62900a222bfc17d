import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once the page runs in the
 * browser (at once on a page the browser renders itself). For what only a browser can show or do.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
