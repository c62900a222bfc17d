import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  type MetadataTags,
  Mp4OutputFormat,
  OggOutputFormat,
  Output,
  WebMOutputFormat,
} from "mediabunny";

/**
 * Real, small media files made in code: an H.264 video whose frames decode (uncompressed I_PCM
 * macroblocks, then skipped frames), silent AAC, MP3 and Opus audio, each in its container, and the
 * location and device metadata that phones write into them.
 */

/** Where the test files were "recorded": a location string as phones store it (ISO 6709). */
export const TEST_GPS = "+48.1374+011.5755+520.000/";
/** The device the test files name, as phones do. */
export const TEST_DEVICE = "Pixel 8 Pro";

class BitWriter {
  private bits: number[] = [];
  u(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) this.bits.push((value >> i) & 1);
    return this;
  }
  ue(value: number) {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.u(0, length);
    return this.u(code, length + 1);
  }
  se(value: number) {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  alignZero() {
    while (this.bits.length % 8) this.bits.push(0);
    return this;
  }
  bytes(values: Iterable<number>) {
    for (const value of values) this.u(value, 8);
    return this;
  }
  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing() {
    this.bits.push(1);
    return this.alignZero();
  }
  toBytes(): Uint8Array {
    const out = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, i) => {
      out[i >> 3] = (out[i >> 3] ?? 0) | (bit << (7 - (i % 8)));
    });
    return out;
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention (no 00 00 0x<4 inside). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return new Uint8Array(out);
}

const withLength = (nal: Uint8Array) => {
  const out = new Uint8Array(4 + nal.length);
  new DataView(out.buffer).setUint32(0, nal.length);
  out.set(nal, 4);
  return out;
};

/**
 * A baseline-profile H.264 stream: one IDR frame of I_PCM macroblocks (a flat colour), then P frames
 * that skip every macroblock. Every frame decodes in any H.264 decoder.
 */
export function h264Stream(options: { width: number; height: number; frames: number }) {
  const mbWidth = Math.ceil(options.width / 16);
  const mbHeight = Math.ceil(options.height / 16);
  const mbs = mbWidth * mbHeight;
  const sps = nalUnit(
    3,
    7,
    new BitWriter()
      .u(66, 8) // profile_idc: baseline
      .u(0xc0, 8) // constraint_set0 and set1
      .u(30, 8) // level 3.0
      .ue(0) // seq_parameter_set_id
      .ue(4) // log2_max_frame_num_minus4: 8 bits
      .ue(2) // pic_order_cnt_type 2: output order is decode order
      .ue(1) // max_num_ref_frames
      .u(0, 1) // gaps_in_frame_num_value_allowed_flag
      .ue(mbWidth - 1)
      .ue(mbHeight - 1)
      .u(1, 1) // frame_mbs_only_flag
      .u(1, 1) // direct_8x8_inference_flag
      .u(0, 1) // frame_cropping_flag
      .u(0, 1) // vui_parameters_present_flag
      .trailing()
      .toBytes(),
  );
  const pps = nalUnit(
    3,
    8,
    new BitWriter()
      .ue(0)
      .ue(0)
      .u(0, 1) // CAVLC
      .u(0, 1)
      .ue(0) // one slice group
      .ue(0)
      .ue(0)
      .u(0, 1)
      .u(0, 2)
      .se(0)
      .se(0)
      .se(0)
      .u(0, 1) // deblocking_filter_control_present_flag
      .u(0, 1)
      .u(0, 1)
      .trailing()
      .toBytes(),
  );
  const idr = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type: I (all slices)
    .ue(0) // pic_parameter_set_id
    .u(0, 8) // frame_num
    .ue(0) // idr_pic_id
    .u(0, 1) // no_output_of_prior_pics_flag
    .u(0, 1) // long_term_reference_flag
    .se(0); // slice_qp_delta
  for (let mb = 0; mb < mbs; mb++) {
    idr.ue(25).alignZero(); // mb_type I_PCM
    idr.bytes(new Array(256).fill(0x70)); // luma
    idr.bytes(new Array(64).fill(0xa0)); // Cb
    idr.bytes(new Array(64).fill(0x60)); // Cr
  }
  const frames = [withLength(nalUnit(3, 5, idr.trailing().toBytes()))];
  for (let n = 1; n < options.frames; n++) {
    const p = new BitWriter()
      .ue(0)
      .ue(5) // slice_type: P (all slices)
      .ue(0)
      .u(n % 256, 8) // frame_num
      .u(0, 1) // num_ref_idx_active_override_flag
      .u(0, 1) // ref_pic_list_modification_flag_l0
      .u(0, 1) // adaptive_ref_pic_marking_mode_flag
      .se(0)
      .ue(mbs) // mb_skip_run: the whole frame repeats the last one
      .trailing()
      .toBytes();
    frames.push(withLength(nalUnit(2, 1, p)));
  }
  const avcC = new Uint8Array([
    1,
    sps[1] ?? 0,
    sps[2] ?? 0,
    sps[3] ?? 0,
    0xff,
    0xe1,
    sps.length >> 8,
    sps.length & 0xff,
    ...sps,
    1,
    pps.length >> 8,
    pps.length & 0xff,
    ...pps,
  ]);
  return { avcC, frames, codec: "avc1.42c01e" };
}

