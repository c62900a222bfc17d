import type { Kysely, Transaction } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import { changedFields } from "#server/audit/changed-fields";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { Logger } from "#server/lib/logger";
import { avPrefix, detectAvFormat, newAvId, storeAvFile } from "#server/media/av-files";
import { imagePrefix, newImageId, processImage } from "#server/media/image-pipeline";
import { journalRemovals, journalUpload, removeJournalled, settleUploads } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import { galleryItemPrefix } from "#server/talent-records/talent-media";
import {
  mediaNoLongerUsed,
  type StoredTalent,
  storedMediaPrefixes,
  workingVersion,
} from "#server/talent-records/talent-versions";
import {
  deleteTalent,
  findStoredTalentForUpdate,
  storeTalent,
} from "#server/talent-records/talents.repository";
import {
  type GalleryItem,
  type ImageAsset,
  MAX_GALLERY_IMAGES,
  MEDIA_LIMITS,
} from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";
import type { ProfileSave } from "./talent-change-effects.ts";
import { assertMayEditStored, nextUpdatedAt, statusAfterSave, type TalentEditor } from "./talent-editor.ts";
import { contentChanged, storedAfterChange } from "./talent-publishing.ts";
import { saveRemovalNotice } from "./talent-removal-notices.repository.ts";
import { type AdmittedUpload, assertProfileQuota } from "./upload-quota.ts";

export type TalentMediaDeps = {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  /** Runs inside a change's transaction: the mails it causes, as for a save of the profile's fields. */
  mails?: (trx: Transaction<Database>, save: ProfileSave) => Promise<void>;
  /** Runs after a change is stored: the same post-save effects as a save of the profile's fields. */
  afterChange: (save: ProfileSave) => Promise<void>;
};

type MediaChange = Pick<Talent, "image" | "gallery">;

const countOfType = (gallery: GalleryItem[], type: GalleryItem["type"]) =>
  gallery.filter((item) => item.type === type).length;

function assertRoomFor(gallery: GalleryItem[], type: GalleryItem["type"]): void {
  if (type === "image" && countOfType(gallery, "image") >= MAX_GALLERY_IMAGES) {
    throw new AppError("LIMIT_REACHED", "errors.media.galleryImageLimit", {
      values: { count: MAX_GALLERY_IMAGES },
    });
  }
  if (type === "video" && countOfType(gallery, "video") >= MEDIA_LIMITS.galleryVideos) {
    throw new AppError("LIMIT_REACHED", "errors.media.reelLimit", {
      values: { count: MEDIA_LIMITS.galleryVideos },
    });
  }
  if (type === "audio" && countOfType(gallery, "audio") >= MEDIA_LIMITS.galleryAudio) {
    throw new AppError("LIMIT_REACHED", "errors.media.audioLimit", {
      values: { count: MEDIA_LIMITS.galleryAudio },
    });
  }
}

/** What the audit trail records of media: which files, in which order, with which descriptions. */
const mediaSummary = (t: MediaChange) => ({
  image: t.image?.id ?? null,
  gallery: t.gallery.map((item) => ({ id: item.id, type: item.type, description: item.description })),
});

/**
 * Changes a talent's media in one transaction on the locked row, so that uploads running side by
 * side never overwrite each other. A talent's change to a live profile waits for review beside the
 * public version, whose files stay (see storedAfterChange). The transaction also keeps the media
 * journal (ADR 30): the files it adds stop being journalled uploads, the files no version uses any
 * more are journalled for removal and removed once it committed. If it fails, the files it added are
 * removed again; if the process dies anywhere in between, the journal names every file no profile
 * uses, and the sweep removes them.
 */
