import { isApiErrorBody } from "#shared/errors";
import { ApiError } from "../../lib/api.ts";

export type UploadOptions = {
  method?: "POST" | "PUT";
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a file as the raw request body and reports upload progress (fetch cannot), answering the
 * parsed JSON or throwing an ApiError with the server's message.
 */
export function uploadFile<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", url);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below by the status.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(body.error.code, body.error.message, xhr.status));
      } else {
        reject(new ApiError("INTERNAL", `The upload failed (${xhr.status}).`, xhr.status));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError("NETWORK", "The upload was interrupted. Check your connection and try again.", 0));
    xhr.onabort = () => reject(new ApiError("NETWORK", "The upload was cancelled.", 0));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
