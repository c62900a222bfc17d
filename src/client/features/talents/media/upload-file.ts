import { ApiError, type ApiFetch } from "#client/lib/api.ts";
import { browserI18n } from "#client/lib/i18n/browser-i18n.ts";
import { translatorOf } from "#shared/i18n/translator";

export type UploadOptions = {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Statuses whose Response must have no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A transport for one typed call (`{ fetch: uploadingFile(file) }` in its options) that sends the file
 * as the raw request body with XMLHttpRequest, which reports upload progress (fetch cannot). The
 * answer comes back as a Response, read by `api` like any other.
 */
export function uploadingFile(file: Blob, options: UploadOptions = {}): ApiFetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? "POST", input instanceof Request ? input.url : String(input));
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) options.onProgress?.(1);
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            headers: { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "text/plain" },
          }),
        );
      };
      // An upload runs in the browser only: its failures speak the page's language.
      const t = translatorOf(browserI18n().i18n);
      xhr.onerror = () => reject(new ApiError("NETWORK", t("talents.media.upload.interrupted"), 0));
      xhr.onabort = () => reject(new ApiError("NETWORK", t("talents.media.upload.cancelled"), 0));
      options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(file);
    });
}
