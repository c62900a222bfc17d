import { api, apiClient } from "#client/lib/api.ts";
import type { MediaEndpoints } from "./media-endpoints.ts";
import { uploadingFile } from "./upload-file.ts";

/**
 * A profile's media operations, for the media editors (which know no endpoint themselves): the
 * dashboard's wizard and the admin panel's editor both hand them over.
 */
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
