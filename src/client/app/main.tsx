import "#client/styles.css";
import { hydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { setAreaLoader } from "#client/lib/i18n/area-loader.ts";
import {
  addMessages,
  browserI18n,
  messagesArriving,
  siteMessagesLoaded,
} from "#client/lib/i18n/browser-i18n.ts";
import { type ClientArea, loadMessageAreas } from "#client/lib/i18n/message-areas.ts";
import { languageBase } from "#shared/i18n/languages";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { routes } from "./router.tsx";
import type { PageState } from "./server-render.tsx";
import { HYDRATION_WARM_UPS } from "./warm-ups.ts";

/** The id of the data block a server-rendered page carries (see src/server/http/page-render.ts). */
const STATE_ID = "vitrine-state";

const { i18n, language } = browserI18n();
/** German pages live under /de: the router works inside that prefix, so every link keeps the language. */
const basename = languageBase(language) || undefined;

/**
 * The page language's message areas, each loaded once: `site` before the first render (or, on a
 * server-rendered page, which brings the messages it shows, right after hydrating), others with
 * their routes.
 */
const loadedAreas = new Map<ClientArea, Promise<void>>();
/** While a server-rendered page hydrates with its own messages, its routes do not wait for areas. */
let hydratingWithOwnMessages = false;
async function loadPageAreas(areas: readonly ClientArea[]): Promise<void> {
  const loading = Promise.all(
    areas.map((area) => {
      let pending = loadedAreas.get(area);
      if (!pending) {
        pending = loadMessageAreas(language, [area]).then(addMessages);
        loadedAreas.set(area, pending);
        if (area !== "site") messagesArriving(pending);
      }
      return pending;
    }),
  );
  if (!hydratingWithOwnMessages) await loading;
}
setAreaLoader(loadPageAreas);

/** The page's lazy route modules, loaded before hydrating so the first render matches the server's. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Answers that failed on the server (a profile that is not public) are shown as the server showed
 * them while hydrating, then asked for again with the visitor's cookies: an owner sees their own
 * profile that is waiting for review.
 */
function AskAgainAfterHydration({ queryClient, keys }: { queryClient: QueryClient; keys: QueryKey[] }) {
  useEffect(() => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [queryClient, keys]);
  return null;
}

/**
 * Gives the main thread back for a moment, so the steps before hydrating (reading the page's data,
 * loading its routes, the warm-ups, creating the router) are short tasks of their own, not one long
 * one (ADR 61).
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const stateBlock = document.getElementById(STATE_ID);
  const site = loadPageAreas(["site"]).then(siteMessagesLoaded);
  const app = (router: ReturnType<typeof createBrowserRouter>, failed: QueryKey[] = []) => (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} language={language}>
        <RouterProvider router={router} />
        <AskAgainAfterHydration queryClient={queryClient} keys={failed} />
      </Providers>
    </StrictMode>
  );
  if (!stateBlock?.textContent) {
    await site;
    createRoot(root).render(app(createBrowserRouter(routes, { basename })));
    return;
  }
  await yieldToMain();
  const state = JSON.parse(stateBlock.textContent) as PageState;
  // The server's response cache drops a page as soon as its data changes (ADR 24), so the embedded
  // answers are current: they count as fetched now, whatever this device's clock says.
  const now = Date.now();
  for (const query of state.queries.queries) {
    if (query.state.status === "success") query.state.dataUpdatedAt = now;
  }
  hydrate(queryClient, state.queries);
  const failed = state.queries.queries.filter((q) => q.state.status === "error").map((q) => q.queryKey);
  for (const queryKey of failed) queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  // The page's own messages came with it: it hydrates without waiting for the catalogs, which follow.
  addMessages(state.messages);
  hydratingWithOwnMessages = true;
  await loadMatchedRoutes();
  hydratingWithOwnMessages = false;
  for (const warmUp of HYDRATION_WARM_UPS) {
    await yieldToMain();
    warmUp(language);
  }
  await yieldToMain();
  const router = createBrowserRouter(routes, { basename });
  await yieldToMain();
  // In a transition, React hydrates the page's frame in slices too; a click or key press on it before
  // then makes React hydrate it at once and replay the event, as with the parts (ADR 61, ADR 63).
  startTransition(() => {
    hydrateRoot(root, app(router, failed));
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
void start(root);
