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

export const IMAGE_LIMIT_TEXT = `JPEG, PNG, WebP, AVIF or iPhone HEIC, up to ${formatMegabytes(MEDIA_LIMITS.imageBytes)}.`;
export const GALLERY_LIMIT_TEXT = `Up to ${MEDIA_LIMITS.galleryImages} photos (${formatMegabytes(MEDIA_LIMITS.imageBytes)} each), ${MEDIA_LIMITS.galleryVideos} reels in MP4 or WebM up to ${formatMegabytes(MEDIA_LIMITS.videoBytes)}, ${MEDIA_LIMITS.galleryAudio} audio files in MP3, M4A or Ogg up to ${formatMegabytes(MEDIA_LIMITS.audioBytes)}; ${formatMegabytes(UPLOAD_QUOTAS.profileBytes)} in all.`;

/** A quick check before sending, so an obviously too large file fails at once with the same words. */
export function tooLargeMessage(file: File): string | undefined {
  const kind = file.type.startsWith("video/") ? "video" : file.type.startsWith("audio/") ? "audio" : "image";
  const limit =
    kind === "video"
      ? MEDIA_LIMITS.videoBytes
      : kind === "audio"
        ? MEDIA_LIMITS.audioBytes
        : MEDIA_LIMITS.imageBytes;
  if (file.size <= limit) return undefined;
  const noun = kind === "video" ? "Videos" : kind === "audio" ? "Audio files" : "Images";
  return `${noun} may be at most ${formatMegabytes(limit)}.`;
}
