import type { Messages } from "@lingui/core";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { type ApiFetch, createApiClient } from "#client/lib/api.ts";
import { areasOf } from "#client/lib/i18n/areas.ts";
import { LANGUAGES, type Language, languageBase, splitLanguagePath } from "#shared/i18n/languages";
import { serverI18n } from "#shared/i18n/server-i18n";
import { trackingI18n } from "#shared/i18n/tracking-i18n";
import type { ImageAsset } from "#shared/media/media.schema";
import { lcpImageFor, prefetchPageData } from "./page-data.ts";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { routes } from "./router.tsx";
import type { PageHandle } from "./routes/page-route.tsx";
import { loadTalentActions } from "./talent-actions.tsx";

/** The pages' addresses, kinds and heads, which the server reads (it imports no client code). */
export { PAGE_INDEX } from "./routes/page-table.ts";

/** What the browser needs to hydrate a server-rendered page: the query cache's answers. */
/**
 * What the browser needs to hydrate a server-rendered page: the query cache's answers, and the
 * messages its markup used, so the page works before its language's catalogs arrive (ADR 45).
 */
export type PageState = { queries: DehydratedState; messages: Messages };

export type RenderedPage = {
  /** The markup inside `<div id="root">`. */
  html: string;
  state: PageState;
  /** The source files of the page's lazy route modules, for modulepreload links. */
  modules: string[];
  lcpImage: { image: ImageAsset; sizes: string } | undefined;
};

/** One handler per language: German pages are rendered inside /de, as the browser's router runs them. */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routes, { basename: languageBase(language) || undefined }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/** The built chunk of a language's message area (src/client/lib/i18n/bundles/), for its modulepreload link. */
const messageBundle = (language: Language, area: string) =>
  `src/client/lib/i18n/bundles/${language}-${area}.ts`;

/**
 * Renders a public page on the server (ADR 32): its route modules are loaded, its first screen's data
 * fetched through `fetchApi` (the app's own public API, through its response cache) by the browser's
 * typed client (ADR 25), then the React tree is
 * rendered to a string and the query cache dehydrated for the browser. Nothing of the visitor's goes
 * in: no cookies, no session, so the answer is the same for everyone and may be cached.
 */
export async function renderPage(url: URL, fetchApi: ApiFetch): Promise<RenderedPage> {
  const { language, path } = splitLanguagePath(url.pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  // No route has a loader or an action, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} from the route handler.`);
  // A route whose module failed to load would render the error page in the page's place, answered
  // 200; the caller is told instead.
  if (context.errors) {
    const cause = Object.values(context.errors)[0];
    throw new Error(`The route of ${url.pathname} failed on the server.`, { cause });
  }
  const queryClient = createQueryClient();
  // A failed answer renders as failed (a profile's not-found page), not as loading.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const pages = context.matches.flatMap((match) => {
    const handle: PageHandle | undefined = match.route.handle;
    return handle?.module ? [handle] : [];
  });
  // The page's data is the same in every language: it is read from the address without the prefix.
  const pageUrl = new URL(url);
  pageUrl.pathname = path;
  await Promise.all([
    prefetchPageData(
      queryClient,
      pageUrl,
      createApiClient(fetchApi, () => language),
      pages,
    ),
    // Talent cards and profiles carry them, rendered in this pass.
    loadTalentActions(),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = trackingI18n(serverI18n(language));
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={messages.i18n} language={language}>
        {/* The router's state travels in our own data block: the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state: PageState = {
    // Failed answers too (as errors without detail), so the browser renders what the server did.
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
    messages: messages.used(),
  };
  return {
    html,
    state,
    modules: [
      ...pages.map((page) => page.module),
      ...new Set(
        pages.flatMap((page) => areasOf(page.messages).map((area) => messageBundle(language, area))),
      ),
    ],
    lcpImage: lcpImageFor(queryClient, pageUrl, pages),
  };
}
