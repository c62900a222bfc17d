import sharp from "sharp";
import type { Person } from "./person.ts";
import { Defs, seededRandom, svgDocument } from "./svg.ts";

/** Where a drawn figure stands in a picture: its 1000-unit figure space moved and scaled. */
export type Placement = { person: Person; x: number; y: number; scale: number };

/**
 * One sample picture as two drawings: the backdrop, out of focus, and the scene in focus in front
 * of it. Each picture records who is in it, and where, so tests can check the people and framing.
 */
export type Picture = {
  width: number;
  height: number;
  backdrop: string;
  scene: string;
  /** Printed in black and white, as a photographer's monochrome series is. */
  monochrome?: boolean;
  /** How far out of focus the backdrop is: 0 sharp, 1 a portrait lens wide open. */
  defocus: number;
  figures: Placement[];
  /** The people who appear without being placed as a standing figure (close-ups, crowds). */
  faces: Person[];
};

/** Everything drawn in a picture, gathered while the composition runs. */
export class Canvas {
  readonly back = new Defs();
  readonly front = new Defs();
  readonly figures: Placement[] = [];
  readonly faces: Person[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** The transform that puts a figure's 1000-unit space at x, y (its crown) in this picture. */
  place(person: Person, x: number, y: number, scale: number): string {
    this.figures.push({ person, x, y, scale });
    return `translate(${x} ${y}) scale(${scale})`;
  }

  /** The finished picture; `light` (glows, the lens's dark corners) is laid over the scene. */
  picture(
    backdrop: string,
    scene: string,
    options: { light?: string; monochrome?: boolean; defocus?: number } = {},
  ): Picture {
    return {
      width: this.width,
      height: this.height,
      backdrop: svgDocument(this.width, this.height, this.back, backdrop),
      scene: svgDocument(this.width, this.height, this.front, `${scene}${options.light ?? ""}`),
      monochrome: options.monochrome ?? false,
      defocus: options.defocus ?? 1,
      figures: this.figures,
      faces: this.faces,
    };
  }
}

/** The backdrop is drawn at this fraction of the picture's size and enlarged, which blurs it. */
const SMALL = 0.125;
const GRAIN_SIZE = 128;
/** How strongly the grain shows: the opacity (0-255) of its specks. */
const GRAIN_ALPHA = 10;
let grain: string | undefined;

/** Film grain: a tile of grey specks, each a random shade, as a PNG data URL. */
async function grainTile(): Promise<string> {
  if (!grain) {
    const random = seededRandom(1729);
    const pixels = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 2);
    for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
      pixels[i * 2] = Math.round(random() * 255);
      pixels[i * 2 + 1] = GRAIN_ALPHA;
    }
    const png = await sharp(pixels, { raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 2 } })
      .png()
      .toBuffer();
    grain = `data:image/png;base64,${png.toString("base64")}`;
  }
  return grain;
}

/**
 * Rasterises a picture to a JPEG in one pass of the SVG renderer. The backdrop is drawn small and
 * blurred (cheap at that size), then laid under the scene stretched to full size, which puts it out
 * of focus; a tiled film grain lies over everything.
 */
export async function renderPicture(p: Picture): Promise<Buffer> {
  const backdrop = await sharp(Buffer.from(p.backdrop), { density: 72 * SMALL })
    .blur(0.3 + p.defocus * 3)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const under = `<image href="data:image/png;base64,${backdrop.toString("base64")}" width="${p.width}" height="${p.height}" preserveAspectRatio="none"/>`;
  const over = `<pattern id="grain" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}" patternUnits="userSpaceOnUse"><image href="${await grainTile()}" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}"/></pattern><rect width="${p.width}" height="${p.height}" fill="url(#grain)"/>`;
  const opening = p.scene.indexOf(">") + 1;
  const closing = p.scene.lastIndexOf("</svg>");
  const svg = `${p.scene.slice(0, opening)}${under}${p.scene.slice(opening, closing)}${over}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (p.monochrome) image = image.greyscale();
  return image.jpeg({ quality: 90 }).toBuffer();
}
