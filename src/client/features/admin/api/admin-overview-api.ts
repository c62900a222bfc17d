import { queryOptions } from "@tanstack/react-query";
import type { AdminOverview } from "#shared/admin/admin-overview.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

/** The dashboard's counts and the sidebar's unread count; live changes refresh them. */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: () => api<AdminOverview>("/api/admin/overview"),
  });
