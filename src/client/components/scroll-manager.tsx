import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the top when the path changes without a hash, or to the hash's element. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path must scroll even when the hash is unchanged
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
