import { queryOptions } from "@tanstack/react-query";
import type { Talent } from "#shared/talents/talent.schema";
import type { TalentProfilePatch } from "#shared/talents/talent-profile.schema";
import { api } from "../../../lib/api.ts";

export const MY_TALENT_QUERY_KEY = ["me", "talent"] as const;

/** The signed-in account's own profile, in any status; null before the first save. */
export const myTalentQueryOptions = () =>
  queryOptions({
    queryKey: MY_TALENT_QUERY_KEY,
    queryFn: () => api<{ talent: Talent | null }>("/api/me/talent").then((r) => r.talent),
  });

/** The wizard's first save: creates the profile, pending review. */
export function createMyTalent(patch: TalentProfilePatch & { name: string }): Promise<Talent> {
  return api<{ talent: Talent }>("/api/me/talent", { method: "POST", json: patch }).then((r) => r.talent);
}

/** Saves one step; `submit` on Finish hands the profile to review. */
export function saveMyTalent(id: string, patch: TalentProfilePatch & { submit?: boolean }): Promise<Talent> {
  return api<{ talent: Talent }>(`/api/talents/${id}`, { method: "PATCH", json: patch }).then(
    (r) => r.talent,
  );
}
