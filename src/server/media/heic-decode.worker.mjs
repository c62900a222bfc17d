// Decodes one HEIC file and exits. Plain JavaScript because worker threads start without the
// TypeScript loader. heic-decode (libheif compiled to WebAssembly) works synchronously and keeps
// its memory once grown, so each decode gets a thread of its own that gives everything back.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { width, height, data } = await decode({ buffer: workerData.input });
const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
parentPort?.postMessage({ width, height, data: rgba }, [rgba.buffer]);
