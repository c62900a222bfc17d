import { darken, lighten, mix } from "./colour.ts";
import type { Canvas } from "./picture.ts";
import { num, seededRandom } from "./svg.ts";

/**
 * Out-of-focus backgrounds. Each is drawn small and enlarged by the renderer, so only broad
 * shapes matter here: light pools, horizons, bokeh.
 */

/** A seamless paper backdrop: the wall curving into the floor, lit in a soft pool behind the subject. */
export function paperSweep(
  c: Canvas,
  wall: string,
  opts: { floorAt?: number; lightX?: number } = {},
): string {
  const { width: W, height: H } = c;
  const floorAt = (opts.floorAt ?? 0.72) * H;
  const lx = (opts.lightX ?? 0.5) * W;
  return `<rect width="${W}" height="${H}" fill="${c.back.linear(
    [0, 0],
    [0, H],
    [
      [0, darken(wall, 0.28)],
      [floorAt / H - 0.08, wall],
      [floorAt / H + 0.04, lighten(wall, 0.08)],
      [1, darken(wall, 0.12)],
    ],
  )}"/>
<ellipse cx="${num(lx)}" cy="${num(floorAt * 0.72)}" rx="${num(W * 0.55)}" ry="${num(H * 0.42)}" fill="${c.back.radial(
    [lx, floorAt * 0.72],
    W * 0.55,
    [
      [0, lighten(wall, 0.35), 0.85],
      [1, lighten(wall, 0.35), 0],
    ],
    (H * 0.42) / (W * 0.55),
  )}"/>
<rect width="${W}" height="${H}" fill="${c.back.radial([W / 2, H / 2], Math.hypot(W, H) / 2, [
    [0.55, "#000000", 0],
    [1, "#000000", 0.35],
  ])}"/>`;
}

/** A room lit by tall windows, as a daylight studio or a dance hall is. */
export function daylightRoom(
  c: Canvas,
  wall: string,
  floor: string,
  opts: { floorAt?: number; windows?: number; mirror?: boolean } = {},
): string {
  const { width: W, height: H } = c;
  const floorAt = (opts.floorAt ?? 0.68) * H;
  const count = opts.windows ?? 3;
  const panes: string[] = [];
  const ww = W / (count * 1.6);
  for (let i = 0; i < count; i++) {
    const x = W * 0.08 + i * ww * 1.6;
    panes.push(
      `<rect x="${num(x)}" y="${num(H * 0.08)}" width="${num(ww)}" height="${num(floorAt - H * 0.14)}" fill="${c.back.linear(
        [0, H * 0.08],
        [0, floorAt],
        [
          [0, "#fbfaf6"],
          [1, "#e8ecef"],
        ],
      )}"/>`,
      `<path d="M${num(x)} ${num(floorAt)}L${num(x + ww)} ${num(floorAt)}L${num(x + ww * 2.2)} ${num(H)}L${num(x + ww * 0.6)} ${num(H)}Z" fill="#fffaf0" opacity="0.35"/>`,
    );
  }
  const mirror = opts.mirror
    ? `<rect x="0" y="${num(floorAt - H * 0.42)}" width="${W}" height="${num(H * 0.42)}" fill="${mix(wall, "#9fb0bd", 0.5)}" opacity="0.55"/><rect x="0" y="${num(floorAt - H * 0.2)}" width="${W}" height="${num(H * 0.012)}" fill="${darken(wall, 0.4)}"/>`
    : "";
  return `<rect width="${W}" height="${H}" fill="${c.back.linear(
    [0, 0],
    [W, 0],
    [
      [0, lighten(wall, 0.1)],
      [1, darken(wall, 0.18)],
    ],
  )}"/>${panes.join("")}${mirror}
<rect y="${num(floorAt)}" width="${W}" height="${num(H - floorAt)}" fill="${c.back.linear(
    [0, floorAt],
    [0, H],
    [
      [0, darken(floor, 0.1)],
      [1, lighten(floor, 0.05)],
    ],
  )}"/>${panes.filter((_, i) => i % 2 === 1).join("")}`;
}

/** Points of light far behind the subject, as a wide aperture turns them into discs. */
export function bokeh(
  c: Canvas,
  colours: readonly string[],
  count: number,
  seed: number,
  area = { top: 0, bottom: 1 },
): string {
  const { width: W, height: H } = c;
  const rnd = seededRandom(seed);
  const discs: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rnd() * W;
    const y = (area.top + rnd() * (area.bottom - area.top)) * H;
    const r = W * (0.015 + rnd() * 0.04);
    const colour = colours[i % colours.length] ?? "#ffffff";
    discs.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${colour}" opacity="${num(0.25 + rnd() * 0.5)}"/>`,
    );
  }
  return discs.join("");
}

