import { lazy, Suspense, useState } from "react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { GalleryItem } from "#shared/media/media.schema";
import { TalentImage } from "../components/talent-image.tsx";

// The lightbox (its library and styles) loads when a photo is opened.
const PhotoLightbox = lazy(() => import("./photo-lightbox.tsx").then((m) => ({ default: m.PhotoLightbox })));

import type { ImageItem } from "./photo-lightbox.tsx";

type VideoItem = Extract<GalleryItem, { type: "video" }>;
type AudioItem = Extract<GalleryItem, { type: "audio" }>;
type Tab = "photos" | "reels" | "audio";
const TAB_LABELS: Record<Tab, MessageId> = {
  photos: "talents.gallery.photos",
  reels: "talents.gallery.reels",
  audio: "talents.gallery.audio",
};

/**
 * Photos in a masonry of 3 columns (2 from 700 px down), opening a lightbox at the clicked picture;
 * a Reels tab only when the talent has videos, and an Audio tab only when it has audio.
 */
export function TalentGallery({ items, name }: { items: GalleryItem[]; name: string }) {
  const t = useT();
  const photos = items.filter((i): i is ImageItem => i.type === "image");
  const reels = items.filter((i): i is VideoItem => i.type === "video");
  const audio = items.filter((i): i is AudioItem => i.type === "audio");
  const tabs: Tab[] = [
    ...(photos.length || (!reels.length && !audio.length) ? (["photos"] as const) : []),
    ...(reels.length ? (["reels"] as const) : []),
    ...(audio.length ? (["audio"] as const) : []),
  ];
  const [chosen, setTab] = useState<Tab>("photos");
  const tab = tabs.includes(chosen) ? chosen : (tabs[0] ?? "photos");
  const [index, setIndex] = useState(-1);

  if (!photos.length && !reels.length && !audio.length) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mt-12">
      <h2 id="gallery-heading" className="font-display text-2xl font-semibold">
        {t("talents.gallery.title")}
      </h2>
      <div
        role="tablist"
        aria-label={t("talents.gallery.title")}
        className="mt-4 flex gap-2 border-b border-border"
      >
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`gallery-${key}`}
            onClick={() => setTab(key)}
            className={cn(
              "min-h-11 px-4 text-sm font-medium text-muted-foreground",
              tab === key && "border-b-2 border-accent text-foreground",
            )}
          >
            {t(TAB_LABELS[key])}
          </button>
        ))}
      </div>
      {tab === "photos" ? (
        <div id="gallery-photos" role="tabpanel" aria-label={t(TAB_LABELS.photos)}>
          <ul className="mt-6 columns-2 gap-3 min-[701px]:columns-3">
            {photos.map((item, i) => (
              <li key={item.id} className="mb-3 break-inside-avoid">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  className="block w-full overflow-hidden rounded-lg"
                  aria-label={
                    item.description
                      ? t("talents.gallery.openPhotoDescribed", {
                          number: i + 1,
                          total: photos.length,
                          description: item.description,
                        })
                      : t("talents.gallery.openPhoto", { number: i + 1, total: photos.length })
                  }
                >
                  <TalentImage
                    image={item.image}
                    alt={item.description || t("talents.gallery.photoAlt", { name, number: i + 1 })}
                    sizes="(max-width: 700px) 50vw, 33vw"
                    className="h-auto w-full"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tab === "audio" ? (
        <div id="gallery-audio" role="tabpanel" aria-label={t(TAB_LABELS.audio)}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {audio.map((track, i) => (
              <li key={track.id} className="rounded-lg border border-border bg-surface p-4">
                <p className="mb-2 text-sm font-medium">
                  {track.description || t("talents.gallery.trackName", { name, number: i + 1 })}
                </p>
                {/* biome-ignore lint/a11y/useMediaCaption: music and voice samples come without transcripts */}
                <audio
                  controls
                  preload="none"
                  className="w-full"
                  src={track.url}
                  aria-label={track.description || t("talents.gallery.trackName", { name, number: i + 1 })}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tab === "reels" ? (
        <div id="gallery-reels" role="tabpanel" aria-label={t(TAB_LABELS.reels)}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {reels.map((reel) => (
              <li key={reel.id}>
                {/* biome-ignore lint/a11y/useMediaCaption: talents upload reels without caption files; the description stands beside */}
                <video controls preload="metadata" className="w-full rounded-lg bg-black" src={reel.url} />
                {reel.description ? (
                  <p className="mt-2 text-sm text-muted-foreground">{reel.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {index >= 0 ? (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} name={name} index={index} onClose={() => setIndex(-1)} />
        </Suspense>
      ) : null}
    </section>
  );
}
