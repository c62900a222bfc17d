import type { MediaStorage } from "#server/media/media-storage";
import { COMP_CARD_MAX_PICTURES, type CompCardSettings } from "#shared/comp-cards/comp-card.schema";
import type { GalleryItem, ImageAsset } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";

export type GalleryPhoto = Extract<GalleryItem, { type: "image" }>;

/** The photos of a version's gallery, in its order: what a card's back may show. */
export const galleryPhotos = (talent: Pick<Talent, "gallery"> | null): GalleryPhoto[] =>
  (talent?.gallery ?? []).filter((item): item is GalleryPhoto => item.type === "image");

/** The choices a talent has before saving any: the first four photos, A5, metric, no e-mail, downloadable. */
export function defaultSettings(live: Pick<Talent, "gallery"> | null): CompCardSettings {
  return {
    pictures: galleryPhotos(live)
      .slice(0, COMP_CARD_MAX_PICTURES)
      .map((photo) => photo.id),
    paper: "a5",
    units: "metric-eu",
    printEmail: false,
    publicDownload: true,
  };
}

/** The rendition a picker shows: the smallest at least 480 px wide, else the largest there is. */
export function thumbnailUrl(image: ImageAsset): string {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const fit = variants.find((variant) => variant.width >= 480) ?? variants[variants.length - 1];
  return fit?.url ?? "";
}

/** The chosen photos still in the gallery, in the chosen order. */
export function chosenPhotos(live: Pick<Talent, "gallery">, pictures: readonly string[]): GalleryPhoto[] {
  const byId = new Map(galleryPhotos(live).map((photo) => [photo.id, photo]));
  return pictures
    .map((id) => byId.get(id))
    .filter((photo): photo is GalleryPhoto => photo !== undefined)
    .slice(0, COMP_CARD_MAX_PICTURES);
}

/** The storage key of an image's largest rendition ("/media/images/img-1/1600.webp" → "images/img-1/1600.webp"). */
function largestKey(image: ImageAsset): string | undefined {
  const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return largest?.url.replace(/^\/media\//, "");
}

/** The bytes of an image's largest rendition, read from media storage; null when it is missing. */
export async function largestRendition(media: MediaStorage, image: ImageAsset): Promise<Buffer | null> {
  const key = largestKey(image);
  const stored = key ? await media.get(key) : undefined;
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as AsyncIterable<Uint8Array | string>) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
