import { drawFigure, type Figure, figureSvg, type Pose } from "../figure.ts";
import type { Light, Outfit, Person } from "../person.ts";
import { Canvas } from "../picture.ts";

/** Picture sizes: heroes at the largest size the profile shows, gallery pictures a little smaller. */
export const heroCanvas = () => new Canvas(1200, 1600);
export const portraitCanvas = () => new Canvas(960, 1280);
export const landscapeCanvas = () => new Canvas(1280, 960);

type Extras = Parameters<typeof figureSvg>[1];

/**
 * Draws a person in a pose and places them so the centre of their head lands at (x, headY),
 * `scale` picture pixels per figure unit (a whole figure is 1000 units tall).
 */
export function person(
  c: Canvas,
  who: Person,
  outfit: Outfit,
  pose: Pose,
  light: Light,
  at: { x: number; headY: number; scale: number },
  extras: (f: Figure) => Extras = () => ({}),
): { svg: string; figure: Figure; toPicture: (p: readonly [number, number]) => [number, number] } {
  const figure = drawFigure(c.front, who, outfit, pose, light);
  const [hx, hy] = figure.joints.head;
  const x = at.x - hx * at.scale;
  const y = at.headY - hy * at.scale;
  const svg = `<g transform="${c.place(who, x, y, at.scale)}">${figureSvg(figure, extras(figure))}</g>`;
  return { svg, figure, toPicture: ([px, py]) => [x + px * at.scale, y + py * at.scale] };
}