/** A sky fading from `zenith` to `horizon`, down to the line at `at` (fraction of the height). */
export function sky(c: Canvas, zenith: string, horizon: string, at = 1): string {
  const { width: W, height: H } = c;
  return `<rect width="${W}" height="${num(H * at)}" fill="${c.back.linear(
    [0, 0],
    [0, H * at],
    [
      [0, zenith],
      [1, horizon],
    ],
  )}"/>`;
}

/** A park in autumn: tree crowns in warm colours over a path, the sun low behind them. */
export function autumnPark(c: Canvas): string {
  const { width: W, height: H } = c;
  const rnd = seededRandom(31);
  const crowns: string[] = [];
  const colours = ["#b4652c", "#d08a3c", "#8e4a26", "#c9a04a", "#6d6a34", "#a85a2e"];
  for (let i = 0; i < 26; i++) {
    const x = rnd() * W;
    const y = H * (0.1 + rnd() * 0.4);
    const r = W * (0.08 + rnd() * 0.12);
    crowns.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${colours[i % colours.length]}" opacity="0.9"/>`,
    );
  }
  const trunks: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = W * (0.05 + i * 0.18 + rnd() * 0.05);
    trunks.push(
      `<rect x="${num(x)}" y="${num(H * 0.3)}" width="${num(W * 0.025)}" height="${num(H * 0.35)}" fill="#3b2a20"/>`,
    );
  }
  return `${sky(c, "#e9dcc4", "#f3e4c6", 0.7)}${trunks.join("")}${crowns.join("")}
<rect y="${num(H * 0.62)}" width="${W}" height="${num(H * 0.38)}" fill="${c.back.linear(
    [0, H * 0.62],
    [0, H],
    [
      [0, "#7a6a3c"],
      [1, "#4d4328"],
    ],
  )}"/>
<path d="M${num(W * 0.35)} ${num(H * 0.62)}L${num(W * 0.6)} ${num(H * 0.62)}L${num(W * 1.1)} ${num(H)}L${num(W * -0.1)} ${num(H)}Z" fill="#c9b08a"/>
${bokeh(c, ["#ffe2a8", "#f6c36b", "#ffffff"], 24, 32, { top: 0.05, bottom: 0.5 })}
<circle cx="${num(W * 0.78)}" cy="${num(H * 0.22)}" r="${num(W * 0.3)}" fill="${c.back.radial(
    [W * 0.78, H * 0.22],
    W * 0.3,
    [
      [0, "#fff3d6", 0.9],
      [1, "#fff3d6", 0],
    ],
  )}"/>`;
}

type FieldColours = { zenith: string; horizon: string; near: string; far: string; city: string };
const MIDDAY: FieldColours = {
  zenith: "#6f9cc7",
  horizon: "#dfe9ee",
  far: "#9aa36a",
  near: "#6b7444",
  city: "#8b96a0",
};
export const GOLDEN_HOUR: FieldColours = {
  zenith: "#7a86a8",
  horizon: "#f5c58a",
  far: "#8a7a4a",
  near: "#4a4028",
  city: "#6e5d5a",
};

/** An airfield's open field under a big sky, a low line of city far away. */
export function openField(c: Canvas, horizon = 0.6, colours: FieldColours = MIDDAY): string {
  const { width: W, height: H } = c;
  const rnd = seededRandom(41);
  const skyline: string[] = [];
  for (let x = 0; x < W; x += W * 0.03) {
    const h = H * (0.01 + rnd() * 0.03);
    skyline.push(
      `<rect x="${num(x)}" y="${num(H * horizon - h)}" width="${num(W * 0.032)}" height="${num(h)}"/>`,
    );
  }
  const clouds: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rnd() * W;
    const y = H * (0.08 + rnd() * 0.3);
    clouds.push(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(W * (0.12 + rnd() * 0.15))}" ry="${num(H * 0.03)}" fill="#ffffff" opacity="0.7"/>`,
    );
  }
  return `${sky(c, colours.zenith, colours.horizon, horizon)}${clouds.join("")}<g fill="${colours.city}" opacity="0.8">${skyline.join("")}</g>
<rect y="${num(H * horizon)}" width="${W}" height="${num(H * (1 - horizon))}" fill="${c.back.linear(
    [0, H * horizon],
    [0, H],
    [
      [0, colours.far],
      [1, colours.near],
    ],
  )}"/>
<path d="M0 ${num(H * (horizon + 0.08))}L${W} ${num(H * (horizon + 0.02))}L${W} ${num(H * (horizon + 0.1))}L0 ${num(H * (horizon + 0.22))}Z" fill="#a9a49a"/>`;
}

