import type { Canvas } from "./picture.ts";
import { num } from "./svg.ts";

/** Light and shadow laid over a whole scene, as a camera and its lights would record them. */

/** The soft shadow a standing figure casts on the floor around its feet. */
export function floorShadow(c: Canvas, x: number, y: number, rx: number, strength = 0.45): string {
  const ry = rx * 0.16;
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${c.front.radial(
    [x, y],
    rx,
    [
      [0, "#000000", strength],
      [0.5, "#000000", strength * 0.5],
      [1, "#000000", 0],
    ],
    0.16,
  )}"/>`;
}

/** Darker corners, as a lens gives. */
export function vignette(c: Canvas, strength = 0.35): string {
  const { width: W, height: H } = c;
  return `<rect width="${W}" height="${H}" fill="${c.front.radial(
    [W / 2, H * 0.45],
    Math.hypot(W, H) * 0.55,
    [
      [0.6, "#000000", 0],
      [1, "#000000", strength],
    ],
  )}"/>`;
}

/** A pool of coloured light over part of the scene. */
export function glow(c: Canvas, colour: string, x: number, y: number, r: number, strength = 0.3): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${c.front.radial([x, y], r, [
    [0, colour, strength],
    [1, colour, 0],
  ])}"/>`;
}
