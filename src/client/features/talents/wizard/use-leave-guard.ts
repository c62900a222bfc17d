import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * While `dirty`, leaving the page asks first: a link to another page is held (the blocker, for the
 * caller's dialog to proceed or reset) and closing or reloading the tab gets the browser's question.
 * `leave(action)` runs a navigation that needs no question (the step was just saved).
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const leave = (action: () => void) => {
    leaving.current = true;
    action();
  };
  return { blocker, leave };
}