/** A city wall: painted concrete blocks, a shuttered shop, the pavement. */
export function streetWall(c: Canvas): string {
  const { width: W, height: H } = c;
  const blocks = [
    ["#c4553a", 0, 0.1, 0.35, 0.5],
    ["#2f5d73", 0.35, 0.05, 0.4, 0.6],
    ["#e3c15a", 0.75, 0.15, 0.3, 0.4],
    ["#8d8a84", 0.75, 0.55, 0.3, 0.25],
  ] as const;
  return `<rect width="${W}" height="${H}" fill="#b9b2a6"/>${blocks
    .map(
      ([colour, x, y, w, h]) =>
        `<rect x="${num(W * x)}" y="${num(H * y)}" width="${num(W * w)}" height="${num(H * h)}" fill="${colour}" opacity="0.85"/>`,
    )
    .join("")}
<g stroke="#5d5a55" stroke-width="${num(W * 0.004)}" opacity="0.5">${Array.from({ length: 12 }, (_, i) => `<path d="M${num(W * 0.36)} ${num(H * (0.1 + i * 0.04))}H${num(W * 0.74)}"/>`).join("")}</g>
<rect y="${num(H * 0.8)}" width="${W}" height="${num(H * 0.2)}" fill="${c.back.linear(
    [0, H * 0.8],
    [0, H],
    [
      [0, "#7d7a75"],
      [1, "#55524e"],
    ],
  )}"/>`;
}

/** A dark stage: haze, coloured wash and points of light behind the performer. */
export function darkStage(c: Canvas, wash: string, lights: readonly string[], seed: number): string {
  const { width: W, height: H } = c;
  return `<rect width="${W}" height="${H}" fill="${c.back.linear(
    [0, 0],
    [0, H],
    [
      [0, "#07070b"],
      [0.6, darken(wash, 0.75)],
      [1, "#050507"],
    ],
  )}"/>
<ellipse cx="${num(W * 0.5)}" cy="${num(H * 0.45)}" rx="${num(W * 0.6)}" ry="${num(H * 0.4)}" fill="${c.back.radial(
    [W * 0.5, H * 0.45],
    W * 0.6,
    [
      [0, wash, 0.6],
      [1, wash, 0],
    ],
    (H * 0.4) / (W * 0.6),
  )}"/>
${bokeh(c, lights, 30, seed, { top: 0.02, bottom: 0.6 })}`;
}

/** A brick wall lit by small warm lamps: a jazz club's back room. */
export function clubRoom(c: Canvas, brick: string): string {
  const { width: W, height: H } = c;
  const rows: string[] = [];
  for (let y = 0; y < H * 0.75; y += H * 0.035) {
    const offset = (Math.round(y / (H * 0.035)) % 2) * W * 0.04;
    for (let x = -offset; x < W; x += W * 0.08) {
      rows.push(
        `<rect x="${num(x + 2)}" y="${num(y + 2)}" width="${num(W * 0.075)}" height="${num(H * 0.031)}"/>`,
      );
    }
  }
  return `<rect width="${W}" height="${H}" fill="#1a0f0b"/><g fill="${brick}" opacity="0.6">${rows.join("")}</g>
<rect width="${W}" height="${H}" fill="${c.back.radial([W * 0.5, H * 0.35], W * 0.7, [
    [0, "#ffb36b", 0.35],
    [1, "#000000", 0.55],
  ])}"/>
${bokeh(c, ["#ffcf86", "#ffb060", "#ffe7b8"], 18, 51, { top: 0.45, bottom: 0.8 })}`;
}

/** A recording room: acoustic panels on the walls, a warm lamp in the corner. */
export function recordingRoom(c: Canvas): string {
  const { width: W, height: H } = c;
  const panels: string[] = [];
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 4; j++) {
      panels.push(
        `<rect x="${num(W * (0.02 + i * 0.2))}" y="${num(H * (0.04 + j * 0.17))}" width="${num(W * 0.18)}" height="${num(H * 0.15)}" fill="${(i + j) % 2 ? "#3b3f46" : "#4a4038"}"/>`,
      );
    }
  }
  return `<rect width="${W}" height="${H}" fill="#202226"/>${panels.join("")}
<rect width="${W}" height="${H}" fill="${c.back.radial([W * 0.15, H * 0.25], W * 0.7, [
    [0, "#ffbf80", 0.45],
    [1, "#000000", 0.5],
  ])}"/>`;
}

