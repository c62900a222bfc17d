import type { Db } from "#server/db/schema";
import type { MediaStorage } from "#server/media/media-storage";
import type { ImageAsset } from "#shared/media/media.schema";
import type { FindingDetails } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { hammingDistance, imageSignals } from "./image-signals.ts";
import { hashesOf, insertHash, listHashes, type StoredHash } from "./review-findings.repository.ts";

/**
 * The shorter side a picture needs for its largest display size (ADR 52): the hero fills 45% of a
 * wide screen (864 px of 1920), served from the 960 px variant; a gallery picture a third (640 px).
 */
export const MIN_SHORT_SIDE = { hero: 960, gallery: 640 } as const;
/** Below this variance of the Laplacian a picture counts as blurred (ADR 52). */
export const BLUR_THRESHOLD = 15;
/** Two hashes this close (of 64 bits) are the same photo (ADR 52). */
export const DUPLICATE_DISTANCE = 6;

export type ProfilePicture = { role: "hero" | "gallery"; image: ImageAsset };

/** The profile's pictures: the hero, then the gallery's images. */
export function picturesOf(talent: Talent): ProfilePicture[] {
  const pictures: ProfilePicture[] = talent.image ? [{ role: "hero", image: talent.image }] : [];
  for (const item of talent.gallery) {
    if (item.type === "image") pictures.push({ role: "gallery", image: item.image });
  }
  return pictures;
}

/** The variant read for the hash and the sharpness: the first at least 640 wide, else the largest. */
function analysedVariant(image: ImageAsset) {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= 640) ?? largestVariant(image);
}

export function largestVariant(image: ImageAsset) {
  const [largest] = [...image.variants].sort((a, b) => b.width - a.width);
  if (!largest) throw new Error(`The picture ${image.id} has no stored variant`);
  return largest;
}

export async function readAll(media: MediaStorage, url: string): Promise<Uint8Array | undefined> {
  const stored = await media.get(url.replace(/^\/media\//u, ""));
  if (!stored) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stored.body as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The stored hash of each picture, hashing (and storing) those that have none yet. */
export async function hashPictures(
  deps: { db: Db; media: MediaStorage },
  talentId: string,
  pictures: ProfilePicture[],
  now: string,
): Promise<Map<string, StoredHash>> {
  const hashes = await hashesOf(
    deps.db,
    pictures.map((p) => p.image.id),
  );
  for (const { image } of pictures) {
    if (hashes.has(image.id)) continue;
    const bytes = await readAll(deps.media, analysedVariant(image).url);
    if (!bytes) continue;
    const signals = await imageSignals(bytes);
    const hash = { mediaId: image.id, talentId, width: image.width, height: image.height, ...signals };
    await insertHash(deps.db, hash, now);
    hashes.set(image.id, hash);
  }
  return hashes;
}

/** Small, blurred and duplicated pictures of the profile, with their evidence. */
export async function pictureFindings(
  deps: { db: Db; media: MediaStorage },
  talent: Talent,
  now: string,
  profileOf: (talentId: string) => Promise<Talent | undefined>,
): Promise<FindingDetails[]> {
  const pictures = picturesOf(talent);
  const hashes = await hashPictures(deps, talent.id, pictures, now);
  const others = (await listHashes(deps.db)).filter((h) => h.talentId !== talent.id);
  const findings: FindingDetails[] = [];
  for (const { role, image } of pictures) {
    const picture = { mediaId: image.id, url: largestVariant(image).url };
    const need = MIN_SHORT_SIDE[role];
    if (Math.min(image.width, image.height) < need) {
      findings.push({ check: "small-picture", ...picture, width: image.width, height: image.height, need });
    }
    const hash = hashes.get(image.id);
    if (!hash) continue;
    if (hash.sharpness < BLUR_THRESHOLD) {
      findings.push({
        check: "blurred-picture",
        ...picture,
        score: hash.sharpness,
        threshold: BLUR_THRESHOLD,
      });
    }
    for (const other of others) {
      const straight = hammingDistance(hash.hash, other.hash);
      const flipped = hammingDistance(hash.mirroredHash, other.hash);
      const distance = Math.min(straight, flipped);
      if (distance > DUPLICATE_DISTANCE) continue;
      const profile = await profileOf(other.talentId);
      // A hash whose picture has left its profile since is stale: it proves nothing.
      const otherImage = profile && picturesOf(profile).find((p) => p.image.id === other.mediaId)?.image;
      if (!profile || !otherImage) continue;
      findings.push({
        check: "duplicate-picture",
        ...picture,
        other: {
          talentId: profile.id,
          name: profile.name,
          slug: profile.slug,
          status: profile.status,
          mediaId: other.mediaId,
          url: largestVariant(otherImage).url,
        },
        distance,
        mirrored: flipped < straight,
      });
    }
  }
  return findings;
}
