import PDFDocument from "pdfkit";
import { type BackLayout, drawBack, layoutBack } from "./card-back.ts";
import { drawFront, type FrontLayout, layoutFront } from "./card-front.ts";
import { PAPER_SIZES } from "./card-style.ts";
import { clean } from "./card-text.ts";
import type { CompCardInput } from "./comp-card-input.ts";
import { DENSE_JPEG_QUALITY, PRINT_JPEG_QUALITY, type PrintedPicture, printPicture } from "./print-image.ts";

export type { CompCardInput } from "./comp-card-input.ts";

/** The most pictures the back shows. */
export const MAX_GALLERY_PICTURES = 4;
/**
 * What a card's pictures may weigh together, so that the file stays under 2 MB with its fonts;
 * past it (pictures as dense as noise) they are encoded again at a lower quality.
 */
const PICTURES_BUDGET = 1.8 * 1024 * 1024;

type Pictures = { hero: PrintedPicture | null; gallery: PrintedPicture[] };

async function printPictures(
  card: CompCardInput,
  front: FrontLayout,
  back: BackLayout,
  quality: number,
): Promise<Pictures> {
  const [hero, ...gallery] = await Promise.all([
    card.hero && front.hero ? printPicture(card.hero, front.hero, quality) : null,
    ...card.gallery.map((picture, i) => {
      const box = back.gallery[i];
      if (!box) throw new Error("A gallery picture has no place");
      return printPicture(picture, box, quality);
    }),
  ]);
  return { hero: hero ?? null, gallery: gallery.flatMap((picture) => (picture ? [picture] : [])) };
}

const weight = ({ hero, gallery }: Pictures) =>
  [hero, ...gallery].reduce((sum, picture) => sum + (picture?.jpeg.byteLength ?? 0), 0);

/**
 * A talent's comp card as a two-page PDF (ADR 49): the front with the hero picture and the name,
 * the back with up to four pictures, the measurements, category and languages, and a QR code with
 * the profile's short link and the contact lines. Pictures are embedded at 300 dpi of their printed
 * size, fonts (the site's Fraunces and Inter) as subsets. Without `createdAt` the same card gives
 * the same bytes. Rejects with sharp's error when a picture cannot be read.
 */
export async function renderCompCardPdf(card: CompCardInput): Promise<Buffer> {
  if (card.gallery.length > MAX_GALLERY_PICTURES) {
    throw new RangeError(`A comp card shows at most ${MAX_GALLERY_PICTURES} gallery pictures`);
  }
  const page = PAPER_SIZES[card.paper];
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    lang: card.language,
    displayTitle: true,
    info: {
      Title: clean(card.name),
      Author: "Vitrine",
      Creator: "Vitrine",
      // pdfkit derives the file's ID from these entries and its date: a fixed date keeps it stable.
      CreationDate: card.createdAt ?? new Date(0),
    },
  });
  // Without a date given, none is written: pdfkit writes the enumerable entries, and only reads
  // the date itself for XMP metadata, which a PDF 1.3 file (its default) does not carry.
  if (!card.createdAt) Object.defineProperty(doc.info, "CreationDate", { enumerable: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const front = layoutFront(doc, page, card.name, card.hero !== null);
  const back = layoutBack(doc, page, card);
  let pictures = await printPictures(card, front, back, PRINT_JPEG_QUALITY);
  if (weight(pictures) > PICTURES_BUDGET)
    pictures = await printPictures(card, front, back, DENSE_JPEG_QUALITY);

  doc.addPage();
  drawFront(doc, front, pictures.hero?.jpeg ?? null);
  doc.addPage();
  drawBack(
    doc,
    back,
    pictures.gallery.map((picture) => picture.jpeg),
    card.profileUrl,
  );
  doc.end();
  return ended;
}
