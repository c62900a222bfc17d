import { QueryClient } from "@tanstack/react-query";

/** The app's query defaults; one client per page load in the browser, one per request on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}