/** Neon tubes glowing in a dark set, for a music video. */
export function neonSet(c: Canvas, colours: readonly [string, string]): string {
  const { width: W, height: H } = c;
  const [a, b] = colours;
  return `<rect width="${W}" height="${H}" fill="#0b0a14"/>
<rect x="${num(W * 0.08)}" y="${num(H * 0.12)}" width="${num(W * 0.04)}" height="${num(H * 0.6)}" fill="${a}"/>
<rect x="${num(W * 0.88)}" y="${num(H * 0.08)}" width="${num(W * 0.04)}" height="${num(H * 0.64)}" fill="${b}"/>
<rect x="${num(W * 0.2)}" y="${num(H * 0.1)}" width="${num(W * 0.6)}" height="${num(H * 0.025)}" fill="${b}"/>
<ellipse cx="${num(W * 0.1)}" cy="${num(H * 0.4)}" rx="${num(W * 0.35)}" ry="${num(H * 0.5)}" fill="${c.back.radial(
    [W * 0.1, H * 0.4],
    W * 0.35,
    [
      [0, a, 0.55],
      [1, a, 0],
    ],
    (H * 0.5) / (W * 0.35),
  )}"/>
<ellipse cx="${num(W * 0.9)}" cy="${num(H * 0.4)}" rx="${num(W * 0.35)}" ry="${num(H * 0.5)}" fill="${c.back.radial(
    [W * 0.9, H * 0.4],
    W * 0.35,
    [
      [0, b, 0.55],
      [1, b, 0],
    ],
    (H * 0.5) / (W * 0.35),
  )}"/>
<rect y="${num(H * 0.75)}" width="${W}" height="${num(H * 0.25)}" fill="${c.back.linear(
    [0, H * 0.75],
    [0, H],
    [
      [0, mix(a, "#0b0a14", 0.7)],
      [1, "#050409"],
    ],
  )}"/>`;
}

/** A city skyline at dusk, windows lit, seen from a rooftop. */
export function duskSkyline(c: Canvas, horizon = 0.62): string {
  const { width: W, height: H } = c;
  const rnd = seededRandom(61);
  const towers: string[] = [];
  const windows: string[] = [];
  for (let x = -W * 0.02; x < W; x += W * (0.05 + rnd() * 0.06)) {
    const w = W * (0.04 + rnd() * 0.06);
    const h = H * (0.06 + rnd() * 0.24);
    const top = H * horizon - h;
    towers.push(`<rect x="${num(x)}" y="${num(top)}" width="${num(w)}" height="${num(h + 2)}"/>`);
    for (let i = 0; i < 6; i++) {
      windows.push(
        `<rect x="${num(x + rnd() * w * 0.8)}" y="${num(top + rnd() * h * 0.9)}" width="${num(W * 0.006)}" height="${num(H * 0.006)}"/>`,
      );
    }
  }
  return `${sky(c, "#23305a", "#e8956a", horizon)}
<g fill="#1b1d2c">${towers.join("")}</g><g fill="#ffd58a" opacity="0.8">${windows.join("")}</g>
<rect y="${num(H * horizon)}" width="${W}" height="${num(H * (1 - horizon))}" fill="#15161f"/>`;
}

/** A set on a film stage: dark walls, lights on stands glowing at the edges. */
export function filmStage(c: Canvas, wall: string): string {
  const { width: W, height: H } = c;
  return `<rect width="${W}" height="${H}" fill="${c.back.linear(
    [0, 0],
    [W, 0],
    [
      [0, darken(wall, 0.6)],
      [0.5, darken(wall, 0.2)],
      [1, darken(wall, 0.7)],
    ],
  )}"/>
<circle cx="${num(W * 0.12)}" cy="${num(H * 0.22)}" r="${num(W * 0.18)}" fill="${c.back.radial(
    [W * 0.12, H * 0.22],
    W * 0.18,
    [
      [0, "#fff1d6", 0.9],
      [1, "#fff1d6", 0],
    ],
  )}"/>
<circle cx="${num(W * 0.9)}" cy="${num(H * 0.3)}" r="${num(W * 0.14)}" fill="${c.back.radial(
    [W * 0.9, H * 0.3],
    W * 0.14,
    [
      [0, "#cfe3ff", 0.7],
      [1, "#cfe3ff", 0],
    ],
  )}"/>
<rect y="${num(H * 0.78)}" width="${W}" height="${num(H * 0.22)}" fill="#1a1816"/>`;
}
