import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { formatMegabytes, GalleryItemSchema, MEDIA_LIMITS, UPLOAD_QUOTAS } from "#shared/media/media.schema";
import { TalentSchema } from "#shared/talents/talent.schema";
import { requireTalentEditor } from "./talent-editor.ts";
import {
  addGalleryItem,
  describeGalleryItem,
  removeGalleryItem,
  removeHeroImage,
  reorderGallery,
  setHeroImage,
  type TalentMediaDeps,
} from "./talent-media.service.ts";
import { admitUpload } from "./upload-quota.ts";

/** The largest upload any media route takes; each kind's own limit is checked once it is recognised. */
const MAX_UPLOAD_BYTES = Math.max(MEDIA_LIMITS.imageBytes, MEDIA_LIMITS.videoBytes, MEDIA_LIMITS.audioBytes);

/** Paths that take a file as the raw request body (exempt from the 1 MB JSON limit). */
export const UPLOAD_PATH = /^\/api\/talents\/[^/]+\/(hero|gallery)$/;

const Description = z.string().trim().max(MEDIA_LIMITS.descriptionLength);
const TalentIdParam = z.object({ id: z.string().min(1).max(100) });
const ItemParams = TalentIdParam.extend({ itemId: z.string().min(1).max(100) });
const fileBody = (description: string) => ({
  required: true,
  description,
  content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
});
const talentResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ talent: TalentSchema }) } },
});
const quotaErrors = {
  422: { description: `The profile's media would pass ${formatMegabytes(UPLOAD_QUOTAS.profileBytes)}` },
  429: {
    description: `More than ${UPLOAD_QUOTAS.uploadsPerHour} uploads started by the account in the last hour`,
  },
};
const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not the profile's owner, nor an administrator" },
  404: { description: "No such talent or gallery item" },
};

/** Reads the raw body, refusing it as soon as it passes the limit (whatever Content-Length claims). */
async function readUpload(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", "errors.media.uploadTooLarge", {
      values: { size: formatMegabytes(limit) },
    });
  // biome-ignore lint/plugin/validated-route-input: an upload is streamed from the raw body, refused as soon as it passes the limit.
  const request = c.req.raw;
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) throw new AppError("BAD_REQUEST", "errors.media.sendFileAsBody");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) throw new AppError("BAD_REQUEST", "errors.media.fileEmpty");
  return Buffer.concat(chunks, size);
}

const setHeroRoute = createRoute({
  method: "put",
  path: "/talents/{id}/hero",
  tags: ["Talent media"],
  summary: `Set or replace the hero image (JPEG, PNG, WebP, AVIF, HEIC; at most ${formatMegabytes(MEDIA_LIMITS.imageBytes)})`,
  description:
    "The image is decoded by content, turned upright, stripped of all metadata and re-encoded; the original bytes are never stored. Saved by the talent, the profile goes back to review.",
  request: { params: TalentIdParam, body: fileBody("The image file") },
  responses: {
    200: talentResponse("The profile with its new hero image"),
    413: { description: "Too large, in bytes or pixels" },
    415: { description: "Not an image we accept" },
    ...quotaErrors,
    ...errors,
  },
});

const removeHeroRoute = createRoute({
  method: "delete",
  path: "/talents/{id}/hero",
  tags: ["Talent media"],
  summary: "Remove the hero image and its files",
  request: { params: TalentIdParam },
  responses: { 200: talentResponse("The profile without a hero image"), ...errors },
});

const addItemRoute = createRoute({
  method: "post",
  path: "/talents/{id}/gallery",
  tags: ["Talent media"],
  summary: `Add a photo (at most ${MEDIA_LIMITS.galleryImages}), a reel (MP4 or WebM) or audio (MP3, M4A, Ogg)`,
  description: `Recognised by content. Limits: images ${formatMegabytes(MEDIA_LIMITS.imageBytes)}, videos ${formatMegabytes(MEDIA_LIMITS.videoBytes)}, audio ${formatMegabytes(MEDIA_LIMITS.audioBytes)}.`,
  request: {
    params: TalentIdParam,
    query: z.object({ description: Description.optional() }),
    body: fileBody("The photo, video or audio file"),
  },
  responses: {
    201: {
      description: "The new item and the profile",
      content: {
        "application/json": { schema: z.object({ item: GalleryItemSchema, talent: TalentSchema }) },
      },
    },
    413: { description: "Too large" },
    415: { description: "Not a format we accept, or not a valid file of it" },
    ...quotaErrors,
    422: { description: "The gallery is full, or the profile's media would pass its quota" },
    ...errors,
  },
});

const describeItemRoute = createRoute({
  method: "patch",
  path: "/talents/{id}/gallery/{itemId}",
  tags: ["Talent media"],
  summary: "Describe a gallery item",
  request: {
    params: ItemParams,
    body: jsonBody(z.object({ description: Description })),
  },
  responses: { 200: talentResponse("The profile"), ...errors },
});

const removeItemRoute = createRoute({
  method: "delete",
  path: "/talents/{id}/gallery/{itemId}",
  tags: ["Talent media"],
  summary: "Remove a gallery item and its files",
  request: { params: ItemParams },
  responses: { 200: talentResponse("The profile"), ...errors },
});

const reorderRoute = createRoute({
  method: "put",
  path: "/talents/{id}/gallery-order",
  tags: ["Talent media"],
  summary: "Arrange the gallery; the list must name every item once",
  request: {
    params: TalentIdParam,
    body: jsonBody(z.object({ itemIds: z.array(z.string().min(1)).max(100) })),
  },
  responses: {
    200: talentResponse("The profile"),
    409: { description: "The list does not match the gallery" },
    ...errors,
  },
});

/** Hero image and gallery uploads, for the profile's owner and for administrators only. */
export function talentMediaRoutes(deps: TalentMediaDeps & { guards: Guards }) {
  const editor = (c: Context<AppEnv>) => requireTalentEditor(deps.guards, c);
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(setHeroRoute, async (c) => {
      // Who may upload, and whether they have an upload left, is settled before a byte is read.
      const admitted = await admitUpload(deps.db, await editor(c), c.req.valid("param").id);
      const upload = await readUpload(c, MEDIA_LIMITS.imageBytes);
      return c.json({ talent: await setHeroImage(deps, admitted, upload) }, 200);
    })
    .openapi(removeHeroRoute, async (c) => {
      const talent = await removeHeroImage(deps, await editor(c), c.req.valid("param").id);
      return c.json({ talent }, 200);
    })
    .openapi(addItemRoute, async (c) => {
      const admitted = await admitUpload(deps.db, await editor(c), c.req.valid("param").id);
      const upload = await readUpload(c, MAX_UPLOAD_BYTES);
      const { description = "" } = c.req.valid("query");
      return c.json(await addGalleryItem(deps, admitted, upload, description), 201);
    })
    .openapi(describeItemRoute, async (c) => {
      const { id, itemId } = c.req.valid("param");
      const talent = await describeGalleryItem(
        deps,
        await editor(c),
        id,
        itemId,
        c.req.valid("json").description,
      );
      return c.json({ talent }, 200);
    })
    .openapi(removeItemRoute, async (c) => {
      const { id, itemId } = c.req.valid("param");
      const talent = await removeGalleryItem(deps, await editor(c), id, itemId);
      return c.json({ talent }, 200);
    })
    .openapi(reorderRoute, async (c) => {
      const talent = await reorderGallery(
        deps,
        await editor(c),
        c.req.valid("param").id,
        c.req.valid("json").itemIds,
      );
      return c.json({ talent }, 200);
    });
}
