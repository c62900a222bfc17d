import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTaskSlots } from "#server/media/task-slots";

/** Changed whenever the card's layout or content changes, so that every cached card is made again. */
export const CARD_FORMAT_VERSION = 1;

/** Rendering one card takes tens of megabytes (ten at once peak near 290 MB): two at a time, process-wide. */
const renderSlot = createTaskSlots(2);

/** What a card is made of; the same parts give the same card, so one cache entry and one ETag. */
export type CardKeyParts = {
  talentId: string;
  /** When the approved version was last changed. */
  versionUpdatedAt: string;
  /** When the comp card settings were saved, or a marker for the defaults. */
  settingsUpdatedAt: string;
  paper: string;
  units: string;
  lang: string;
};

export function cardKey(parts: CardKeyParts): string {
  const { talentId, versionUpdatedAt, settingsUpdatedAt, paper, units, lang } = parts;
  return createHash("sha256")
    .update(
      JSON.stringify([
        CARD_FORMAT_VERSION,
        talentId,
        versionUpdatedAt,
        settingsUpdatedAt,
        paper,
        units,
        lang,
      ]),
    )
    .digest("hex");
}

/** A talent id as a file name's first part (ids are generated, this only guards against the unexpected). */
const filePrefix = (talentId: string) => `${talentId.replace(/[^A-Za-z0-9-]/g, "_")}--`;

/**
 * Made cards, as files under `dir` (`<data dir>/comp-cards/`), one per key: a hit is read from disk
 * without rendering; a miss is rendered (two at a time), written to a temporary name and renamed, so
 * a reader never sees half a file. Writing a talent's new card removes that talent's older ones;
 * cards of a deleted profile stay until the directory is cleared (they are never served again: their
 * key needs the profile).
 */
export function createCompCardCache(dir: string) {
  const making = new Map<string, Promise<Buffer>>();
  let renders = 0;

  async function store(talentId: string, file: string, pdf: Buffer): Promise<void> {
    await mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, pdf);
    await rename(temporary, path.join(dir, file));
    const prefix = filePrefix(talentId);
    const older = (await readdir(dir)).filter((name) => name.startsWith(prefix) && name !== file);
    await Promise.all(older.map((name) => rm(path.join(dir, name), { force: true })));
  }

  async function cached(talentId: string, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = `${filePrefix(talentId)}${key}.pdf`;
    const hit = await readFile(path.join(dir, file)).catch(() => undefined);
    if (hit) return hit;
    const pdf = await renderSlot(async () => {
      renders += 1;
      return render();
    });
    await store(talentId, file, pdf);
    return pdf;
  }

  return {
    /** The card of this key: from the cache, else rendered once however many ask at the same time. */
    card(talentId: string, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const pending = making.get(key);
      if (pending) return pending;
      const promise = cached(talentId, key, render).finally(() => making.delete(key));
      making.set(key, promise);
      return promise;
    },
    /** How many cards this cache has rendered (not served from disk). */
    get renders() {
      return renders;
    },
  };
}
export type CompCardCache = ReturnType<typeof createCompCardCache>;
