import { deflateSync } from "node:zlib";
import sharp from "sharp";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG file that declares a huge greyscale image (a decompression bomb). Its pixel data is a
 * short valid zlib stream, so anything that trusts the header and allocates would blow up.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A plain JPEG of the given size and colour. */
export function jpeg(width: number, height: number, colour = "#a0522d"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * A JPEG as a phone writes it: a landscape pixel grid tagged "rotate 90° clockwise"
 * (EXIF orientation 6), with camera make and GPS coordinates in its EXIF.
 */
export function phoneJpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 8/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "11/1 34/1 0/1",
      },
    })
    .toBuffer();
}

/**
 * A photo-like test picture: smooth shapes (sums of waves whose frequencies and phases follow the
 * seed) with fine detail on top, so that two seeds give two different pictures and the detail gives
 * a blur something to remove. Encoded as JPEG at the given quality.
 */
export function patternJpeg(width: number, height: number, seed: number, quality = 90): Promise<Buffer> {
  const random = (() => {
    let state = seed * 2654435761 + 1;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  })();
  const waves = Array.from({ length: 4 }, () => ({
    fx: 0.5 + random() * 3,
    fy: 0.5 + random() * 3,
    phase: random() * Math.PI * 2,
    channel: Math.floor(random() * 3),
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const rgb = [110, 110, 110];
      for (const w of waves) {
        rgb[w.channel] = (rgb[w.channel] ?? 0) + 60 * Math.sin(2 * Math.PI * (w.fx * u + w.fy * v) + w.phase);
      }
      const detail = ((x >> 2) + (y >> 2)) % 2 === 0 ? 25 : -25;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, (rgb[c] ?? 0) + detail));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
