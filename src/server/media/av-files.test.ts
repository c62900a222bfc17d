import { BufferSource, EncodedPacketSink, Input, type InputTrack, MP3, MP4, OGG, WEBM } from "mediabunny";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/http/app-error";
import {
  fakeMp4WithHtml,
  m4aAudio,
  mp3Audio,
  mp4Bytes,
  mp4Video,
  oggOpusAudio,
  phoneMp4Video,
  TEST_DEVICE,
  TEST_GPS,
  webmVideo,
} from "#tests/support/media-factory";
import { cleanAvFile, detectAvFormat } from "./av-files.ts";

const withHeader = (header: number[] | string, size = 64) => {
  const bytes = Buffer.alloc(size);
  if (typeof header === "string") bytes.write(header, 0, "latin1");
  else Buffer.from(header).copy(bytes);
  return bytes;
};

describe("detectAvFormat", () => {
  it("recognises MP4 video and M4A audio by their ftyp brand", () => {
    expect(detectAvFormat(mp4Bytes())).toEqual({
      kind: "video",
      mimeType: "video/mp4",
      extension: "mp4",
      container: "mp4",
    });
    expect(detectAvFormat(withHeader("\0\0\0\x20ftypM4A \0\0\0\0"))?.mimeType).toBe("audio/mp4");
  });

  it("refuses QuickTime and HEIC files, which share the ftyp box", () => {
    expect(detectAvFormat(withHeader("\0\0\0\x14ftypqt  \0\0\0\0"))).toBeUndefined();
    expect(detectAvFormat(withHeader("\0\0\0\x18ftypheic\0\0\0\0"))).toBeUndefined();
  });

  it("tells WebM from other Matroska files", () => {
    const webm = withHeader([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    webm.write("webm", 24, "ascii");
    expect(detectAvFormat(webm)?.mimeType).toBe("video/webm");
    const mkv = withHeader([0x1a, 0x45, 0xdf, 0xa3]);
    mkv.write("matroska", 24, "ascii");
    expect(detectAvFormat(mkv)).toBeUndefined();
  });

  it("recognises MP3 with an ID3 tag or a bare frame, and Ogg", () => {
    expect(detectAvFormat(mp3Audio())?.mimeType).toBe("audio/mpeg");
    expect(detectAvFormat(withHeader([0xff, 0xfb, 0x90, 0x64]))?.mimeType).toBe("audio/mpeg");
    expect(detectAvFormat(withHeader("OggS\0\x02"))?.mimeType).toBe("audio/ogg");
  });

  it("refuses text, images and too-short input", () => {
    expect(detectAvFormat(Buffer.from("just some text, long enough"))).toBeUndefined();
    expect(detectAvFormat(withHeader([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(detectAvFormat(Buffer.from("ID3"))).toBeUndefined();
  });
});

/** Every packet of the primary tracks, in order: what a player would decode. */
async function packetsOf(bytes: Uint8Array, format: typeof MP4) {
  const input = new Input({ source: new BufferSource(bytes), formats: [format] });
  const tracks = [await input.getPrimaryVideoTrack(), await input.getPrimaryAudioTrack()].filter(
    (track): track is NonNullable<typeof track> => track !== null,
  );
  const all: { track: string; timestamp: number; data: string }[] = [];
  for (const track of tracks as InputTrack[]) {
    for await (const packet of new EncodedPacketSink(track).packets()) {
      all.push({
        track: track.type,
        timestamp: Math.round(packet.timestamp * 1000),
        data: Buffer.from(packet.data).toString("hex"),
      });
    }
  }
  const duration = await input.computeDuration();
  const rotation = (await input.getPrimaryVideoTrack())?.rotation;
  input.dispose();
  return { all, duration, rotation };
}

const traces = [
  TEST_GPS,
  TEST_DEVICE,
  "Holiday in Munich",
  "\u00a9xyz",
  "udta",
  "xmpmeta",
  "LOCATION",
  "ID3",
  "TAG",
];
const tracesIn = (bytes: Uint8Array) =>
  traces.filter((t) => Buffer.from(bytes).includes(Buffer.from(t, "latin1")));

describe("cleanAvFile", () => {
  const cases = [
    [
      "an MP4 video (index first, tags written by the recorder)",
      () => mp4Video({ seconds: 2 }),
      MP4,
      "video/mp4",
    ],
    [
      "an MP4 video as cameras lay it out (udta/©xyz, Apple keys, XMP)",
      () => phoneMp4Video(2),
      MP4,
      "video/mp4",
    ],
    ["an M4A file", () => m4aAudio({ seconds: 2 }), MP4, "audio/mp4"],
    ["a WebM video with tags", () => webmVideo({ seconds: 2 }), WEBM, "video/webm"],
    ["an Ogg Opus file with comments", () => oggOpusAudio({ seconds: 2 }), OGG, "audio/ogg"],
    ["an MP3 file with ID3v2 and ID3v1 tags", async () => mp3Audio({ seconds: 2 }), MP3, "audio/mpeg"],
  ] as const;

  for (const [name, make, format, mimeType] of cases) {
    it(`strips the location and device from ${name}, keeping every frame and the duration`, async () => {
      const original = await make();
      expect(tracesIn(original).length, "the test file carries metadata").toBeGreaterThan(0);

      const cleaned = await cleanAvFile(original);
      expect(cleaned.format.mimeType).toBe(mimeType);
      expect(tracesIn(cleaned.bytes)).toEqual([]);

      const before = await packetsOf(original, format);
      const after = await packetsOf(cleaned.bytes, format);
      expect(after.all.length).toBeGreaterThan(0);
      expect(after.all).toEqual(before.all);
      expect(cleaned.durationSeconds).toBeCloseTo(before.duration, 1);
      expect(after.rotation).toBe(before.rotation);
    });
  }

  it("keeps a portrait phone video's rotation", async () => {
    const cleaned = await cleanAvFile(await phoneMp4Video(1));
    expect((await packetsOf(cleaned.bytes, MP4)).rotation).toBe(90);
  });

  const refusal = async (bytes: Uint8Array) => {
    const error = await cleanAvFile(bytes).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it("refuses a fake MP4 that holds a web page after a valid signature", async () => {
    const error = await refusal(fakeMp4WithHtml());
    expect(error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(error.message).toContain("could not be read as MP4");
  });

  it("refuses a cut-off video, signature-only files and a WebM without a picture", async () => {
    const video = await mp4Video({ seconds: 2 });
    expect((await refusal(video.subarray(0, Math.floor(video.length * 0.6)))).code).toBe(
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expect((await refusal(mp4Bytes())).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const idOnly = Buffer.concat([Buffer.from("ID3\u0004\0\0\0\0\0\0", "latin1"), Buffer.alloc(2000, 0x41)]);
    expect((await refusal(idOnly)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const noPicture = await refusal(await webmVideo({ video: false }));
    expect(noPicture.message).toBe("This WebM file holds no video. Upload audio as MP3, M4A or Ogg.");
  });
});
