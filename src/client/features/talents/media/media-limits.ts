import type { Translate } from "#shared/i18n/translator";
import {
  ACCEPTED_AUDIO_TYPES,
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  formatMegabytes,
  MEDIA_LIMITS,
  UPLOAD_QUOTAS,
} from "#shared/media/media.schema";

/** The file picker's filter; the server decides by content, this only narrows the choice. */
export const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ".heic", ".heif"].join(",");
export const GALLERY_ACCEPT = [IMAGE_ACCEPT, ...ACCEPTED_VIDEO_TYPES, ...ACCEPTED_AUDIO_TYPES, ".m4a"].join(
  ",",
);

/** The formats and size a hero image may have. */
export const imageLimitText = (t: Translate): string =>
  t("talents.media.imageLimits", { size: formatMegabytes(MEDIA_LIMITS.imageBytes) });

/** What a gallery may hold. */
export const galleryLimitText = (t: Translate): string =>
  t("talents.media.galleryLimits", {
    photos: MEDIA_LIMITS.galleryImages,
    imageSize: formatMegabytes(MEDIA_LIMITS.imageBytes),
    reels: MEDIA_LIMITS.galleryVideos,
    videoSize: formatMegabytes(MEDIA_LIMITS.videoBytes),
    audio: MEDIA_LIMITS.galleryAudio,
    audioSize: formatMegabytes(MEDIA_LIMITS.audioBytes),
    total: formatMegabytes(UPLOAD_QUOTAS.profileBytes),
  });

/** A quick check before sending, so an obviously too large file fails at once with the same words. */
export function tooLargeMessage(t: Translate, file: File): string | undefined {
  const kind = file.type.startsWith("video/") ? "video" : file.type.startsWith("audio/") ? "audio" : "image";
  const limit =
    kind === "video"
      ? MEDIA_LIMITS.videoBytes
      : kind === "audio"
        ? MEDIA_LIMITS.audioBytes
        : MEDIA_LIMITS.imageBytes;
  if (file.size <= limit) return undefined;
  const size = formatMegabytes(limit);
  return kind === "video"
    ? t("talents.media.tooLarge.video", { size })
    : kind === "audio"
      ? t("talents.media.tooLarge.audio", { size })
      : t("talents.media.tooLarge.image", { size });
}