async function changeMedia(
  deps: TalentMediaDeps,
  editor: TalentEditor,
  talentId: string,
  change: (talent: Talent) => MediaChange,
  added: string[] = [],
): Promise<Talent> {
  let before: StoredTalent;
  let after: StoredTalent;
  let unused: string[];
  try {
    ({ before, after, unused } = await deps.db.transaction().execute(async (trx) => {
      const { stored: before, current } = assertMayEditStored(
        await findStoredTalentForUpdate(trx, talentId),
        editor,
      );
      const changed: Talent = { ...current, ...change(current) };
      const next: Talent = {
        ...changed,
        status: statusAfterSave(current.status, editor, {
          changed: contentChanged(current, changed),
          submitted: false,
        }),
        updatedAt: nextUpdatedAt(current.updatedAt),
      };
      assertProfileQuota(current, next);
      const after = storedAfterChange(before, next);
      await storeTalent(trx, before, after);
      await settleUploads(trx, added);
      const unused = mediaNoLongerUsed(before, after);
      await journalRemovals(trx, unused, talentId);
      if (editor.isAdmin) {
        await recordAdminAction(trx, {
          actor: editor,
          action: "talent.edit",
          recordType: "talent",
          recordId: talentId,
          recordLabel: current.name,
          changes: changedFields(mediaSummary(current), mediaSummary(next), ["image", "gallery"]),
        });
      }
      await deps.mails?.(trx, { before, after, byAdmin: editor.isAdmin, submitted: false });
      return { before, after, unused };
    }));
  } catch (error) {
    await removeJournalled(deps, added);
    throw error;
  }
  await removeJournalled(deps, unused);
  await deps.afterChange({ before, after, byAdmin: editor.isAdmin, submitted: false });
  return workingVersion(after);
}

/**
 * Writes an upload's files under a folder journalled first, so that a crash while they are written,
 * or before the change that takes them commits, leaves nothing the sweep cannot find.
 */
async function writeJournalled<T>(
  deps: TalentMediaDeps,
  talentId: string,
  prefix: string,
  write: () => Promise<T>,
): Promise<T> {
  await journalUpload(deps.db, prefix, talentId);
  try {
    return await write();
  } catch (error) {
    await removeJournalled(deps, [prefix]);
    throw error;
  }
}

/**
 * An administrator deletes a talent (its languages, payment options and pending change go with it)
 * and the audit trail records it in the same transaction, with the mail to its talent and the notice
 * their dashboard shows; every file either version used is removed once that committed. Answers what
 * was stored.
 */
export async function deleteTalentWithMedia(
  deps: Pick<TalentMediaDeps, "db" | "media" | "log"> & {
    /** The talent's mail, written in the deletion's transaction. */
    mails?: (trx: Transaction<Database>, deleted: StoredTalent, reason: string | undefined) => Promise<void>;
  },
  admin: Actor,
  talentId: string,
  reason?: string,
): Promise<StoredTalent> {
  const stored = await deps.db.transaction().execute(async (trx) => {
    const stored = await findStoredTalentForUpdate(trx, talentId);
    if (!stored) throw new AppError("NOT_FOUND", "errors.talents.notFound");
    const current = workingVersion(stored);
    const files = storedMediaPrefixes(stored);
    await deleteTalent(trx, talentId);
    await journalRemovals(trx, files, talentId);
    if (current.userId) {
      await saveRemovalNotice(trx, current.userId, {
        name: current.name,
        reason: reason ?? null,
        removedAt: new Date().toISOString(),
      });
    }
    await recordAdminAction(trx, {
      actor: admin,
      action: "talent.delete",
      recordType: "talent",
      recordId: talentId,
      recordLabel: current.name,
      changes: { status: current.status, files: files.length, ...(reason ? { reason } : {}) },
    });
    await deps.mails?.(trx, stored, reason);
    return stored;
  });
  await removeJournalled(deps, storedMediaPrefixes(stored));
  return stored;
}

/**
 * Sets or replaces the hero image of an admitted upload (see `admitUpload`, which runs before the
 * body is read); the previous image's files are removed.
 */
