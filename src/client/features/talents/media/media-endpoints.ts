import type { Talent } from "#shared/talents/talent.schema";
import type { UploadOptions } from "./upload-file.ts";

type Changed = Promise<{ talent: Talent }>;

/**
 * What the media editors do to a profile's pictures and gallery, given by the feature that uses them
 * (the dashboard's wizard, the admin editor): the shared components know no endpoint. Each answers
 * the profile as saved.
 */
export type MediaEndpoints = {
  setHero: (file: Blob, options: UploadOptions) => Changed;
  removeHero: () => Changed;
  addGalleryItem: (file: Blob, options: UploadOptions) => Changed;
  describeGalleryItem: (itemId: string, description: string) => Changed;
  removeGalleryItem: (itemId: string) => Changed;
  reorderGallery: (itemIds: string[]) => Changed;
};
