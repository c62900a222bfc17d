import { darken, lighten, mix } from "./colour.ts";
import { type Defs, num, type Point, pt, seededRandom } from "./svg.ts";

/**
 * The things people hold and stand beside: cameras, microphones, decks, clothes rails, lights.
 * Each is drawn in the coordinates it is given; `id` names the prop in the SVG so tests can find it.
 */

const metal = (defs: Defs, x1: number, x2: number, base = "#2a2b2e") =>
  defs.linear(
    [x1, 0],
    [x2, 0],
    [
      [0, lighten(base, 0.35)],
      [0.35, base],
      [1, darken(base, 0.5)],
    ],
  );

/** A stills camera seen from the front, about `size` wide, held at its centre. */
export function stillsCamera(defs: Defs, at: Point, size: number, angle = 0): string {
  return `<g id="camera" transform="translate(${pt(at)}) rotate(${num(angle)}) scale(${num(size / 100)})">
<rect x="-50" y="-30" width="100" height="62" rx="8" fill="${metal(defs, -50, 50, "#232426")}"/>
<path d="M-20 -30L-14 -44H14L20 -30Z" fill="#1d1e20"/>
<rect x="-50" y="-30" width="22" height="62" rx="8" fill="#151617"/>
<circle cx="6" cy="2" r="27" fill="#111214"/>
<circle cx="6" cy="2" r="21" fill="${defs.radial([0, -4], 24, [
    [0, "#5d6b7c"],
    [0.5, "#1c2430"],
    [1, "#07090c"],
  ])}"/>
<circle cx="6" cy="2" r="12" fill="#0a0d12"/>
<ellipse cx="0" cy="-5" rx="6" ry="3.5" fill="#ffffff" opacity="0.35" transform="rotate(-30 0 -5)"/>
<circle cx="34" cy="-20" r="3" fill="#c43b2f"/>
</g>`;
}

/** A cinema camera on a shoulder rig: body, lens with matte box, handle and a small monitor. */
export function cinemaCamera(defs: Defs, at: Point, size: number, facing: -1 | 1 = 1): string {
  const s = size / 200;
  return `<g id="cinema-camera" transform="translate(${pt(at)}) scale(${num(s * facing)} ${num(s)})">
<rect x="-90" y="-50" width="130" height="96" rx="10" fill="${defs.linear(
    [0, -50],
    [0, 46],
    [
      [0, "#3a3c40"],
      [1, "#141518"],
    ],
  )}"/>
<rect x="-70" y="-82" width="90" height="14" rx="6" fill="#1b1c1f"/>
<rect x="-66" y="-70" width="8" height="22" fill="#1b1c1f"/><rect x="8" y="-70" width="8" height="22" fill="#1b1c1f"/>
<rect x="40" y="-30" width="70" height="60" rx="6" fill="${metal(defs, 40, 110, "#1d1e21")}"/>
<path d="M110 -46L150 -62V62L110 46Z" fill="#121316"/>
<ellipse cx="112" cy="0" rx="10" ry="28" fill="${defs.radial([112, -6], 28, [
    [0, "#6f8aa6"],
    [0.6, "#1b2431"],
    [1, "#05070a"],
  ])}"/>
<rect x="-120" y="-120" width="64" height="44" rx="4" fill="#0d0e10"/>
<rect x="-115" y="-115" width="54" height="34" fill="${defs.linear(
    [-115, -115],
    [-61, -81],
    [
      [0, "#58707d"],
      [1, "#b59a7a"],
    ],
  )}"/>
<rect x="-100" y="40" width="26" height="80" rx="8" fill="#1b1c1f"/>
<circle cx="-20" cy="-2" r="5" fill="#c43b2f"/>
</g>`;
}

/** A microphone on a stand, from the floor to the singer's mouth. */
export function micStand(defs: Defs, floor: Point, mic: Point, scale: number): string {
  const [fx, fy] = floor;
  const [mx, my] = mic;
  const w = 6 * scale;
  return `<g id="microphone">
<path d="M${num(fx - 60 * scale)} ${num(fy)}L${num(fx)} ${num(fy - 24 * scale)}L${num(fx + 60 * scale)} ${num(fy)}" fill="none" stroke="#1a1a1c" stroke-width="${num(w)}" stroke-linecap="round"/>
<path d="M${num(fx)} ${num(fy - 24 * scale)}L${num(mx)} ${num(my + 40 * scale)}" stroke="${metal(defs, fx - w, fx + w, "#3a3b3e")}" stroke-width="${num(w)}" stroke-linecap="round"/>
${handMic(defs, [mx, my], scale, 8)}
</g>`;
}