export async function setHeroImage(
  deps: TalentMediaDeps,
  admitted: AdmittedUpload,
  upload: Uint8Array,
): Promise<Talent> {
  const id = newImageId();
  const image = await writeJournalled(deps, admitted.talent.id, imagePrefix(id), () =>
    processImage(deps.media, upload, id),
  );
  return changeMedia(deps, admitted.editor, admitted.talent.id, (t) => ({ image, gallery: t.gallery }), [
    imagePrefix(image.id),
  ]);
}

export async function removeHeroImage(
  deps: TalentMediaDeps,
  editor: TalentEditor,
  talentId: string,
): Promise<Talent> {
  return changeMedia(deps, editor, talentId, (t) => ({ image: null, gallery: t.gallery }));
}

/** Adds a photo, reel or audio file of an admitted upload, recognised by its content, at the end of the gallery. */
export async function addGalleryItem(
  deps: TalentMediaDeps,
  admitted: AdmittedUpload,
  upload: Uint8Array,
  description: string,
): Promise<{ talent: Talent; item: GalleryItem }> {
  const av = detectAvFormat(upload);
  assertRoomFor(admitted.talent.gallery, av?.kind ?? "image");

  let item: GalleryItem;
  const talentId = admitted.talent.id;
  if (av) {
    const id = newAvId();
    const stored = await writeJournalled(deps, talentId, avPrefix(id), () =>
      storeAvFile(deps.media, upload, id),
    );
    item = {
      id: stored.id,
      type: stored.kind,
      url: stored.url,
      mimeType: stored.mimeType,
      description,
      bytes: stored.bytes,
      durationSeconds: stored.durationSeconds,
    };
  } else {
    const id = newImageId();
    const image: ImageAsset = await writeJournalled(deps, talentId, imagePrefix(id), () =>
      processImage(deps.media, upload, id),
    );
    item = { id: image.id, type: "image", image, description };
  }
  const talent = await changeMedia(
    deps,
    admitted.editor,
    admitted.talent.id,
    (t) => {
      assertRoomFor(t.gallery, item.type);
      return { image: t.image, gallery: [...t.gallery, item] };
    },
    [galleryItemPrefix(item)],
  );
  return { talent, item };
}

const findItem = (talent: Talent, itemId: string): GalleryItem => {
  const item = talent.gallery.find((i) => i.id === itemId);
  if (!item) throw new AppError("NOT_FOUND", "errors.media.galleryItemNotFound");
  return item;
};

export async function describeGalleryItem(
  deps: TalentMediaDeps,
  editor: TalentEditor,
  talentId: string,
  itemId: string,
  description: string,
): Promise<Talent> {
  return changeMedia(deps, editor, talentId, (t) => {
    findItem(t, itemId);
    return {
      image: t.image,
      gallery: t.gallery.map((i) => (i.id === itemId ? { ...i, description } : i)),
    };
  });
}

export async function removeGalleryItem(
  deps: TalentMediaDeps,
  editor: TalentEditor,
  talentId: string,
  itemId: string,
): Promise<Talent> {
  return changeMedia(deps, editor, talentId, (t) => {
    findItem(t, itemId);
    return { image: t.image, gallery: t.gallery.filter((i) => i.id !== itemId) };
  });
}

/** Puts the gallery in the given order, which must name every item exactly once. */
export async function reorderGallery(
  deps: TalentMediaDeps,
  editor: TalentEditor,
  talentId: string,
  itemIds: string[],
): Promise<Talent> {
  return changeMedia(deps, editor, talentId, (t) => {
    const byId = new Map(t.gallery.map((i) => [i.id, i]));
    const complete = itemIds.length === byId.size && new Set(itemIds).size === itemIds.length;
    if (!complete || itemIds.some((id) => !byId.has(id))) {
      throw new AppError("CONFLICT", "errors.media.galleryChanged");
    }
    return { image: t.image, gallery: itemIds.map((id) => byId.get(id) as GalleryItem) };
  });
}
