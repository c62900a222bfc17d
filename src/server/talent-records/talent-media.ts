import { imagePrefix } from "#server/media/image-pipeline";
import type { GalleryItem } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";

/** The storage prefix of one gallery item's files. */
export function galleryItemPrefix(item: GalleryItem): string {
  if (item.type === "image") return imagePrefix(item.image.id);
  return item.url.replace(/^\/media\//, "").replace(/[^/]+$/, "");
}

/** The storage prefixes of every file a talent's profile uses (hero, gallery images, reels, audio). */
export function talentMediaPrefixes(talent: Pick<Talent, "image" | "gallery">): string[] {
  return [...(talent.image ? [imagePrefix(talent.image.id)] : []), ...talent.gallery.map(galleryItemPrefix)];
}