/** A handheld microphone whose grille is at `grille`, tilted by `angle` degrees from upright. */
export function handMic(defs: Defs, grille: Point, scale: number, angle = 0): string {
  const s = scale;
  return `<g transform="translate(${pt(grille)}) rotate(${num(angle)}) scale(${num(s)})">
<path d="M-9 14L-6 78Q0 84 6 78L9 14Z" fill="${metal(defs, -9, 9, "#202124")}"/>
<circle cx="0" cy="0" r="16" fill="${defs.radial([-5, -6], 18, [
    [0, "#e9eaec"],
    [0.5, "#8d9096"],
    [1, "#2e3034"],
  ])}"/>
<path d="M-14 -6H14M-15 0H15M-14 6H14M-6 -15V15M0 -16V16M6 -15V15" stroke="#2a2b2e" stroke-width="0.8" opacity="0.55"/>
<rect x="-10" y="12" width="20" height="5" rx="2" fill="#6f7278"/>
</g>`;
}

/** Over-ear headphones in head coordinates (crown y -50, chin y 50). */
export function headphones(defs: Defs, colour = "#1c1c1e"): string {
  return `<g id="headphones"><path d="M-44 4C-48 -46 -26 -64 0 -64C26 -64 48 -46 44 4" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>
<rect x="-54" y="-12" width="18" height="34" rx="8" fill="${metal(defs, -54, -36, colour)}"/>
<rect x="36" y="-12" width="18" height="34" rx="8" fill="${metal(defs, 36, 54, colour)}"/></g>`;
}

/**
 * A DJ's booth seen from the dance floor: two decks and a mixer on a table whose front panel
 * glows. `x, y` is the middle of the table top; `w` its width.
 */
export function djBooth(defs: Defs, x: number, y: number, w: number, glow: string): string {
  const h = w * 0.42;
  const top = w * 0.07;
  const deck = (
    cx: number,
  ) => `<rect x="${num(cx - w * 0.17)}" y="${num(y - top * 0.9)}" width="${num(w * 0.34)}" height="${num(top * 0.9)}" rx="${num(w * 0.01)}" fill="#222326"/>
<ellipse cx="${num(cx)}" cy="${num(y - top * 0.45)}" rx="${num(w * 0.12)}" ry="${num(top * 0.32)}" fill="${defs.radial(
    [cx, y - top * 0.6],
    w * 0.12,
    [
      [0, "#6a6d73"],
      [0.7, "#2a2b2f"],
      [1, "#121214"],
    ],
  )}"/>
<ellipse cx="${num(cx)}" cy="${num(y - top * 0.45)}" rx="${num(w * 0.035)}" ry="${num(top * 0.1)}" fill="${glow}" opacity="0.8"/>`;
  const knobs: string[] = [];
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 2; j++) {
      knobs.push(
        `<circle cx="${num(x - w * 0.05 + i * w * 0.033)}" cy="${num(y - top * (0.7 - j * 0.35))}" r="${num(w * 0.008)}" fill="#bfc2c7"/>`,
      );
    }
  }
  return `<g id="dj-decks">
<path d="M${num(x - w / 2)} ${num(y)}H${num(x + w / 2)}V${num(y + h)}H${num(x - w / 2)}Z" fill="${defs.linear(
    [0, y],
    [0, y + h],
    [
      [0, "#1b1c1f"],
      [1, "#09090b"],
    ],
  )}"/>
<rect x="${num(x - w / 2)}" y="${num(y + h * 0.12)}" width="${w}" height="${num(h * 0.06)}" fill="${glow}" opacity="0.85"/>
<rect x="${num(x - w / 2)}" y="${num(y + h * 0.18)}" width="${w}" height="${num(h * 0.3)}" fill="${defs.linear(
    [0, y + h * 0.18],
    [0, y + h * 0.5],
    [
      [0, glow, 0.35],
      [1, glow, 0],
    ],
  )}"/>
${deck(x - w * 0.3)}${deck(x + w * 0.3)}
<rect x="${num(x - w * 0.08)}" y="${num(y - top)}" width="${num(w * 0.16)}" height="${num(top)}" rx="${num(w * 0.008)}" fill="#2a2b2f"/>
${knobs.join("")}
<rect x="${num(x - w * 0.06)}" y="${num(y - top * 0.2)}" width="${num(w * 0.12)}" height="${num(top * 0.08)}" fill="${glow}"/>
</g>`;
}