/** A silent AAC-LC frame for one channel: one element with no spectral data, then END. */
const SILENT_AAC_FRAME = new Uint8Array([0x00, 0x00, 0x00, 0x07]);
/** AudioSpecificConfig: AAC-LC, 44.1 kHz, mono. */
const AAC_CONFIG = new Uint8Array([0x12, 0x08]);

async function finished(output: Output): Promise<Buffer> {
  await output.finalize();
  return Buffer.from((output.target as BufferTarget).buffer as ArrayBuffer);
}

async function addAacAudio(source: EncodedAudioPacketSource, seconds: number): Promise<void> {
  const frameSeconds = 1024 / 44_100;
  const count = Math.round(seconds / frameSeconds);
  for (let i = 0; i < count; i++) {
    await source.add(
      new EncodedPacket(SILENT_AAC_FRAME, "key", i * frameSeconds, frameSeconds),
      i === 0
        ? {
            decoderConfig: {
              codec: "mp4a.40.2",
              sampleRate: 44_100,
              numberOfChannels: 1,
              description: AAC_CONFIG,
            },
          }
        : undefined,
    );
  }
}

/** The tags a phone writes: where and with what the file was recorded. */
export const PHONE_TAGS: MetadataTags = {
  title: "Holiday in Munich",
  comment: `Recorded with ${TEST_DEVICE}`,
  raw: { "©xyz": TEST_GPS, "©mak": "Google", "©mod": TEST_DEVICE },
};

/**
 * An MP4 video (H.264, 64x48, with silent AAC audio unless `audio: false`), as a phone writes it:
 * the location and device in the metadata and the portrait turn as a rotation.
 */
export async function mp4Video(
  options: { seconds?: number; fps?: number; audio?: boolean; tags?: MetadataTags; rotation?: 0 | 90 } = {},
): Promise<Buffer> {
  const seconds = options.seconds ?? 1;
  const fps = options.fps ?? 10;
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: "in-memory" }),
    target: new BufferTarget(),
  });
  const video = new EncodedVideoPacketSource("avc");
  output.addVideoTrack(video, { rotation: options.rotation ?? 90, frameRate: fps });
  const audio = options.audio === false ? undefined : new EncodedAudioPacketSource("aac");
  if (audio) output.addAudioTrack(audio);
  output.setMetadataTags(options.tags ?? PHONE_TAGS);
  await output.start();
  const stream = h264Stream({ width: 64, height: 48, frames: Math.round(seconds * fps) });
  for (const [i, frame] of stream.frames.entries()) {
    await video.add(
      new EncodedPacket(frame, i === 0 ? "key" : "delta", i / fps, 1 / fps),
      i === 0
        ? {
            decoderConfig: { codec: stream.codec, codedWidth: 64, codedHeight: 48, description: stream.avcC },
          }
        : undefined,
    );
  }
  if (audio) await addAacAudio(audio, seconds);
  return finished(output);
}

/** An M4A file (AAC in MP4, the "M4A " brand) with a phone's tags. */
export async function m4aAudio(options: { seconds?: number; tags?: MetadataTags } = {}): Promise<Buffer> {
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: "in-memory" }),
    target: new BufferTarget(),
  });
  const audio = new EncodedAudioPacketSource("aac");
  output.addAudioTrack(audio);
  output.setMetadataTags(options.tags ?? PHONE_TAGS);
  await output.start();
  await addAacAudio(audio, options.seconds ?? 1);
  const bytes = await finished(output);
  bytes.write("M4A ", 8, "ascii");
  return bytes;
}

