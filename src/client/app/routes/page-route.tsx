import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, useLayoutEffect } from "react";
import type { RouteObject } from "react-router";
import type { ApiClient } from "#client/lib/api.ts";
import { loadAreas } from "#client/lib/i18n/area-loader.ts";
import { areasOf, type PageMessages } from "#client/lib/i18n/areas.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { setDocumentHead } from "#client/lib/use-page-title.ts";
import type { ImageAsset } from "#shared/media/media.schema";
import { declaredTitle, type PageIndex, type PageIndexEntry } from "#shared/routes/page-index";

/** What a page's first screen fetches before the server renders it, with the page's own query options. */
export type Prefetch = (queryClient: QueryClient, url: URL, client: ApiClient) => Promise<unknown>[];

/** The page's largest picture (its LCP element) once its data is in the cache, for a preload link. */
export type LcpImage = (
  queryClient: QueryClient,
  url: URL,
) => { image: ImageAsset; sizes: string } | undefined;

/**
 * One page of the app, declared once: its address, what search engines see of it, its title and
 * description, its lazily loaded component and, for pages rendered on the server, the data of its
 * first screen. The router, the server's page heads and sitemap, and the server rendering all read it.
 */
export type PageRoute = PageIndexEntry & {
  /** The component's source file: the server preloads its chunks (ADR 32). */
  module: string;
  load: () => Promise<ComponentType>;
  /** The message area the page needs beyond `site`, loaded with its code (src/client/lib/i18n/areas.ts). */
  messages?: PageMessages;
  prefetch?: Prefetch;
  lcpImage?: LcpImage;
};

/** What a matched route carries for the server renderer and the page data (`route.handle`). */
export type PageHandle = Pick<PageRoute, "module" | "messages" | "prefetch" | "lcpImage">;

/**
 * Sets the page's declared title and description. A layout effect, so that it runs before the page's
 * own effects: a page whose title depends on its data (a profile's name) sets it after this one.
 */
function DeclaredHead({ page, Component }: { page: PageIndexEntry; Component: ComponentType }) {
  const t = useT();
  useLayoutEffect(() => setDocumentHead(declaredTitle(t, page), t(page.description)), [page, t]);
  return <Component />;
}

/** The React Router route of a page declaration, its path relative to `parent` when nested. */
export function pageRouteObject(page: PageRoute, parent = ""): RouteObject {
  const handle: PageHandle = {
    module: page.module,
    messages: page.messages,
    prefetch: page.prefetch,
    lcpImage: page.lcpImage,
  };
  const path = parent ? page.path.slice(parent.length).replace(/^\//, "") : page.path;
  return {
    ...(path ? { path } : { index: true }),
    handle,
    lazy: async () => {
      const [Component] = await Promise.all([page.load(), loadAreas(areasOf(page.messages))]);
      return { element: <DeclaredHead page={page} Component={Component} /> };
    },
  };
}

/** The pages' addresses, kinds and heads, for the server (it imports no client code). */
export const pageIndexOf = (pages: readonly PageRoute[]): PageIndex =>
  pages.map(({ path, kind, title, description, admin }) => ({ path, kind, title, description, admin }));
