import Lightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import { useT } from "#client/lib/i18n/use-t.ts";
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
  const t = useT();
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      labels={{
        Previous: t("talents.lightbox.previous"),
        Next: t("talents.lightbox.next"),
        Close: t("talents.lightbox.close"),
        Slide: t("talents.lightbox.slide"),
        Carousel: t("talents.lightbox.carousel"),
        Lightbox: t("talents.lightbox.lightbox"),
        "Photo gallery": t("talents.lightbox.gallery"),
        // The library fills in {index} and {total} itself.
        "{index} of {total}": t("talents.lightbox.position", { index: "{index}", total: "{total}" }),
      }}
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
