/** Small SVG building blocks for the sample pictures: a picture's shared definitions and geometry. */

export type Point = readonly [number, number];
/** A gradient stop: offset 0-1, colour, and opacity (1 when left out). */
type Stop = readonly [number, string, number?];

const n = (v: number) => Math.round(v * 100) / 100;

/** Prints numbers with at most two decimals, so the SVG text stays short. */
export function num(v: number): string {
  return String(n(v));
}

export function pt(p: Point): string {
  return `${num(p[0])} ${num(p[1])}`;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${num(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${num(a)}"`}/>`,
    )
    .join("");
}

/**
 * The gradients and filters one picture uses, each under its own id. Gradients are in user space,
 * so a shape's shading follows the coordinates of the group it is drawn in.
 */
export class Defs {
  private readonly items: string[] = [];
  private count = 0;

  private add(make: (id: string) => string): string {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return `url(#${id})`;
  }

  linear(from: Point, to: Point, list: readonly Stop[]): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}">${stops(list)}</linearGradient>`,
    );
  }

  /** A radial gradient around centre c with radius r, squashed vertically by `squash` (1 = round). */
  radial(c: Point, r: number, list: readonly Stop[], squash = 1, focus?: Point): string {
    const f = focus ? ` fx="${num(focus[0])}" fy="${num(focus[1])}"` : "";
    const t =
      squash === 1
        ? ""
        : ` gradientTransform="translate(${pt(c)}) scale(1 ${num(squash)}) translate(${num(-c[0])} ${num(-c[1])})"`;
    return this.add(
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}"${f}${t}>${stops(list)}</radialGradient>`,
    );
  }

  /** A clip path from an outline, in the coordinates of the element it clips. */
  clip(d: string): string {
    return this.add((id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

/** A whole picture: its definitions, then the drawing. */
export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
export const scale = (a: Point, s: number): Point => [a[0] * s, a[1] * s];
export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** The point `length` away from p in the direction `degrees` (0 is straight down, 90 is to the right). */
export function toward(p: Point, degrees: number, length: number): Point {
  const r = (degrees * Math.PI) / 180;
  return [p[0] + Math.sin(r) * length, p[1] + Math.cos(r) * length];
}

/** The unit vector at a right angle to the line a→b. */
export function normal(a: Point, b: Point): Point {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  return [-dy / len, dx / len];
}

/**
 * A limb or any tapered rod from a (radius ra) to b (radius rb) with rounded ends; `bulge` bows
 * both sides outward in the middle, as a calf or a forearm does.
 */
export function rod(a: Point, b: Point, ra: number, rb: number, bulge = 0): string {
  const nv = normal(a, b);
  const mid = lerp(a, b, 0.4);
  const rm = (ra + rb) / 2 + bulge;
  const a1 = add(a, scale(nv, ra));
  const b1 = add(b, scale(nv, rb));
  const b2 = add(b, scale(nv, -rb));
  const a2 = add(a, scale(nv, -ra));
  const c1 = add(mid, scale(nv, rm * 1.08));
  const c2 = add(mid, scale(nv, -rm * 1.08));
  return `M${pt(a1)} Q${pt(c1)} ${pt(b1)} A${num(rb)} ${num(rb)} 0 0 0 ${pt(b2)} Q${pt(c2)} ${pt(a2)} A${num(ra)} ${num(ra)} 0 0 0 ${pt(a1)}Z`;
}

/**
 * A limb's outline along a bent line of stations, each with its own half-width: upper arm,
 * elbow, forearm and wrist make one smooth shape, not a chain of tubes.
 */
export function limb(stations: readonly Point[], radii: readonly number[]): string {
  const count = stations.length;
  const at = (i: number) => stations[Math.min(count - 1, Math.max(0, i))] as Point;
  const normals = stations.map((_, i) => {
    const a = normal(at(i - 1), at(i));
    const b = normal(at(i), at(i + 1));
    const nx = (i === 0 ? b[0] : i === count - 1 ? a[0] : a[0] + b[0]) || 0;
    const ny = (i === 0 ? b[1] : i === count - 1 ? a[1] : a[1] + b[1]) || 0;
    const len = Math.hypot(nx, ny) || 1;
    return [nx / len, ny / len] as Point;
  });
  const side = (sign: number) =>
    stations.map((p, i) => add(p, scale(normals[i] as Point, sign * (radii[i] ?? 0))));
  // The direction of travel is the normal turned back a right angle.
  const along = (n: Point): Point => [n[1], -n[0]];
  const endCap = add(at(count - 1), scale(along(normals[count - 1] as Point), (radii[count - 1] ?? 0) * 0.7));
  const startCap = add(at(0), scale(along(normals[0] as Point), -(radii[0] ?? 0) * 0.35));
  return smoothClosed([...side(1), endCap, ...side(-1).reverse(), startCap], 0.9);
}

/** A smooth closed outline through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const p = points;
  const len = p.length;
  const at = (i: number) => p[((i % len) + len) % len] as Point;
  let d = `M${pt(at(0))}`;
  for (let i = 0; i < len; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += ` C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${d}Z`;
}

/** A smooth open line through the points. */
export function smoothOpen(points: readonly Point[], tension = 1): string {
  const p = points;
  const at = (i: number) => p[Math.min(p.length - 1, Math.max(0, i))] as Point;
  let d = `M${pt(at(0))}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += ` C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

/** A seeded pseudo-random sequence (mulberry32), so every start draws the same pictures. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
