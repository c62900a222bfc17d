import { Worker } from "node:worker_threads";

/** Decoded pixels: 8-bit RGBA, rows top to bottom, with the container's rotation and mirror applied. */
export type DecodedImage = { width: number; height: number; data: Uint8Array };

const WORKER_FILE = new URL("./heic-decode.worker.mjs", import.meta.url);
/** Far beyond the 3 s a 48-megapixel photo takes here: a decode still running is treated as hostile. */
const DECODE_TIMEOUT_MS = 60_000;

// One decode at a time per process: each needs up to 4 bytes per pixel twice over (about 400 MB
// at the 50-megapixel limit), and HEIC uploads are rare enough to wait for each other.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes the primary image of a HEIC file on a worker thread (libheif as WebAssembly), off the
 * event loop. Rejects when the file cannot be decoded, the decoder crashes or it runs too long.
 */
export function decodeHeic(input: Uint8Array): Promise<DecodedImage> {
  const run = queue.then(() => decodeOnWorker(input));
  queue = run.catch(() => undefined);
  return run;
}

function decodeOnWorker(input: Uint8Array): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    // libheif prints its own diagnostics for every bad file; the caller turns failures into a
    // message for the person uploading, so the worker's output is dropped instead of logged.
    const worker = new Worker(WORKER_FILE, { workerData: { input }, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    const timer = setTimeout(() => {
      reject(new Error(`HEIC decoding took longer than ${DECODE_TIMEOUT_MS / 1000} s`));
      void worker.terminate();
    }, DECODE_TIMEOUT_MS);
    worker.once("message", (decoded: DecodedImage) => {
      clearTimeout(timer);
      resolve(decoded);
    });
    worker.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    // Exiting without a message (killed, out of memory) is a failure; after a message it is a no-op.
    worker.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The HEIC decoder stopped without a result (exit code ${code})`));
    });
  });
}