function box(type: string, ...children: Uint8Array[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * Adds the metadata Android and iOS cameras write to an MP4 whose `moov` comes last: `udta/©xyz`
 * (Android's location), `meta` with a `keys` list (Apple's ISO 6709 location and device model), and
 * an XMP packet in a top-level `uuid` box.
 */
export function withPhoneBoxes(mp4: Buffer): Buffer {
  const moovAt = mp4.lastIndexOf(Buffer.from("moov")) - 4;
  if (moovAt < 0 || moovAt + mp4.readUInt32BE(moovAt) !== mp4.length) {
    throw new Error("withPhoneBoxes needs an MP4 whose moov box comes last");
  }
  const text = (value: string) => {
    const payload = Buffer.from(value, "utf8");
    const head = Buffer.alloc(4);
    head.writeUInt16BE(payload.length, 0);
    head.writeUInt16BE(0x15c7, 2); // language
    return Buffer.concat([head, payload]);
  };
  const dataAtom = (value: string) => box("data", Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(value));
  const key = (name: string) => box("mdta", Buffer.from(name));
  const fullBox = Buffer.alloc(4);
  const udta = box(
    "udta",
    box("©xyz", text(TEST_GPS)),
    box("©mod", text(TEST_DEVICE)),
    box(
      "meta",
      fullBox,
      box("hdlr", Buffer.alloc(8), Buffer.from("mdta"), Buffer.alloc(13)),
      box(
        "keys",
        Buffer.from([0, 0, 0, 0, 0, 0, 0, 2]),
        key("com.apple.quicktime.location.ISO6709"),
        key("com.apple.quicktime.model"),
      ),
      box(
        "ilst",
        box("\u0000\u0000\u0000\u0001", dataAtom(TEST_GPS)),
        box("\u0000\u0000\u0000\u0002", dataAtom(TEST_DEVICE)),
      ),
    ),
  );
  const moov = mp4.subarray(moovAt);
  const grown = Buffer.concat([moov, udta]);
  grown.writeUInt32BE(grown.length, 0);
  const xmp = box(
    "uuid",
    Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex"),
    Buffer.from(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,8.244N" tiff:Model="${TEST_DEVICE}"/></x:xmpmeta>`,
    ),
  );
  return Buffer.concat([mp4.subarray(0, moovAt), grown, xmp]);
}

/** An MP4 laid out as cameras record it: media data first, `moov` last, with the phones' boxes. */
export async function phoneMp4Video(seconds = 1): Promise<Buffer> {
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: false }),
    target: new BufferTarget(),
  });
  const video = new EncodedVideoPacketSource("avc");
  output.addVideoTrack(video, { rotation: 90, frameRate: 10 });
  await output.start();
  const stream = h264Stream({ width: 64, height: 48, frames: seconds * 10 });
  for (const [i, frame] of stream.frames.entries()) {
    await video.add(
      new EncodedPacket(frame, i === 0 ? "key" : "delta", i / 10, 0.1),
      i === 0
        ? {
            decoderConfig: { codec: stream.codec, codedWidth: 64, codedHeight: 48, description: stream.avcC },
          }
        : undefined,
    );
  }
  return withPhoneBoxes(await finished(output));
}

/** A VP8 key-frame header for a 64x48 picture (the container checks it; the payload is not decoded). */
function vp8Frame(key: boolean): Uint8Array {
  const size = 40;
  const frame = new Uint8Array(size).fill(0x55);
  const tag = (key ? 0 : 1) | (0 << 1) | (1 << 4) | ((size - 10) << 5);
  frame[0] = tag & 0xff;
  frame[1] = (tag >> 8) & 0xff;
  frame[2] = (tag >> 16) & 0xff;
  if (key) frame.set([0x9d, 0x01, 0x2a, 64, 0, 48, 0], 3);
  return frame;
}

/** A minimal Opus packet: a TOC byte for 20 ms of CELT, and no frame data (decoders play silence). */
const OPUS_PACKET = new Uint8Array([0xf8]);

/** The Opus identification header (RFC 7845): mono, 312 samples of pre-skip, 48 kHz. */
function opusHead(): Uint8Array {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
}

