import Lightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import type { GalleryItem } from "#shared/media/media.schema";

export type ImageItem = Extract<GalleryItem, { type: "image" }>;

/** The gallery's photos full screen, from the one clicked; every width in the source set. */
export function PhotoLightbox({
  photos,
  name,
  index,
  onClose,
}: {
  photos: ImageItem[];
  name: string;
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={photos.map((p) => ({
        src: p.image.variants[p.image.variants.length - 1]?.url ?? "",
        width: p.image.width,
        height: p.image.height,
        alt: p.description || name,
        srcSet: p.image.variants.map((v) => ({
          src: v.url,
          width: v.width,
          height: Math.round((p.image.height * v.width) / p.image.width),
        })),
      }))}
    />
  );
}
