import { queryOptions } from "@tanstack/react-query";
import type { TalentCard } from "#shared/talents/talent.schema";
import { api } from "./api.ts";

/** Featured approved talents, in the administrators' order: the home carousel and the list's strip. */
export const featuredTalentsQueryOptions = () =>
  queryOptions({
    queryKey: ["talents", "featured"],
    queryFn: () => api<{ items: TalentCard[] }>("/api/talents/featured").then((r) => r.items),
  });
