import { ALL_FORMATS, BufferSource, BufferTarget, Conversion, Input, Logging, LogLevel, Mp3OutputFormat, Mp4OutputFormat, OggOutputFormat, Output, WebMOutputFormat, EncodedPacketSink } from "mediabunny";
import * as f from "./tests/support/media-factory.ts";
Logging.level = LogLevel.Warnings;
const outFor = (name: string) => name === "MP4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : name === "WebM" ? new WebMOutputFormat() : name === "MP3" ? new Mp3OutputFormat() : new OggOutputFormat();
for (const [label, make] of [["mp4", () => f.mp4Video()], ["phoneMp4", () => f.phoneMp4Video()], ["m4a", () => f.m4aAudio()], ["webm", () => f.webmVideo()], ["ogg", () => f.oggOpusAudio()], ["mp3", async () => f.mp3Audio()], ["fake", async () => f.fakeMp4WithHtml()]] as const) {
  try {
    const bytes = await make();
    const hasGps = (b: Uint8Array) => Buffer.from(b).includes(f.TEST_GPS) || Buffer.from(b).includes(f.TEST_DEVICE) || Buffer.from(b).includes("Holiday");
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    const format = await input.getFormat();
    const tracks = await input.getTracks();
    console.log(label, bytes.length, format.name, "dur", await input.computeDuration(), tracks.map(t => `${t.type}:${t.codec}`), "gps in", hasGps(bytes));
    const output = new Output({ format: outFor(format.name), target: new BufferTarget() });
    const conv = await Conversion.init({ input, output, tags: {}, tracks: "primary", showWarnings: false });
    console.log("  valid", conv.isValid, conv.discardedTracks.map(d => d.reason));
    await conv.execute();
    const out = new Uint8Array(output.target.buffer!);
    const in2 = new Input({ source: new BufferSource(out), formats: ALL_FORMATS });
    const vt = await in2.getPrimaryVideoTrack();
    console.log("  out", out.length, "dur", await in2.computeDuration(), "gps out", hasGps(out), "rot", vt?.rotation, JSON.stringify(await in2.getMetadataTags()).slice(0, 200), Buffer.from(out).includes("udta"), Buffer.from(out).includes("meta"));
  } catch (e) { console.log(label, "ERR", (e as Error).message); }
}