/** A WebM video (VP8 with Opus audio; `video: false` leaves the picture out) with a phone's tags. */
export async function webmVideo(
  options: { seconds?: number; tags?: MetadataTags; video?: boolean } = {},
): Promise<Buffer> {
  const seconds = options.seconds ?? 1;
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const video = options.video === false ? undefined : new EncodedVideoPacketSource("vp8");
  if (video) output.addVideoTrack(video, { frameRate: 10 });
  const audio = new EncodedAudioPacketSource("opus");
  output.addAudioTrack(audio);
  output.setMetadataTags(
    options.tags ?? { ...PHONE_TAGS, raw: { LOCATION: TEST_GPS, ENCODER: TEST_DEVICE } },
  );
  await output.start();
  for (let i = 0; video && i < seconds * 10; i++) {
    await video.add(
      new EncodedPacket(vp8Frame(i === 0), i === 0 ? "key" : "delta", i / 10, 0.1),
      i === 0 ? { decoderConfig: { codec: "vp8", codedWidth: 64, codedHeight: 48 } } : undefined,
    );
  }
  await addOpusAudio(audio, seconds);
  return finished(output);
}

async function addOpusAudio(source: EncodedAudioPacketSource, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 50; i++) {
    await source.add(
      new EncodedPacket(OPUS_PACKET, "key", i * 0.02, 0.02),
      i === 0
        ? {
            decoderConfig: {
              codec: "opus",
              sampleRate: 48_000,
              numberOfChannels: 1,
              description: opusHead(),
            },
          }
        : undefined,
    );
  }
}

/** An Ogg Opus file whose comments name the place and the device. */
export async function oggOpusAudio(options: { seconds?: number } = {}): Promise<Buffer> {
  const output = new Output({ format: new OggOutputFormat(), target: new BufferTarget() });
  const audio = new EncodedAudioPacketSource("opus");
  output.addAudioTrack(audio);
  output.setMetadataTags({ title: "Holiday in Munich", raw: { LOCATION: TEST_GPS, ENCODER: TEST_DEVICE } });
  await output.start();
  await addOpusAudio(audio, options.seconds ?? 1);
  return finished(output);
}

/** An ID3v2.3 text frame. */
function id3Frame(id: string, value: string): Buffer {
  const payload = Buffer.concat([Buffer.from([0]), Buffer.from(value, "latin1")]);
  const header = Buffer.alloc(10);
  header.write(id, 0, "latin1");
  header.writeUInt32BE(payload.length, 4);
  return Buffer.concat([header, payload]);
}

/** A silent MPEG-1 Layer III frame: 128 kbit/s, 44.1 kHz, mono; all side information zero. */
function silentMp3Frame(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4], 0);
  return frame;
}

/**
 * An MP3 file of silent frames, led by an ID3v2 tag and followed by an ID3v1 tag that name the place
 * and the device, as recorders and phones write them.
 */
export function mp3Audio(options: { seconds?: number } = {}): Buffer {
  const frames = Math.round(((options.seconds ?? 1) * 44_100) / 1152);
  const id3Frames = Buffer.concat([
    id3Frame("TIT2", "Holiday in Munich"),
    id3Frame("TXXX", `location\u0000${TEST_GPS}`),
    id3Frame("TSSE", TEST_DEVICE),
  ]);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  const size = id3Frames.length;
  header.set([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 6);
  const v1 = Buffer.alloc(128);
  v1.write("TAG", 0, "latin1");
  v1.write("Holiday in Munich", 3, "latin1");
  v1.write(TEST_DEVICE, 33, "latin1");
  v1.write(TEST_GPS, 97, "latin1");
  return Buffer.concat([header, id3Frames, ...Array.from({ length: frames }, silentMp3Frame), v1]);
}

/** The old 12-byte check's blind spot: a valid MP4 signature, then a web page. */
export function fakeMp4WithHtml(): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom"), Buffer.alloc(4), Buffer.from("isomiso2"));
  return Buffer.concat([
    ftyp,
    Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>"),
  ]);
}

/** The opening of an MP4 file only: a signature and filler, which no parser can play. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftypisom", 4, "ascii");
  bytes.writeUInt32BE(0x200, 12);
  bytes.write("isomiso2", 16, "ascii");
  return bytes;
}
