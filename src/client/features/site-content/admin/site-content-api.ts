import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";
import {
  type SiteContentKind,
  TeamMemberCreateSchema,
  TeamMemberUpdateSchema,
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from "#shared/site-content/site-content.schema";

const siteContent = apiClient.api.admin["site-content"];

export const adminSiteContentQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.siteContent(), queryFn: () => api(siteContent.$get()) });

export type ContentChange =
  | { kind: SiteContentKind; op: "create"; values: Record<string, unknown> }
  | { kind: SiteContentKind; op: "update"; id: string; values: Record<string, unknown> }
  | { kind: SiteContentKind; op: "delete"; id: string }
  | { kind: SiteContentKind; op: "reorder"; ids: string[] };

/** The form's values are read with the list's shared schemas, the same the server validates with. */
function testimonialRequest(change: ContentChange) {
  const list = siteContent.testimonials;
  switch (change.op) {
    case "create":
      return api(list.$post({ json: TestimonialCreateSchema.parse(change.values) }));
    case "update":
      return api(
        list[":id"].$put({
          param: { id: encodeURIComponent(change.id) },
          json: TestimonialUpdateSchema.parse(change.values),
        }),
      );
    case "delete":
      return api(list[":id"].$delete({ param: { id: encodeURIComponent(change.id) } }));
    case "reorder":
      return api(list.order.$put({ json: { ids: change.ids } }));
  }
}

function teamRequest(change: ContentChange) {
  const list = siteContent.team;
  switch (change.op) {
    case "create":
      return api(list.$post({ json: TeamMemberCreateSchema.parse(change.values) }));
    case "update":
      return api(
        list[":id"].$put({
          param: { id: encodeURIComponent(change.id) },
          json: TeamMemberUpdateSchema.parse(change.values),
        }),
      );
    case "delete":
      return api(list[":id"].$delete({ param: { id: encodeURIComponent(change.id) } }));
    case "reorder":
      return api(list.order.$put({ json: { ids: change.ids } }));
  }
}

/** Adds, edits, hides, deletes or reorders an entry; the panel's list is read again afterwards. */
export function useChangeSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ContentChange): Promise<void> => {
      await (change.kind === "testimonials" ? testimonialRequest(change) : teamRequest(change));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.siteContent() }),
  });
}
