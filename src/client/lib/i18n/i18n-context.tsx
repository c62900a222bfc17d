import type { I18n } from "@lingui/core";
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { Language } from "#shared/i18n/languages";
import { browserI18n } from "./browser-i18n.ts";

type I18nState = { i18n: I18n; language: Language };

const I18nContext = createContext<I18nState | null>(null);

/**
 * The page's language and its Lingui instance, for everything below (the browser's, or one per server
 * render). Messages loaded later (a route's area, the catalogs that follow a server-rendered page)
 * render everything below again, as a transition: React renders it in short slices and keeps the
 * page responsive meanwhile (ADR 61).
 */
export function I18nProvider({ i18n, language, children }: I18nState & { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  useEffect(() => i18n.on("change", () => startTransition(() => setVersion((v) => v + 1))), [i18n]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value on every load, so readers render again.
  const value = useMemo(() => ({ i18n, language }), [i18n, language, version]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and Lingui instance; outside a provider (a component test), the browser's. */
export function useI18n(): I18nState {
  return useContext(I18nContext) ?? browserI18n();
}
