import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient, type SuccessBody } from "#client/lib/api.ts";
import type { ADMIN_FINDINGS_FILTERS, ADMIN_TALENT_SORTS } from "#shared/talents/admin-talents.schema";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import type { TalentSave } from "#shared/talents/talent-profile.schema";

const talents = apiClient.api.admin.talents;

/** How the list is narrowed and ordered by the review checks' findings (ADR 52). */
export type AdminTalentListView = {
  findings: (typeof ADMIN_FINDINGS_FILTERS)[number];
  sort: (typeof ADMIN_TALENT_SORTS)[number];
};

/** One page of one tab, newest first; the previous page stays on screen while the next one loads. */
export const adminTalentListQueryOptions = (
  status: TalentStatus,
  page: number,
  view: AdminTalentListView = { findings: "all", sort: "newest" },
) =>
  queryOptions({
    queryKey: adminKeys.talentList(status, page, view),
    queryFn: () => api(talents.$get({ query: { status, page: String(page), ...view } })),
    placeholderData: keepPreviousData,
  });

export type AdminTalentDetail = SuccessBody<Awaited<ReturnType<(typeof talents)[":id"]["$get"]>>>;

/** A profile in any status, with the account it is linked to. */
export const adminTalentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.talent(id),
    queryFn: () => api(talents[":id"].$get({ param: { id: encodeURIComponent(id) } })),
    retry: false,
  });

export const talentReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.review(id),
    queryFn: () => api(talents[":id"].review.$get({ param: { id: encodeURIComponent(id) } })),
    retry: false,
  });

export const linkableAccountsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.linkableAccounts(query),
    queryFn: () =>
      api(apiClient.api.admin["linkable-accounts"].$get({ query: { q: query } })).then((r) => r.accounts),
    placeholderData: keepPreviousData,
  });

export type DecisionInput = {
  talent: Pick<Talent, "id" | "name" | "updatedAt">;
  decision: "approve" | "reject";
  reason?: string;
  /** (Rejections of a live profile's change) Take the live version down too. */
  takeDown?: boolean;
};

/** Approves or rejects the version the admin looked at (its updatedAt); a changed profile answers 409. */
export function useDecideTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ talent, decision, reason, takeDown }: DecisionInput) =>
      api(
        talents[":id"][decision].$post({
          param: { id: encodeURIComponent(talent.id) },
          json: {
            updatedAt: talent.updatedAt,
            ...(reason ? { reason } : {}),
            ...(takeDown ? { takeDown } : {}),
          },
        }),
      ),
    // Success or a conflict: either way the lists and the profile are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Deletes a talent with its media; the talent is mailed, with the reason when there is one. */
export function useDeleteTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api(
        talents[":id"].$delete({
          param: { id: encodeURIComponent(id) },
          json: reason ? { reason } : {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Loads the ten sample talents into an empty directory; answers how many were loaded. */
export function useSeedTalents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(talents.seed.$post({ json: {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The editor's first save: creates the profile (pending unless the save sets a status). */
export function createTalent(fields: TalentSave & { name: string }): Promise<Talent> {
  return api(talents.$post({ json: fields })).then((r) => r.talent);
}

/**
 * Saves any fields of a profile, admin fields included. With `updatedAt` (the version on screen), a
 * profile changed since answers 409; a save that makes the profile public needs it.
 */
export function saveTalent(id: string, fields: TalentSave): Promise<Talent> {
  return api(
    apiClient.api.talents[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: fields }),
  ).then((r) => r.talent);
}
