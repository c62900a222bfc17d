import type PDFDocument from "pdfkit";
import { TextColumn } from "./card-column.ts";
import { fitName } from "./card-front.ts";
import { type Box, COLORS, MARGIN, STYLES } from "./card-style.ts";
import { clean, ellipsize, textWidth, wrap } from "./card-text.ts";
import type { CompCardInput } from "./comp-card-input.ts";
import { drawQrCode, QUIET_ZONE_MODULES, qrModules } from "./qr-code.ts";

type Doc = InstanceType<typeof PDFDocument>;

/** The QR code's side without its quiet zone: 22 mm. */
export const QR_SIDE = 62;
const GRID_GAP = 6;
const COLUMN_GAP = 20;
/** At most this many measurement lines are printed (two columns of seven). */
const MAX_MEASUREMENTS = 14;
const MAX_CONTACT_LINES = 3;

/**
 * The back, from the top: the gallery (as tall as the texts leave room for), the measurements in
 * two columns, the category and languages, a rule, then the QR code with the name, the profile's
 * short link and the contact lines beside it.
 */
export type BackLayout = {
  gallery: Box[];
  details: { column: TextColumn; top: number };
  rule: number;
  qr: Box;
  contact: { column: TextColumn; x: number; top: number; link: Box };
};

/** The profile's address as printed: no protocol, no trailing slash. */
export const shortLink = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/** Where 1 to 4 pictures go in the gallery's area. */
export function galleryBoxes(count: number, area: Box): Box[] {
  const half = (length: number) => (length - GRID_GAP) / 2;
  const { x, y, width, height } = area;
  const right = x + half(width) + GRID_GAP;
  const lower = y + half(height) + GRID_GAP;
  switch (count) {
    case 0:
      return [];
    case 1:
      return [area];
    case 2:
      return [
        { x, y, width: half(width), height },
        { x: right, y, width: half(width), height },
      ];
    case 3:
      // One tall picture on the left, two stacked on the right.
      return [
        { x, y, width: half(width), height },
        { x: right, y, width: half(width), height: half(height) },
        { x: right, y: lower, width: half(width), height: half(height) },
      ];
    default:
      return [
        { x, y, width: half(width), height: half(height) },
        { x: right, y, width: half(width), height: half(height) },
        { x, y: lower, width: half(width), height: half(height) },
        { x: right, y: lower, width: half(width), height: half(height) },
      ];
  }
}

/**
 * The measurements in two columns (the first half on the left): labels quiet, values bold at one
 * tab stop after the longest label.
 */
function measurements(doc: Doc, card: CompCardInput, width: number, column: TextColumn): void {
  const lines = card.measurementLines
    .slice(0, MAX_MEASUREMENTS)
    .map((line) => ({ label: clean(line.label), value: clean(line.value) }));
  if (!lines.length) return;
  const columnWidth = (width - COLUMN_GAP) / 2;
  const labelWidth = Math.min(
    columnWidth * 0.55,
    Math.max(...lines.map((line) => textWidth(doc, line.label, STYLES.quiet))),
  );
  const tab = labelWidth + 10;
  const rows = Math.ceil(lines.length / 2);
  column.line(clean(card.labels.measurements).toLocaleUpperCase(card.language), STYLES.label).space(3);
  for (let row = 0; row < rows; row++) {
    const cells = [lines[row], lines[row + rows]].flatMap((line, side) => {
      if (!line) return [];
      const left = side * (columnWidth + COLUMN_GAP);
      return [
        { text: ellipsize(doc, line.label, STYLES.quiet, labelWidth), style: STYLES.quiet, dx: left },
        {
          text: ellipsize(doc, line.value, STYLES.value, columnWidth - tab),
          style: STYLES.value,
          dx: left + tab,
        },
      ];
    });
    column.row(cells);
  }
}

