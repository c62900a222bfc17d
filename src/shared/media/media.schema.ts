import { z } from "zod";

/** One encoded width of a processed image, served from our own origin. */
export const ImageVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
});

/** A processed image: re-encoded, metadata stripped, with intrinsic size and a tiny placeholder. */
export const ImageAssetSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A small data URL shown while the real image loads, so layouts do not jump. */
  placeholder: z.string(),
  variants: z.array(ImageVariantSchema).min(1),
  /** The bytes its variants take in storage, for the profile's quota (absent on early uploads). */
  bytes: z.number().int().nonnegative().optional(),
});
export type ImageAsset = z.infer<typeof ImageAssetSchema>;

export const GALLERY_ITEM_TYPES = ["image", "video", "audio"] as const;
export type GalleryItemType = (typeof GALLERY_ITEM_TYPES)[number];

export const GalleryItemSchema = z.discriminatedUnion("type", [
  z.object({ id: z.string(), type: z.literal("image"), image: ImageAssetSchema, description: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal("video"),
    url: z.string(),
    mimeType: z.string(),
    description: z.string(),
    /** The bytes the file takes in storage, for the profile's quota (absent on early uploads). */
    bytes: z.number().int().nonnegative().optional(),
    /** The length in seconds, read from the container. */
    durationSeconds: z.number().nonnegative().optional(),
  }),
  z.object({
    id: z.string(),
    type: z.literal("audio"),
    url: z.string(),
    mimeType: z.string(),
    description: z.string(),
    bytes: z.number().int().nonnegative().optional(),
    durationSeconds: z.number().nonnegative().optional(),
  }),
]);
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const MAX_GALLERY_IMAGES = 10;

/** Upload limits, stated in the API's errors and in the upload components. */
export const MEDIA_LIMITS = {
  imageBytes: 15 * 1024 * 1024,
  videoBytes: 60 * 1024 * 1024,
  audioBytes: 20 * 1024 * 1024,
  galleryImages: MAX_GALLERY_IMAGES,
  galleryVideos: 5,
  galleryAudio: 5,
  descriptionLength: 300,
} as const;

/**
 * Per-account quotas (ADR 16), checked on the server and stated in its errors:
 * - everything one profile stores (hero, photos, reels and audio, as stored after processing);
 * - the uploads one account may start in a rolling hour, refused ones included; administrators are
 *   exempt from this one, not from the profile's total.
 */
export const UPLOAD_QUOTAS = {
  profileBytes: 250 * 1024 * 1024,
  uploadsPerHour: 40,
} as const;

/** The bytes a profile's media take in storage. */
export function storedMediaBytes(media: {
  image: { bytes?: number | undefined } | null;
  gallery: GalleryItem[];
}): number {
  const itemBytes = (item: GalleryItem) => (item.type === "image" ? item.image.bytes : item.bytes) ?? 0;
  return (media.image?.bytes ?? 0) + media.gallery.reduce((sum, item) => sum + itemBytes(item), 0);
}

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic"];
export const ACCEPTED_VIDEO_TYPES = ["video/mp4", "video/webm"];
export const ACCEPTED_AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/ogg"];

/** "15 MB" for a byte count. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
