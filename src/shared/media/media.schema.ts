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
  }),
  z.object({
    id: z.string(),
    type: z.literal("audio"),
    url: z.string(),
    mimeType: z.string(),
    description: z.string(),
  }),
]);
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const MAX_GALLERY_IMAGES = 10;