type Garment = { colour: string; kind: "shirt" | "jacket" | "dress" | "knit" };

/** A clothes rail on wheels, hung with garments; `x, y` is the left end of the bar. */
export function clothesRail(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  garments: readonly Garment[],
): string {
  const step = w / (garments.length + 0.5);
  const clothes = garments
    .map((g, i) => {
      const cx = x + step * (i + 0.75);
      const len = g.kind === "dress" ? h * 0.62 : g.kind === "jacket" ? h * 0.42 : h * 0.36;
      const gw = step * (g.kind === "jacket" ? 1.5 : 1.3);
      const body = `M${num(cx - gw * 0.28)} ${num(y + 26)}Q${num(cx - gw * 0.5)} ${num(y + 34)} ${num(cx - gw * 0.5)} ${num(y + 60)}L${num(cx - gw * (g.kind === "dress" ? 0.62 : 0.46))} ${num(y + 20 + len)}Q${num(cx)} ${num(y + 28 + len)} ${num(cx + gw * (g.kind === "dress" ? 0.62 : 0.46))} ${num(y + 20 + len)}L${num(cx + gw * 0.5)} ${num(y + 60)}Q${num(cx + gw * 0.5)} ${num(y + 34)} ${num(cx + gw * 0.28)} ${num(y + 26)}Z`;
      const fill = defs.linear(
        [cx - gw / 2, 0],
        [cx + gw / 2, 0],
        [
          [0, lighten(g.colour, 0.18)],
          [0.5, g.colour],
          [1, darken(g.colour, 0.45)],
        ],
      );
      const detail =
        g.kind === "jacket"
          ? `<path d="M${num(cx - gw * 0.22)} ${num(y + 28)}L${num(cx)} ${num(y + len * 0.55)}L${num(cx + gw * 0.22)} ${num(y + 28)}" fill="none" stroke="${darken(g.colour, 0.5)}" stroke-width="3"/>`
          : g.kind === "knit"
            ? `<path d="M${num(cx - gw * 0.44)} ${num(y + len)}H${num(cx + gw * 0.44)}" stroke="${darken(g.colour, 0.3)}" stroke-width="${num(len * 0.06)}" stroke-dasharray="3 3"/>`
            : "";
      return `<path d="M${num(cx)} ${num(y - 2)}q0 -10 8 -10" fill="none" stroke="#8a8c90" stroke-width="2.5"/><path d="M${num(cx - gw * 0.3)} ${num(y + 22)}L${num(cx)} ${num(y + 4)}L${num(cx + gw * 0.3)} ${num(y + 22)}" fill="none" stroke="#7a5a3a" stroke-width="3"/><path d="${body}" fill="${fill}"/>${detail}`;
    })
    .join("");
  return `<g id="clothes-rail">
<path d="M${num(x)} ${num(y - 12)}V${num(y + h)}M${num(x + w)} ${num(y - 12)}V${num(y + h)}" stroke="${metal(defs, x - 4, x + 4, "#5b5d61")}" stroke-width="7"/>
<path d="M${num(x - 30)} ${num(y + h)}H${num(x + 30)}M${num(x + w - 30)} ${num(y + h)}H${num(x + w + 30)}" stroke="#3b3c3f" stroke-width="8" stroke-linecap="round"/>
<path d="M${num(x - 6)} ${num(y - 12)}H${num(x + w + 6)}" stroke="#9b9ea3" stroke-width="7" stroke-linecap="round"/>
${clothes}</g>`;
}

