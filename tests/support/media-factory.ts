/** The opening of an MP4 file: an "ftyp" box with the isom brand, then some payload bytes. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftypisom", 4, "ascii");
  bytes.writeUInt32BE(0x200, 12);
  bytes.write("isomiso2", 16, "ascii");
  return bytes;
}

/** The opening of an MP3 file: an ID3v2 tag header, then frame-like payload. */
export function mp3Bytes(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0);
  bytes.write("ID3", 0, "ascii");
  bytes[3] = 4;
  bytes.fill(0xff, 10, 11);
  bytes.fill(0xfb, 11, 12);
  return bytes;
}
