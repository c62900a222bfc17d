import { cn } from "#client/lib/cn.ts";
import type { ImageAsset } from "#shared/media/media.schema";

/**
 * A talent's processed picture with every width in srcset and its placeholder behind it; without a
 * picture, a calm block keeps the space.
 */
export function TalentPicture({
  image,
  alt,
  sizes,
  className,
}: {
  image: ImageAsset | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
}) {
  if (!image) {
    // A decorative picture (alt "") leaves nothing for a screen reader, its placeholder neither.
    return alt ? (
      <div role="img" aria-label={alt} className={cn("bg-surface-muted", className)} />
    ) : (
      <div aria-hidden className={cn("bg-surface-muted", className)} />
    );
  }
  const largest = image.variants[image.variants.length - 1];
  return (
    <img
      src={largest?.url}
      srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={{ backgroundImage: `url("${image.placeholder}")`, backgroundSize: "cover" }}
      className={cn("bg-surface-muted object-cover", className)}
    />
  );
}
