import path from "node:path";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { renderCompCardPdf } from "#server/comp-cards/comp-card-pdf";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { MediaStorage } from "#server/media/media-storage";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { liveVersion } from "#server/talent-records/talent-versions";
import { findPublicTalentBySlug, findStoredTalentByUserId } from "#server/talent-records/talents.repository";
import {
  type CompCardDownloadQuery,
  CompCardDownloadQuerySchema,
  type CompCardSettings,
  CompCardSettingsSchema,
} from "#shared/comp-cards/comp-card.schema";
import { slugify } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import { cardKey, createCompCardCache } from "./comp-card-cache.ts";
import { compCardInput } from "./comp-card-content.ts";
import { defaultSettings, galleryPhotos, thumbnailUrl } from "./comp-card-pictures.ts";
import { findCompCard, type SavedCompCard, saveCompCard } from "./comp-cards.repository.ts";

const PictureChoiceSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  description: z.string(),
});
const CompCardResponseSchema = z.object({
  settings: CompCardSettingsSchema,
  pictures: z.array(PictureChoiceSchema),
  available: z.boolean(),
});
const pdf = {
  "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) },
};
const conditional = z.object({ "if-none-match": z.string().optional() });

const settingsRoute = createRoute({
  method: "get",
  path: "/me/comp-card",
  tags: ["Comp cards"],
  summary:
    "The signed-in talent's comp card choices (the defaults when none are saved), the photos of the approved gallery to choose from, and whether a card can be made (the profile has an approved version)",
  responses: {
    200: { description: "The choices", content: { "application/json": { schema: CompCardResponseSchema } } },
    401: { description: "Not signed in" },
    404: { description: "The account has no talent profile" },
  },
});

const saveRoute = createRoute({
  method: "put",
  path: "/me/comp-card",
  tags: ["Comp cards"],
  summary: "Save the signed-in talent's comp card choices (pictures from the approved gallery only)",
  request: { body: jsonBody(CompCardSettingsSchema) },
  responses: {
    200: {
      description: "The saved choices",
      content: { "application/json": { schema: z.object({ settings: CompCardSettingsSchema }) } },
    },
    400: { description: "Not valid, or a picture is not a photo of the approved gallery" },
    401: { description: "Not signed in" },
    404: { description: "The account has no talent profile" },
  },
});

const ownDownloadRoute = createRoute({
  method: "get",
  path: "/me/comp-card/download",
  tags: ["Comp cards"],
  summary:
    "The signed-in talent's comp card as a PDF, made from the approved version (never a pending change)",
  request: { query: CompCardDownloadQuerySchema, headers: conditional },
  responses: {
    200: { description: "The card", content: pdf },
    304: { description: "Not modified (If-None-Match)" },
    401: { description: "Not signed in" },
    404: { description: "No talent profile, or no approved version yet" },
  },
});

const publicDownloadRoute = createRoute({
  method: "get",
  path: "/talents/{slug}/comp-card",
  tags: ["Comp cards"],
  summary:
    "A public profile's comp card as a PDF, when its talent allows the download; the same 404 for an unknown, unpublished or not downloadable profile",
  request: {
    params: z.object({ slug: z.string().min(1).max(200) }),
    query: CompCardDownloadQuerySchema,
    headers: conditional,
  },
  responses: {
    200: { description: "The card", content: pdf },
    304: { description: "Not modified (If-None-Match)" },
    404: { description: "No downloadable comp card at this address" },
  },
});

type CompCardRouteDeps = {
  db: Kysely<Database>;
  media: MediaStorage;
  guards: Guards;
  realtime: RealtimeHub;
  publicUrl: string;
  /** The data directory: made cards are kept under its `comp-cards/` folder. */
  dataDir: string;
};

/** The settings in force: those saved, or the defaults from the approved gallery. */
const settingsIn = (saved: SavedCompCard | undefined, live: Talent | null): CompCardSettings =>
  saved?.settings ?? defaultSettings(live);

