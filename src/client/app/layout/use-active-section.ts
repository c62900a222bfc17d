import { useEffect, useState } from "react";
import { HOME_SECTIONS } from "./nav-items.ts";

const OFFSET = 150;

/**
 * On home, the section in view: the last one whose top has passed a line 150 px above mid-screen.
 * Returns null elsewhere.
 */
export function useActiveSection(enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(enabled ? "home" : null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const update = () => {
      const line = window.innerHeight / 2 - OFFSET;
      let current: string = HOME_SECTIONS[0];
      for (const id of HOME_SECTIONS) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [enabled]);
  return active;
}
