import { crc32, deflateSync } from "node:zlib";

const PNG_SIGNATURE_LENGTH = 8;
const IHDR_CHUNK_LENGTH = 4 + 4 + 13 + 4;

/**
 * Adds an ICC colour profile (an iCCP chunk, right after IHDR) to a PNG that has none. sharp cannot
 * tag raw pixels with a profile, so decoded pixels travel as a PNG to be converted to sRGB.
 */
export function attachIccProfile(png: Uint8Array, icc: Uint8Array): Buffer {
  const data = Buffer.concat([Buffer.from("ICC profile\0\0", "latin1"), deflateSync(icc)]);
  const typeAndData = Buffer.concat([Buffer.from("iCCP", "latin1"), data]);
  const chunk = Buffer.alloc(4 + typeAndData.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  const split = PNG_SIGNATURE_LENGTH + IHDR_CHUNK_LENGTH;
  return Buffer.concat([png.subarray(0, split), chunk, png.subarray(split)]);
}