/** A light on a stand: a softbox facing the set, or a bare fresnel head. */
export function lightStand(
  defs: Defs,
  floor: Point,
  height: number,
  kind: "softbox" | "fresnel" | "umbrella",
  facing: -1 | 1,
): string {
  const [x, y] = floor;
  const topY = y - height;
  const legs = `<path d="M${num(x - height * 0.14)} ${num(y)}L${num(x)} ${num(y - height * 0.2)}L${num(x + height * 0.14)} ${num(y)}M${num(x)} ${num(y - height * 0.2)}L${num(x + height * 0.02)} ${num(y)}" fill="none" stroke="#1f2022" stroke-width="${num(height * 0.012)}"/>
<path d="M${num(x)} ${num(y - height * 0.2)}V${num(topY)}" stroke="${metal(defs, x - 4, x + 4, "#303134")}" stroke-width="${num(height * 0.014)}"/>`;
  const s = height / 400;
  if (kind === "softbox") {
    return `<g id="softbox">${legs}<g transform="translate(${num(x)} ${num(topY)}) scale(${num(s * facing)} ${num(s)})">
<path d="M-10 -30L50 -110V110L-10 30Z" fill="#18191b"/>
<path d="M50 -110L62 -112V112L50 110Z" fill="${defs.linear(
      [50, 0],
      [62, 0],
      [
        [0, "#f7f3ea"],
        [1, "#ffffff"],
      ],
    )}"/>
</g></g>`;
  }
  if (kind === "umbrella") {
    return `<g id="umbrella-light">${legs}<g transform="translate(${num(x)} ${num(topY)}) scale(${num(s * facing)} ${num(s)})">
<path d="M-90 -60Q-40 -140 60 -120Q20 -40 50 60Q-40 40 -90 -60Z" fill="${defs.linear(
      [-90, 0],
      [60, 0],
      [
        [0, "#ffffff"],
        [1, "#d9d6d0"],
      ],
    )}"/>
<path d="M-20 -20L40 -100" stroke="#2a2a2c" stroke-width="4"/>
<rect x="-22" y="-18" width="26" height="30" rx="4" fill="#222326"/></g></g>`;
  }
  return `<g id="fresnel">${legs}<g transform="translate(${num(x)} ${num(topY)}) scale(${num(s * facing)} ${num(s)})">
<rect x="-30" y="-28" width="56" height="56" rx="8" fill="${metal(defs, -30, 26, "#2b2c2f")}"/>
<ellipse cx="28" cy="0" rx="8" ry="24" fill="#fff6df"/>
<path d="M30 -26L46 -36M30 26L46 36" stroke="#1a1a1c" stroke-width="4"/></g></g>`;
}

/** A make-up mirror framed by round bulbs, as in a dressing room. */
export function bulbMirror(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  reflection: string,
): string {
  const bulbs: string[] = [];
  const r = w * 0.03;
  const glow = (cx: number, cy: number) =>
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 3)}" fill="${defs.radial([cx, cy], r * 3, [
      [0, "#fff4d6", 0.7],
      [1, "#fff4d6", 0],
    ])}"/><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#fffaf0"/>`;
  const n = 6;
  for (let i = 0; i < n; i++) {
    bulbs.push(glow(x - r * 1.6, y + (h / (n - 1)) * i), glow(x + w + r * 1.6, y + (h / (n - 1)) * i));
  }
  for (let i = 1; i < n - 1; i++) bulbs.push(glow(x + (w / (n - 1)) * i, y - r * 1.6));
  return `<g id="bulb-mirror"><rect x="${num(x - r * 3.4)}" y="${num(y - r * 3.4)}" width="${num(w + r * 6.8)}" height="${num(h + r * 5)}" rx="${num(r)}" fill="#2a2522"/>
<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${reflection}"/>
<path d="M${num(x + w * 0.1)} ${num(y + h)}L${num(x + w * 0.45)} ${num(y)}H${num(x + w * 0.6)}L${num(x + w * 0.25)} ${num(y + h)}Z" fill="#ffffff" opacity="0.08"/>
${bulbs.join("")}</g>`;
}

/** A make-up brush held at `at`, pointing at `angle` degrees (0 = up). */
export function brush(at: Point, size: number, angle: number, tip = "#c99a82"): string {
  return `<g id="brush" transform="translate(${pt(at)}) rotate(${num(angle)}) scale(${num(size / 100)})">
