import { useRef, useState } from "react";
import type { Talent } from "#shared/talents/talent.schema";

/** Of the profile held and an answer just received, the newer: an older answer never wins. */
export function newestOf<T extends Talent | null | undefined>(held: T, next: Talent): Talent {
  return held && held.id === next.id && held.updatedAt > next.updatedAt ? held : next;
}

/**
 * The profile as last stored. Answers can arrive out of order (a description saved while a file
 * uploads): the newest save wins. `latest()` reads it at once, before the next render.
 */
export function useNewestSave(initial: Talent | null) {
  const [saved, setSaved] = useState(initial);
  const latest = useRef(initial);
  const store = (next: Talent) => {
    latest.current = newestOf(latest.current, next);
    setSaved(latest.current);
  };
  return { saved, store, latest: () => latest.current };
}
