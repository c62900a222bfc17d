import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";

// PDFs read back with poppler's own tools (poppler-utils), as a printer's software would read them.
const run = promisify(execFile);

export async function poppler(tool: string, args: string[]): Promise<string> {
  const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024, encoding: "utf8" });
  return stdout;
}

/** A temporary folder for PDFs and their renderings; `dispose` removes it. */
export async function pdfFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), "vitrine-pdf-"));
  let count = 0;
  return {
    /** Writes the PDF to a file for the tools. */
    save: async (pdf: Uint8Array): Promise<string> => {
      const file = path.join(dir, `file-${++count}.pdf`);
      await writeFile(file, pdf);
      return file;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** pdfinfo's page count and page size in points. */
export async function pdfPages(file: string) {
  const info = await poppler("pdfinfo", [file]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** pdfimages -list's rows: page and pixel size of each embedded picture. */
export async function embeddedPictures(file: string) {
  const rows = (await poppler("pdfimages", ["-list", file])).split("\n").slice(2).filter(Boolean);
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    return { page: Number(cells[0]), width: Number(cells[3]), height: Number(cells[4]) };
  });
}

/** The text of a QR code on a page, rendered at 150 dpi; undefined when none is found. */
export async function qrCodeOnPage(file: string, page: number): Promise<string | undefined> {
  const prefix = file.replace(/\.pdf$/, `-page-${page}`);
  await poppler("pdftoppm", [
    "-r",
    "150",
    "-f",
    `${page}`,
    "-l",
    `${page}`,
    "-png",
    "-singlefile",
    file,
    prefix,
  ]);
  const { data, info } = await sharp(`${prefix}.png`)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
    ?.data;
}
