import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "#client/lib/api.ts";
import { siteInfoQueryOptions } from "#client/lib/site-info.ts";
import type { ImageAsset } from "#shared/media/media.schema";
import type { PageHandle } from "./routes/page-route.tsx";

/**
 * The data a public page shows on its first screen, fetched with `client` into the query cache before
 * the server renders it (ADR 32): the site's details every page shows, and what the matched pages
 * declare (`prefetch` in ./routes/). The same query options as the pages use, so the keys match and
 * the browser takes the embedded answers over without asking again. A failed answer stays in the
 * cache as an error: the page renders what it renders for it (a profile's not-found page).
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  url: URL,
  client: ApiClient,
  pages: readonly PageHandle[],
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(siteInfoQueryOptions(client)),
    ...pages.flatMap((page) => page.prefetch?.(queryClient, url, client) ?? []),
  ]);
}

/** The page's largest picture (its LCP element), for a preload link in the head; the home page's is text. */
export function lcpImageFor(
  queryClient: QueryClient,
  url: URL,
  pages: readonly PageHandle[],
): { image: ImageAsset; sizes: string } | undefined {
  for (const page of pages) {
    const image = page.lcpImage?.(queryClient, url);
    if (image) return image;
  }
  return undefined;
}
