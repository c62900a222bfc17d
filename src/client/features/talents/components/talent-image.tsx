import { cn } from "#client/lib/cn.ts";
import type { ImageAsset } from "#shared/media/media.schema";

/**
 * How wide a list card's and a profile's picture are shown: their `sizes`, and the server's preload's.
 * On a phone a card is half the page less its padding and the gap (`px-4`, `gap-x-4`): said exactly,
 * a 412 px phone at 1.75x takes the 320 px variant rather than the 640 px one, half the bytes.
 */
export const CARD_IMAGE_SIZES = "(max-width: 640px) calc(50vw - 24px), (max-width: 1024px) 33vw, 25vw";
export const PROFILE_IMAGE_SIZES = "(max-width: 768px) 100vw, 45vw";

type TalentImageProps = {
  image: ImageAsset | null;
  alt: string;
  /** How wide the image is shown, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** "high" for the page's largest picture (its LCP element), which the server also preloads. */
  fetchPriority?: "high" | "auto";
};

/**
 * A processed image with every width in srcset, its intrinsic size, and the tiny placeholder behind it,
 * so layouts never jump. Without an image, a calm neutral block keeps the space: an image named by
 * `alt`, or hidden from assistive technology where `alt` is empty (the picture is decoration beside
 * the talent's name).
 */
export function TalentImage({
  image,
  alt,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
}: TalentImageProps) {
  if (!image) {
    const block = cn("bg-surface-muted", className);
    return alt ? (
      <div role="img" aria-label={alt} className={block} />
    ) : (
      <div aria-hidden="true" className={block} />
    );
  }
  const largest = image.variants[image.variants.length - 1];
  return (
    <img
      src={largest?.url}
      srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(", ")}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={fetchPriority === "high" ? "sync" : "async"}
      style={{
        backgroundImage: `url("${image.placeholder}")`,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }}
      className={cn("bg-surface-muted object-cover", className)}
    />
  );
}
