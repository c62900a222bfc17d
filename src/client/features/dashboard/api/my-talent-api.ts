import { queryOptions } from "@tanstack/react-query";
import type { MediaEndpoints } from "#client/components/media/media-endpoints.ts";
import { uploadingFile } from "#client/components/media/upload-file.ts";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { Talent } from "#shared/talents/talent.schema";
import type { TalentProfilePatch } from "#shared/talents/talent-profile.schema";

/** The signed-in account's own profile, in any status; null before the first save. */
export const myTalentQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.talent(),
    queryFn: () => api(apiClient.api.me.talent.$get()).then((r) => r.talent),
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

/** The media editors' operations on this profile (the shared components know no endpoint). */
export function mediaEndpointsOf(talentId: string): MediaEndpoints {
  const talent = apiClient.api.talents[":id"];
  const param = { id: encodeURIComponent(talentId) };
  const item = (itemId: string) => ({ ...param, itemId: encodeURIComponent(itemId) });
  return {
    setHero: (file, options) =>
      api(talent.hero.$put({ param }, { fetch: uploadingFile(file, options) }), "upload"),
    removeHero: () => api(talent.hero.$delete({ param })),
    addGalleryItem: (file, options) =>
      api(talent.gallery.$post({ param, query: {} }, { fetch: uploadingFile(file, options) }), "upload"),
    describeGalleryItem: (itemId, description) =>
      api(talent.gallery[":itemId"].$patch({ param: item(itemId), json: { description } })),
    removeGalleryItem: (itemId) => api(talent.gallery[":itemId"].$delete({ param: item(itemId) })),
    reorderGallery: (itemIds) => api(talent["gallery-order"].$put({ param, json: { itemIds } })),
  };
}
