import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminTalentList,
  AdminTalentReview,
  LinkableAccount,
} from "#shared/talents/admin-talents.schema";
import type { Talent, TalentStatus } from "#shared/talents/talent.schema";
import type { TalentSave } from "#shared/talents/talent-profile.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

/** One page of one tab, newest first; the previous page stays on screen while the next one loads. */
export const adminTalentListQueryOptions = (status: TalentStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.talentList(status, page),
    queryFn: () => api<AdminTalentList>(`/api/admin/talents?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
  });

export type AdminTalentDetail = { talent: Talent; linkedAccount: LinkableAccount | null };

/** A profile in any status, with the account it is linked to. */
export const adminTalentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.talent(id),
    queryFn: () => api<AdminTalentDetail>(`/api/admin/talents/${encodeURIComponent(id)}`),
    retry: false,
  });

export const talentReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.review(id),
    queryFn: () => api<AdminTalentReview>(`/api/admin/talents/${encodeURIComponent(id)}/review`),
    retry: false,
  });

export const linkableAccountsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.linkableAccounts(query),
    queryFn: () =>
      api<{ accounts: LinkableAccount[] }>(
        `/api/admin/linkable-accounts?q=${encodeURIComponent(query)}`,
      ).then((r) => r.accounts),
    placeholderData: keepPreviousData,
  });

export type DecisionInput = {
  talent: Pick<Talent, "id" | "name" | "updatedAt">;
  decision: "approve" | "reject";
  reason?: string;
};

/** Approves or rejects the version the admin looked at (its updatedAt); a changed profile answers 409. */
export function useDecideTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ talent, decision, reason }: DecisionInput) =>
      api<{ id: string; status: TalentStatus; updatedAt: string }>(
        `/api/admin/talents/${encodeURIComponent(talent.id)}/${decision}`,
        { method: "POST", json: { updatedAt: talent.updatedAt, ...(reason ? { reason } : {}) } },
      ),
    // Success or a conflict: either way the lists and the profile are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Deletes a talent with its media. */
export function useDeleteTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/admin/talents/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Loads the ten sample talents into an empty directory; answers how many were loaded. */
export function useSeedTalents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ inserted: number }>("/api/admin/talents/seed", { method: "POST", json: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The editor's first save: creates the profile (pending unless the save sets a status). */
export function createTalent(fields: TalentSave & { name: string }): Promise<Talent> {
  return api<{ talent: Talent }>("/api/admin/talents", { method: "POST", json: fields }).then(
    (r) => r.talent,
  );
}

/** Saves any fields of a profile, admin fields included. */
export function saveTalent(id: string, fields: TalentSave): Promise<Talent> {
  return api<{ talent: Talent }>(`/api/talents/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: fields,
  }).then((r) => r.talent);
}