export function layoutBack(
  doc: Doc,
  page: { width: number; height: number },
  card: CompCardInput,
): BackLayout {
  const width = page.width - 2 * MARGIN;

  const details = new TextColumn();
  measurements(doc, card, width, details);
  const hasAbout = [card.categoryLine, card.languagesLine].some((line) => clean(line));
  if (hasAbout && details.height) details.space(10);
  wrap(doc, clean(card.categoryLine), STYLES.body, width, 2).lines.forEach((line) => {
    details.line(line, STYLES.body);
  });
  wrap(doc, clean(card.languagesLine), STYLES.quiet, width, 2).lines.forEach((line) => {
    details.line(line, STYLES.quiet);
  });

  // Beside the QR code, clear of its quiet zone.
  const qrGap = Math.max(16, (QR_SIDE / qrModules(card.profileUrl).size) * QUIET_ZONE_MODULES + 4);
  const contactWidth = width - QR_SIDE - qrGap;
  const contact = new TextColumn();
  const name = fitName(doc, clean(card.name), STYLES.backName, contactWidth, {
    largest: STYLES.backName.size,
    smallest: 10,
  });
  for (const line of name.lines) contact.line(line, name.style);
  contact.space(6).line(clean(card.labels.contact).toLocaleUpperCase(card.language), STYLES.label).space(2);
  const linkTop = contact.height;
  // A link too long for a line is cut anywhere: it has no spaces, and every character counts.
  for (const line of wrap(doc, shortLink(card.profileUrl), STYLES.link, contactWidth, 2).lines) {
    contact.line(line, STYLES.link);
  }
  const linkHeight = contact.height - linkTop;
  for (const line of card.contactLines.map(clean).filter(Boolean).slice(0, MAX_CONTACT_LINES)) {
    contact.line(ellipsize(doc, line, STYLES.body, contactWidth), STYLES.body);
  }

  const ruleGap = 14;
  const bottomHeight = Math.max(QR_SIDE, contact.height);
  const textHeight = details.height + (details.height ? 2 * ruleGap : 0) + bottomHeight;
  const galleryCount = card.gallery.length;
  const galleryHeight = galleryCount ? page.height - 2 * MARGIN - textHeight - 18 : 0;
  const detailsTop = MARGIN + (galleryCount ? galleryHeight + 18 : 0);
  const rule = detailsTop + details.height + ruleGap;
  const bottomTop = details.height ? rule + ruleGap : detailsTop;
  const contactX = MARGIN + QR_SIDE + qrGap;
  return {
    gallery: galleryBoxes(galleryCount, { x: MARGIN, y: MARGIN, width, height: galleryHeight }),
    details: { column: details, top: detailsTop },
    rule: details.height ? rule : -1,
    qr: { x: MARGIN, y: bottomTop, width: QR_SIDE, height: QR_SIDE },
    contact: {
      column: contact,
      x: contactX,
      top: bottomTop,
      link: { x: contactX, y: bottomTop + linkTop, width: contactWidth, height: linkHeight },
    },
  };
}

export function drawBack(doc: Doc, layout: BackLayout, gallery: Buffer[], profileUrl: string): void {
  layout.gallery.forEach((box, i) => {
    const picture = gallery[i];
    if (picture) doc.image(picture, box.x, box.y, { width: box.width, height: box.height });
  });
  layout.details.column.draw(doc, MARGIN, layout.details.top);
  if (layout.rule >= 0) {
    doc
      .save()
      .moveTo(MARGIN, layout.rule)
      .lineTo(doc.page.width - MARGIN, layout.rule)
      .lineWidth(0.5)
      .strokeColor(COLORS.border)
      .stroke()
      .restore();
  }
  const { qr, contact } = layout;
  drawQrCode(doc, profileUrl, qr.x, qr.y, qr.width, COLORS.foreground);
  doc.link(qr.x, qr.y, qr.width, qr.height, profileUrl);
  contact.column.draw(doc, contact.x, contact.top);
  doc.link(contact.link.x, contact.link.y, contact.link.width, contact.link.height, profileUrl);
}
