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

  picture(
    backdrop: string,
    scene: string,
    options: { monochrome?: boolean; defocus?: number } = {},
  ): Picture {
    return {
      width: this.width,
      height: this.height,
      backdrop: svgDocument(this.width, this.height, this.back, backdrop),
      scene: svgDocument(this.width, this.height, this.front, scene),
      monochrome: options.monochrome ?? false,
      defocus: options.defocus ?? 1,
      figures: this.figures,
      faces: this.faces,
    };
  }
}

/** The backdrop is drawn at this fraction of the picture's size and enlarged, which blurs it. */
const BACKDROP_SCALE = 0.125;
const GRAIN_SIZE = 256;
let grain: Buffer | undefined;

/** Fine film grain around mid-grey: no change under soft-light blending except the texture. */
function grainTile(): Buffer {
  if (!grain) {
    const random = seededRandom(1729);
    grain = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE);
    for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((random() + random() - 1) * 22);
  }
  return grain;
}

/**
 * Rasterises a picture to a JPEG. The backdrop is drawn small, blurred there (cheap) and enlarged,
 * which puts it out of focus; the scene is drawn sharp on top, then a film grain over both.
 */
export async function renderPicture(p: Picture): Promise<Buffer> {
  const small = await sharp(Buffer.from(p.backdrop), { density: 72 * BACKDROP_SCALE })
    .blur(0.3 + p.defocus * 3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const backdrop = await sharp(small.data, { raw: small.info })
    .resize(p.width, p.height, { fit: "fill" })
    .composite([
      { input: Buffer.from(p.scene) },
      {
        input: grainTile(),
        raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 1 },
        tile: true,
        blend: "soft-light",
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  return p.monochrome ? sharp(backdrop).greyscale().jpeg({ quality: 90 }).toBuffer() : backdrop;
}
