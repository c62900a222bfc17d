import { renderPicture, samplePortfolio } from "@vitrine/sample-art";
import type { Kysely } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { processImage } from "#server/media/image-pipeline";
import type { MediaStorage } from "#server/media/media-storage";
import { talentPlaceOf } from "#server/places/place-lookup";
import { storedMeasurements } from "#server/talent-records/talent-record";
import { countTalents, insertTalent } from "#server/talent-records/talents.repository";
import type { GalleryItem, ImageAsset } from "#shared/media/media.schema";
import { talentSlug } from "#shared/talents/slug";
import { SAMPLE_TALENTS, type SampleTalent } from "./sample-data/sample-talents.ts";

/**
 * Draws a talent's pictures and stores them through the upload pipeline: the hero, then the
 * gallery with its descriptions. The pictures of one talent are made side by side, so sharp's
 * thread pool is kept busy while each stays small in memory.
 */
async function sampleImages(sample: SampleTalent, storage: MediaStorage) {
  const pictures = samplePortfolio(sample.id);
  const [hero, ...gallery] = await Promise.all(
    pictures.map(async (picture) => processImage(storage, await renderPicture(picture))),
  );
  if (!hero || gallery.length !== sample.galleryDescriptions.length) {
    throw new Error(`${sample.name} needs a hero and one picture per gallery description`);
  }
  const items: GalleryItem[] = gallery.map((image, i) => ({
    id: image.id,
    type: "image",
    image,
    description: sample.galleryDescriptions[i] ?? "",
  }));
  return { hero, gallery: items };
}

/**
 * Loads the ten sample talents, images included, through the same image pipeline as uploads.
 * Does nothing when any talent exists. Returns how many were inserted. When an administrator asks
 * for it, the audit trail records it in the same transaction.
 */
export async function seedSampleTalents(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: { admin?: Actor } = {},
): Promise<number> {
  if ((await countTalents(db)) > 0) return 0;
  const prepared: { sample: (typeof SAMPLE_TALENTS)[number]; hero: ImageAsset; gallery: GalleryItem[] }[] =
    [];
  for (const sample of SAMPLE_TALENTS) {
    prepared.push({ sample, ...(await sampleImages(sample, storage)) });
  }
  // Newest-first order shows the most recently joined first, as a live directory would.
  const base = Date.now();
  return db.transaction().execute(async (trx) => {
    if ((await countTalents(trx)) > 0) return 0;
    for (const [index, { sample, hero, gallery }] of prepared.entries()) {
      const stamp = new Date(base - index * 60_000).toISOString();
      await insertTalent(trx, {
        id: sample.id,
        userId: null,
        slug: talentSlug(sample.name, sample.id),
        name: sample.name,
        image: hero,
        category: sample.category,
        subcategory: sample.subcategory,
        location: sample.location,
        place: talentPlaceOf(sample.placeId),
        age: sample.age,
        bio: sample.bio,
        languages: sample.languages,
        badges: sample.badges,
        paymentOptions: sample.paymentOptions,
        specifics: sample.specifics,
        measurements: storedMeasurements(sample.measurements ?? {}),
        measurementsUpdatedAt: sample.measurements ? stamp : null,
        gallery,
        contact: {
          email: `hello+${sample.instagram.replace(/[^a-z0-9]/g, "")}@vitrine.example`,
          instagram: sample.instagram,
          showEmail: true,
        },
        inquiriesEnabled: true,
        joined: sample.joined,
        featured: sample.featured,
        featuredOrder: sample.featuredOrder,
        isTopTalent: sample.isTopTalent,
        status: "approved",
        createdAt: stamp,
        updatedAt: stamp,
        rejectionReason: null,
      });
    }
    if (options.admin) {
      await recordAdminAction(trx, {
        actor: options.admin,
        action: "talents.seed",
        recordType: "talent",
        recordId: null,
        recordLabel: "Sample talents",
        changes: { inserted: prepared.length },
      });
    }
    return prepared.length;
  });
}