<rect x="-4" y="-10" width="8" height="80" rx="4" fill="#1d1b1b"/>
<rect x="-5" y="-28" width="10" height="20" fill="#b9b3ab"/>
<path d="M-5 -28C-10 -44 -6 -58 0 -62C6 -58 10 -44 5 -28Z" fill="${tip}"/>
</g>`;
}

/** Dark shapes of heads and raised hands in front of a stage. */
export function crowd(
  defs: Defs,
  width: number,
  baseY: number,
  size: number,
  seed: number,
  tint = "#0b0b10",
  /** The share of people with a hand in the air. */
  handsUp = 0.22,
): string {
  const rnd = seededRandom(seed);
  const people: string[] = [];
  for (let x = -size; x < width + size; x += size * (0.7 + rnd() * 0.5)) {
    const h = size * (0.9 + rnd() * 0.5);
    const y = baseY - h;
    people.push(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size * 0.28)}" ry="${num(size * 0.34)}"/><path d="M${num(x - size * 0.55)} ${num(baseY + size)}Q${num(x - size * 0.5)} ${num(y + size * 0.35)} ${num(x)} ${num(y + size * 0.32)}Q${num(x + size * 0.5)} ${num(y + size * 0.35)} ${num(x + size * 0.55)} ${num(baseY + size)}Z"/>`,
    );
    if (rnd() < handsUp) {
      // A raised arm: a tapering shape from the shoulder, the hand open at the top.
      const side = rnd() < 0.5 ? -1 : 1;
      const sx = x + side * size * 0.38;
      const sy = y + size * 0.55;
      const hx = x + side * size * (0.45 + rnd() * 0.35);
      const hy = y - size * (0.8 + rnd() * 0.5);
      people.push(
        `<path d="M${num(sx - size * 0.1)} ${num(sy)}L${num(hx - size * 0.06)} ${num(hy)}L${num(hx + size * 0.06)} ${num(hy)}L${num(sx + size * 0.1)} ${num(sy)}Z"/><ellipse cx="${num(hx)}" cy="${num(hy - size * 0.08)}" rx="${num(size * 0.09)}" ry="${num(size * 0.13)}"/>`,
      );
    }
  }
  return `<g id="crowd" fill="${tint}">${people.join("")}<rect x="0" y="${num(baseY)}" width="${width}" height="${num(size * 2)}" fill="${defs.linear(
    [0, baseY - size],
    [0, baseY + size],
    [
      [0, tint, 0],
      [1, tint, 1],
    ],
  )}"/></g>`;
}

/** A beam of stage light from a fixture at `from`, spreading towards `to`. */
export function beam(
  defs: Defs,
  from: Point,
  to: Point,
  spread: number,
  colour: string,
  strength = 0.35,
): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * spread;
  const ny = (dx / len) * spread;
  return `<path d="M${pt(from)}L${num(to[0] + nx)} ${num(to[1] + ny)}L${num(to[0] - nx)} ${num(to[1] - ny)}Z" fill="${defs.linear(
    from,
    to,
    [
      [0, colour, strength],
      [1, colour, 0],
    ],
  )}"/>`;
}

/** A guitar held across the body, its body centred at `at`. */
export function guitar(defs: Defs, at: Point, size: number, angle: number, wood = "#b7763d"): string {
  return `<g id="guitar" transform="translate(${pt(at)}) rotate(${num(angle)}) scale(${num(size / 100)})">
<path d="M-8 -60H8V-230H-8Z" fill="#3a2416"/>
<rect x="-12" y="-262" width="24" height="36" rx="4" fill="#2a1a10"/>
<path d="M0 -70C36 -70 40 -40 30 -18C52 0 56 46 30 66C10 80 -10 80 -30 66C-56 46 -52 0 -30 -18C-40 -40 -36 -70 0 -70Z" fill="${defs.radial(
    [-10, 0],
    80,
    [
      [0, lighten(wood, 0.25)],
      [0.7, wood],
      [1, darken(wood, 0.5)],
    ],
  )}"/>
<circle cx="0" cy="-20" r="14" fill="#1a120c"/>
<rect x="-16" y="32" width="32" height="6" fill="#1a120c"/>
<path d="M-3 -226V34M0 -226V34M3 -226V34" stroke="#e8e2d6" stroke-width="0.6" opacity="0.7"/>
</g>`;
}

/** A simple chair seen from the front: seat, back and legs, in `colour`. */
export function chair(x: number, seatY: number, w: number, colour: string): string {
  const c = mix(colour, "#000000", 0.3);
  return `<g id="chair"><rect x="${num(x - w / 2)}" y="${num(seatY - w * 0.9)}" width="${num(w)}" height="${num(w * 0.75)}" rx="${num(w * 0.06)}" fill="${colour}"/>
<rect x="${num(x - w * 0.55)}" y="${num(seatY)}" width="${num(w * 1.1)}" height="${num(w * 0.1)}" rx="${num(w * 0.03)}" fill="${c}"/>
<path d="M${num(x - w * 0.45)} ${num(seatY + w * 0.1)}V${num(seatY + w * 0.9)}M${num(x + w * 0.45)} ${num(seatY + w * 0.1)}V${num(seatY + w * 0.9)}" stroke="${c}" stroke-width="${num(w * 0.05)}"/></g>`;
}
