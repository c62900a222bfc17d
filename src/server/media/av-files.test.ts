import { describe, expect, it } from "vitest";
import { mp3Bytes, mp4Bytes } from "../../../tests/support/media-factory.ts";
import { detectAvFormat } from "./av-files.ts";

const withHeader = (header: number[] | string, size = 64) => {
  const bytes = Buffer.alloc(size);
  if (typeof header === "string") bytes.write(header, 0, "latin1");
  else Buffer.from(header).copy(bytes);
  return bytes;
};

describe("detectAvFormat", () => {
  it("recognises MP4 video and M4A audio by their ftyp brand", () => {
    expect(detectAvFormat(mp4Bytes())).toEqual({ kind: "video", mimeType: "video/mp4", extension: "mp4" });
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
    expect(detectAvFormat(mp3Bytes())?.mimeType).toBe("audio/mpeg");
    expect(detectAvFormat(withHeader([0xff, 0xfb, 0x90, 0x64]))?.mimeType).toBe("audio/mpeg");
    expect(detectAvFormat(withHeader("OggS\0\x02"))?.mimeType).toBe("audio/ogg");
  });

  it("refuses text, images and too-short input", () => {
    expect(detectAvFormat(Buffer.from("just some text, long enough"))).toBeUndefined();
    expect(detectAvFormat(withHeader([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(detectAvFormat(Buffer.from("ID3"))).toBeUndefined();
  });
});
