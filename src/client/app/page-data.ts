import type { QueryClient } from "@tanstack/react-query";
import { siteContentQueryOptions } from "#client/features/site-content/api/site-content.ts";
import { featuredTalentsQueryOptions } from "#client/features/talents/api/featured-talents.ts";
import {
  talentFacetsQueryOptions,
  talentProfileQueryOptions,
  talentsListQueryOptions,
} from "#client/features/talents/api/talents-api.ts";
import { CARD_IMAGE_SIZES, PROFILE_IMAGE_SIZES } from "#client/features/talents/components/talent-image.tsx";
import type { ApiClient } from "#client/lib/api.ts";
import { siteInfoQueryOptions } from "#client/lib/site-info.ts";
import type { ImageAsset } from "#shared/media/media.schema";
import { PROFILE_ROUTE } from "#shared/public-pages";
import { parseTalentFilters } from "#shared/talents/talent-filter-params";

/** A profile path's slug, or undefined when the path is not a profile's or its %-escape is broken. */
function profileSlug(pathname: string): string | undefined {
  const match = PROFILE_ROUTE.exec(pathname);
  if (!match?.[2]) return undefined;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
}

/**
 * The data a public page shows on its first screen, fetched with `client` into the query cache before
 * the server renders it (ADR 32). The same query options as the pages use, so the keys match and the
 * browser takes the embedded answers over without asking again. A failed answer stays in the cache as
 * an error: the page renders what it renders for it (a profile's not-found page).
 */
export async function prefetchPageData(queryClient: QueryClient, url: URL, client: ApiClient): Promise<void> {
  const path = url.pathname.replace(/(.)\/$/, "$1");
  const queries: Promise<unknown>[] = [queryClient.prefetchQuery(siteInfoQueryOptions(client))];
  if (path === "/") queries.push(queryClient.prefetchQuery(featuredTalentsQueryOptions(client)));
  if (path === "/talents") {
    queries.push(
      queryClient.prefetchInfiniteQuery(
        talentsListQueryOptions(parseTalentFilters(url.searchParams), client),
      ),
      queryClient.prefetchQuery(talentFacetsQueryOptions(client)),
      queryClient.prefetchQuery(featuredTalentsQueryOptions(client)),
    );
  }
  if (path === "/about" || path === "/pricing") {
    queries.push(queryClient.prefetchQuery(siteContentQueryOptions(client)));
  }
  const slug = profileSlug(path);
  if (slug !== undefined) queries.push(queryClient.prefetchQuery(talentProfileQueryOptions(slug, client)));
  await Promise.all(queries);
}

/** The page's largest picture (its LCP element), for a preload link in the head; the home page's is text. */
export function lcpImageFor(
  queryClient: QueryClient,
  url: URL,
): { image: ImageAsset; sizes: string } | undefined {
  const path = url.pathname.replace(/(.)\/$/, "$1");
  if (path === "/talents") {
    const list = queryClient.getQueryData(
      talentsListQueryOptions(parseTalentFilters(url.searchParams)).queryKey,
    );
    const image = list?.pages[0]?.items[0]?.image;
    return image ? { image, sizes: CARD_IMAGE_SIZES } : undefined;
  }
  const slug = profileSlug(path);
  if (slug === undefined) return undefined;
  const image = queryClient.getQueryData(talentProfileQueryOptions(slug).queryKey)?.talent.image;
  return image ? { image, sizes: PROFILE_IMAGE_SIZES } : undefined;
}
