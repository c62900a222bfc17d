import { queryOptions } from "@tanstack/react-query";
import type { TalentCard } from "#shared/talents/talent.schema";
import { type ApiGet, api } from "./api.ts";

/** Featured approved talents, in the administrators' order: the home carousel and the list's strip. */
export const featuredTalentsQueryOptions = (get: ApiGet = api) =>
  queryOptions({
    queryKey: ["talents", "featured"],
    queryFn: () => get<{ items: TalentCard[] }>("/api/talents/featured").then((r) => r.items),
  });
