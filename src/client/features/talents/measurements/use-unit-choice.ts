import { useEffect, useState } from "react";
import {
  DEFAULT_UNIT_CHOICE,
  parseUnitChoice,
  serializeUnitChoice,
  UNIT_PREFERENCE_STORAGE_KEY,
  type VisitorUnitChoice,
} from "#shared/measurements/unit-preference";

/** The components showing the choice now, so a change in one shows in all of them. */
const listeners = new Set<(choice: VisitorUnitChoice) => void>();

function storedChoice(): VisitorUnitChoice {
  try {
    return parseUnitChoice(localStorage.getItem(UNIT_PREFERENCE_STORAGE_KEY));
  } catch {
    // Storage switched off: the default, as for a first visit.
    return DEFAULT_UNIT_CHOICE;
  }
}

function chooseUnits(choice: VisitorUnitChoice) {
  try {
    localStorage.setItem(UNIT_PREFERENCE_STORAGE_KEY, serializeUnitChoice(choice));
  } catch {
    // Storage switched off: the choice holds until the page is left.
  }
  for (const listener of listeners) listener(choice);
}

/**
 * The units the visitor reads measurements in, and the way to change them. The server and the first
 * render in the browser show the default, so a server-rendered page hydrates as it was sent; the
 * choice kept in the browser (ADR 48) applies right after. A part the server never renders (one
 * loaded on use) passes `clientOnly` and starts with the choice itself.
 */
export function useUnitChoice({
  clientOnly = false,
} = {}): [VisitorUnitChoice, (choice: VisitorUnitChoice) => void] {
  const [choice, setChoice] = useState<VisitorUnitChoice>(clientOnly ? storedChoice : DEFAULT_UNIT_CHOICE);
  useEffect(() => {
    setChoice(storedChoice());
    listeners.add(setChoice);
    return () => {
      listeners.delete(setChoice);
    };
  }, []);
  return [choice, chooseUnits];
}
