import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/**
 * The nudity likelihood of a picture (ADR 54): nsfwjs's MobileNetV2 model, run by TensorFlow.js in
 * this process. Its five classes' probabilities sum to 1; "porn", "hentai" and "sexy" are the ones
 * the review check adds up.
 */
export const NUDITY_CLASSES = ["drawing", "hentai", "neutral", "porn", "sexy"] as const;
export type NudityScores = Record<(typeof NUDITY_CLASSES)[number], number>;

/** Scores a picture from its stored bytes (any format sharp reads). Tests inject their own. */
export type NudityClassifier = { classify: (bytes: Uint8Array) => Promise<NudityScores> };

/** Where TensorFlow.js computes: WebAssembly (about 75 ms a picture here), or plain JavaScript (2 s). */
export type NudityBackend = "wasm" | "cpu";

/** The side of the square the model reads, in pixels. */
export const MODEL_INPUT_SIDE = 224;

/** The picture as the model reads it: squeezed to 224 × 224, RGB, one byte per channel. */
export async function modelInput(bytes: Uint8Array): Promise<Uint8Array> {
  const data = await sharp(bytes)
    .rotate()
    .resize(MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, { fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

type Loaded = {
  tf: typeof import("@tensorflow/tfjs");
  model: import("nsfwjs").NSFWJS;
};

/**
 * Loads TensorFlow.js and the model from the files in node_modules (the weights ship inside the
 * nsfwjs package as scripts; nothing is fetched), on first use, once.
 */
async function loadModel(backend: NudityBackend): Promise<Loaded> {
  const tf = await import("@tensorflow/tfjs");
  if (backend === "wasm") {
    const { setWasmPaths } = await import("@tensorflow/tfjs-backend-wasm");
    const require = createRequire(import.meta.url);
    const wasm = require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm");
    setWasmPaths(`${path.dirname(wasm)}${path.sep}`);
  }
  if (!(await tf.setBackend(backend))) throw new Error(`TensorFlow.js cannot use the ${backend} backend`);
  await tf.ready();
  tf.enableProdMode();
  const { load } = await import("nsfwjs/core");
  const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
  // nsfwjs announces the model it loads on the console; the server's log is JSON only.
  const info = console.info;
  console.info = () => undefined;
  try {
    const model = await load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] });
    return { tf, model };
  } finally {
    console.info = info;
  }
}

/**
 * The model of this process: TensorFlow.js's backend is global to the process, so one model is loaded
 * and kept for every classifier (and every test app of a test worker). A failed load is not kept, so
 * the next submission tries again.
 */
let loading: { backend: NudityBackend; model: Promise<Loaded> } | undefined;
function loaded(backend: NudityBackend): Promise<Loaded> {
  if (loading && loading.backend !== backend) {
    return Promise.reject(new Error(`The nudity model runs on ${loading.backend} in this process already`));
  }
  if (!loading) {
    const model = loadModel(backend).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    loading = { backend, model };
  }
  return loading.model;
}

/** Loads the model now rather than on the first picture (the bench times it). */
export async function loadNudityModel(backend: NudityBackend): Promise<void> {
  await loaded(backend);
}

/** Pictures are classified one after another: the model's working memory is used by one at a time. */
let queue: Promise<unknown> = Promise.resolve();

async function classifyOne(backend: NudityBackend, bytes: Uint8Array): Promise<NudityScores> {
  const { tf, model } = await loaded(backend);
  const pixels = await modelInput(bytes);
  const input = tf.tensor3d(pixels, [MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, 3], "int32");
  try {
    const predictions = await model.classify(input, NUDITY_CLASSES.length);
    const scores: NudityScores = { drawing: 0, hentai: 0, neutral: 0, porn: 0, sexy: 0 };
    for (const { className, probability } of predictions) {
      const key = className.toLowerCase();
      if (key in scores) scores[key as keyof NudityScores] = probability;
    }
    return scores;
  } finally {
    input.dispose();
  }
}

/** The classifier of the running server: the model loads on the first picture and stays. */
export function createNsfwClassifier(backend: NudityBackend): NudityClassifier {
  return {
    classify(bytes) {
      const result = queue.then(() => classifyOne(backend, bytes));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
