import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteContent, SiteContentKind } from "#shared/site-content/site-content.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

const contentKey = [...adminKeys.all, "site-content"] as const;

export const adminSiteContentQueryOptions = () =>
  queryOptions({ queryKey: contentKey, queryFn: () => api<SiteContent>("/api/admin/site-content") });

export type ContentChange =
  | { kind: SiteContentKind; op: "create"; values: Record<string, unknown> }
  | { kind: SiteContentKind; op: "update"; id: string; values: Record<string, unknown> }
  | { kind: SiteContentKind; op: "delete"; id: string }
  | { kind: SiteContentKind; op: "reorder"; ids: string[] };

function request(change: ContentChange) {
  const base = `/api/admin/site-content/${change.kind}`;
  switch (change.op) {
    case "create":
      return api(base, { method: "POST", json: change.values });
    case "update":
      return api(`${base}/${encodeURIComponent(change.id)}`, { method: "PUT", json: change.values });
    case "delete":
      return api(`${base}/${encodeURIComponent(change.id)}`, { method: "DELETE" });
    case "reorder":
      return api(`${base}/order`, { method: "PUT", json: { ids: change.ids } });
  }
}

/** Adds, edits, hides, deletes or reorders an entry; the panel's list is read again afterwards. */
export function useChangeSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