/** RFC 5987 encoding of a file name: everything but unreserved characters percent-encoded. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

function contentDisposition(name: string, paper: string): string {
  const ascii = `${slugify(name) || "talent"}-comp-card-${paper}.pdf`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeFileName(`${name}-comp-card-${paper}.pdf`)}`;
}

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === "*" || header.split(",").some((tag) => tag.trim() === etag));

export function compCardRoutes(deps: CompCardRouteDeps) {
  const cache = createCompCardCache(path.join(deps.dataDir, "comp-cards"));

  async function ownProfile(userId: string) {
    const stored = await findStoredTalentByUserId(deps.db, userId);
    if (!stored) throw new AppError("NOT_FOUND", "errors.talents.profileNotFound");
    return stored;
  }

  /** Answers with the card of the approved version `live`: from the cache, 304 when the client has it. */
  async function sendCard(
    c: Context<AppEnv>,
    live: Talent,
    saved: SavedCompCard | undefined,
    query: CompCardDownloadQuery,
    ifNoneMatch: string | undefined,
    cacheControl: string,
  ) {
    const key = cardKey({
      talentId: live.id,
      versionUpdatedAt: live.updatedAt,
      settingsUpdatedAt: saved?.updatedAt ?? "defaults",
      paper: query.paper,
      units: query.units,
      lang: query.lang,
    });
    const etag = `"${key}"`;
    const headers = { ETag: etag, "Cache-Control": cacheControl };
    if (etagMatches(ifNoneMatch, etag)) return c.body(null, 304, headers);
    const settings = settingsIn(saved, live);
    const card = await cache.card(live.id, key, async () =>
      renderCompCardPdf(
        await compCardInput({ live, settings, query, media: deps.media, publicUrl: deps.publicUrl }),
      ),
    );
    return c.body(new Uint8Array(card), 200, {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(live.name, query.paper),
    });
  }

  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(settingsRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      const stored = await ownProfile(session.user.id);
      const live = liveVersion(stored);
      const saved = await findCompCard(deps.db, stored.row.id);
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          settings: settingsIn(saved, live),
          pictures: galleryPhotos(live).map((photo) => ({
            id: photo.id,
            url: thumbnailUrl(photo.image),
            width: photo.image.width,
            height: photo.image.height,
            description: photo.description,
          })),
          available: live !== null,
        },
        200,
      );
    })
    .openapi(saveRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      const settings = c.req.valid("json");
      const stored = await ownProfile(session.user.id);
      const live = liveVersion(stored);
      const photos = new Set(galleryPhotos(live).map((photo) => photo.id));
      if (settings.pictures.some((id) => !photos.has(id))) {
        throw new AppError("VALIDATION_FAILED", "compCards.errors.pictureNotInGallery");
      }
      await saveCompCard(deps.db, stored.row.id, settings, new Date().toISOString());
      // The public profile says whether its card can be downloaded: its cached answers go.
      if (live) await deps.realtime.publish({ type: "talent.changed", talentId: live.id, slug: live.slug });
      return c.json({ settings }, 200);
    })
    .openapi(ownDownloadRoute, async (c) => {
      const session = await deps.guards.requireVerifiedUser(c);
      const stored = await ownProfile(session.user.id);
      const live = liveVersion(stored);
      if (!live) throw new AppError("NOT_FOUND", "compCards.errors.notFound");
      const saved = await findCompCard(deps.db, live.id);
      const { "if-none-match": ifNoneMatch } = c.req.valid("header");
      return sendCard(c, live, saved, c.req.valid("query"), ifNoneMatch, "private, no-cache");
    })
    .openapi(publicDownloadRoute, async (c) => {
      const live = await findPublicTalentBySlug(deps.db, c.req.valid("param").slug);
      const saved = live ? await findCompCard(deps.db, live.id) : undefined;
      // Unknown, not public or not downloadable: one answer, so that none of them shows.
      if (!live || !settingsIn(saved, live).publicDownload) {
        throw new AppError("NOT_FOUND", "compCards.errors.notFound");
      }
      const { "if-none-match": ifNoneMatch } = c.req.valid("header");
      return sendCard(
        c,
        live,
        saved,
        c.req.valid("query"),
        ifNoneMatch,
        "public, max-age=0, must-revalidate",
      );
    });
}
