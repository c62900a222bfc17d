import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { Talent } from "#shared/talents/talent.schema";
import type { OwnTalent, TalentProfilePatch } from "#shared/talents/talent-profile.schema";

/**
 * The signed-in account's own profile, in any status (null before the first save), with the version
 * the public sees while a change waits for review, and the notice of a removal by an administrator.
 */
export const myTalentQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.talent(),
    queryFn: (): Promise<OwnTalent> => api(apiClient.api.me.talent.$get()),
  });

/** The wizard's first save: creates the profile, pending review. */
export function createMyTalent(patch: TalentProfilePatch & { name: string }): Promise<Talent> {
  return api(apiClient.api.me.talent.$post({ json: patch })).then((r) => r.talent);
}

/** Saves one step; `submit` on Finish hands the profile to review. */
export function saveMyTalent(id: string, patch: TalentProfilePatch & { submit?: boolean }): Promise<Talent> {
  return api(
    apiClient.api.talents[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: patch }),
  ).then((r) => r.talent);
}
