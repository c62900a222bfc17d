import { darken, lighten } from "../colour.ts";
import type { Canvas, Picture } from "../picture.ts";
import { bulbMirror, chair, lightStand, stillsCamera } from "../props.ts";
import { glow, vignette } from "../staging.ts";
import { num } from "../svg.ts";
import { heroCanvas, landscapeCanvas, portraitCanvas } from "./frame.ts";

/**
 * A studio's rooms, drawn in one-point perspective: the back wall, the floor running towards the
 * viewer, and a side wall with tall windows letting daylight in.
 */
function room(
  c: Canvas,
  opts: {
    wall: string;
    floor: string;
    back: { x: number; y: number; w: number; h: number };
    windowsLeft: number;
  },
): string {
  const { width: W, height: H } = c;
  const { x, y, w, h } = opts.back;
  const d = c.front;
  const floorY = y + h;
  const windows: string[] = [];
  for (let i = 0; i < opts.windowsLeft; i++) {
    // Each window is a trapezoid on the left wall, narrowing with distance.
    const t0 = i / opts.windowsLeft;
    const t1 = t0 + 0.7 / opts.windowsLeft;
    const xa = (1 - t0) * 0 + t0 * x;
    const xb = (1 - t1) * 0 + t1 * x;
    const topA = (1 - t0) * H * 0.05 + t0 * (y + h * 0.08);
    const topB = (1 - t1) * H * 0.05 + t1 * (y + h * 0.08);
    const botA = (1 - t0) * H * 0.72 + t0 * (y + h * 0.8);
    const botB = (1 - t1) * H * 0.72 + t1 * (y + h * 0.8);
    windows.push(
      `<path d="M${num(xa)} ${num(topA)}L${num(xb)} ${num(topB)}L${num(xb)} ${num(botB)}L${num(xa)} ${num(botA)}Z" fill="${d.linear(
        [xa, topA],
        [xb, botB],
        [
          [0, "#ffffff"],
          [1, "#e3ebf0"],
        ],
      )}"/>`,
      `<path d="M${num((xa + xb) / 2)} ${num((topA + topB) / 2)}V${num((botA + botB) / 2)}M${num(xa)} ${num((topA * 2 + botA) / 3)}L${num(xb)} ${num((topB * 2 + botB) / 3)}" stroke="${darken(opts.wall, 0.35)}" stroke-width="5"/>`,
      // Daylight falling through the window onto the floor.
      `<path d="M${num(xa)} ${num(botA)}L${num(xb)} ${num(botB)}L${num(xb + (x + w - xb) * 0.45)} ${num(H)}L${num(xa + W * 0.25)} ${num(H)}Z" fill="#fff8e8" opacity="0.25"/>`,
    );
  }
  return `<rect width="${W}" height="${H}" fill="${lighten(opts.wall, 0.05)}"/>
<path d="M0 0L${x} ${y}V${floorY}L0 ${H}Z" fill="${d.linear(
    [0, 0],
    [x, 0],
    [
      [0, darken(opts.wall, 0.12)],
      [1, opts.wall],
    ],
  )}"/>
<path d="M${W} 0L${x + w} ${y}V${floorY}L${W} ${H}Z" fill="${d.linear(
    [W, 0],
    [x + w, 0],
    [
      [0, darken(opts.wall, 0.25)],
      [1, darken(opts.wall, 0.05)],
    ],
  )}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${d.linear(
    [0, y],
    [0, floorY],
    [
      [0, opts.wall],
      [1, lighten(opts.wall, 0.08)],
    ],
  )}"/>
<path d="M0 ${H}L${x} ${floorY}H${x + w}L${W} ${H}Z" fill="${d.linear(
    [0, floorY],
    [0, H],
    [
      [0, darken(opts.floor, 0.1)],
      [1, lighten(opts.floor, 0.08)],
    ],
  )}"/>
<path d="M0 0L${x} ${y}H${x + w}L${W} 0Z" fill="${darken(opts.wall, 0.18)}"/>
${planks(x, w, floorY, W, H, darken(opts.floor, 0.25))}${windows.join("")}`;
}

/** Floorboards running towards the back wall, meeting at the vanishing point. */
function planks(x: number, w: number, floorY: number, W: number, H: number, colour: string): string {
  const lines: string[] = [];
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    lines.push(`M${num(x + w * t)} ${num(floorY)}L${num(W * t * 1.6 - W * 0.3)} ${num(H)}`);
  }
  return `<path d="${lines.join("")}" stroke="${colour}" stroke-width="2" opacity="0.35"/>`;
}

/** A cyclorama: a white wall that curves into the floor without a visible corner. */
function cyclorama(c: Canvas, x: number, top: number, w: number, floorY: number): string {
  const d = c.front;
  const curve = (floorY - top) * 0.25;
  return `<g id="cyclorama"><path d="M${x} ${top}H${x + w}V${floorY - curve}Q${x + w} ${floorY} ${x + w + curve * 0.6} ${floorY + curve * 0.6}H${x - curve * 0.6}Q${x} ${floorY} ${x} ${floorY - curve}Z" fill="${d.linear(
    [0, top],
    [0, floorY + curve],
    [
      [0, "#f1f0ec"],
      [0.75, "#fbfaf8"],
      [1, "#e6e4df"],
    ],
  )}"/></g>`;
}

/** The studio's hero: the daylight hall with its cyclorama, lights standing ready. */
export function studioHall(): Picture {
  const c = heroCanvas();
  const back = { x: 300, y: 380, w: 600, h: 620 };
  const floorY = back.y + back.h;
  return c.picture(
    `<rect width="${c.width}" height="${c.height}" fill="#d8d4cc"/>`,
    `${room(c, { wall: "#d9d4ca", floor: "#9b7f62", back, windowsLeft: 3 })}${cyclorama(c, back.x + 150, back.y + 40, 450, floorY - 10)}
${lightStand(c.front, [560, floorY + 160], 520, "softbox", 1)}${lightStand(c.front, [1000, floorY + 300], 640, "umbrella", -1)}
${chair(850, floorY + 10, 90, "#3a2e26")}`,
    { defocus: 0, light: `${glow(c, "#fff6e6", 150, 500, 700, 0.35)}${vignette(c, 0.3)}` },
  );
}

/** The daylight hall, wide: tall windows, the wooden floor striped with sun. */
export function daylightHallWide(): Picture {
  const c = landscapeCanvas();
  const back = { x: 380, y: 220, w: 520, h: 420 };
  return c.picture(
    `<rect width="${c.width}" height="${c.height}" fill="#d8d4cc"/>`,
    `${room(c, { wall: "#e2ddd3", floor: "#a5865f", back, windowsLeft: 4 })}
<rect x="${back.x + 60}" y="${back.y + 60}" width="160" height="300" fill="#f9fbfb"/><rect x="${back.x + 300}" y="${back.y + 60}" width="160" height="300" fill="#f9fbfb"/>
<g id="sofa"><rect x="960" y="700" width="260" height="90" rx="20" fill="#6b5a48"/><rect x="940" y="650" width="300" height="60" rx="24" fill="#7d6a56"/></g>
<g id="plant"><rect x="150" y="760" width="70" height="80" fill="#8a6a4a"/><ellipse cx="185" cy="700" rx="70" ry="90" fill="#4e6b43"/></g>
`,
    { defocus: 0, light: `${glow(c, "#fff6e6", 120, 300, 600, 0.35)}${vignette(c, 0.3)}` },
  );
}

/** The cyclorama set up for a campaign: lights on stands aimed at it, a camera on its tripod. */
export function cycloramaSetUp(): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const floorY = 700;
  return c.picture(
    `<rect width="${W}" height="${H}" fill="#2a2a2a"/>`,
    `<rect width="${W}" height="${H}" fill="#35332f"/>${cyclorama(c, 200, 90, 880, floorY)}
<ellipse cx="640" cy="${floorY + 40}" rx="520" ry="70" fill="#000000" opacity="0.15"/>
${lightStand(c.front, [150, floorY + 120], 560, "softbox", 1)}${lightStand(c.front, [1130, floorY + 120], 560, "softbox", -1)}${lightStand(c.front, [420, floorY + 60], 380, "fresnel", 1)}
<g id="tripod"><path d="M640 760L560 ${H}M640 760L650 ${H}M640 760L730 ${H}" stroke="#151515" stroke-width="9"/></g>${stillsCamera(c.front, [640, 730], 120)}
`,
    { defocus: 0, light: `${glow(c, "#ffffff", 640, 380, 520, 0.25)}${vignette(c, 0.4)}` },
  );
}

/** The make-up room: a bulb mirror over a counter, a chair waiting. */
export function makeupRoom(): Picture {
  const c = portraitCanvas();
  const { width: W, height: H } = c;
  const products = Array.from({ length: 7 }, (_, i) => {
    const x = 220 + i * 78;
    const h = 50 + ((i * 37) % 60);
    const colour = ["#d9b7a3", "#2a2a2a", "#b5433f", "#efe6dc", "#8a6a5a", "#1f1f1f", "#c98a6a"][i] as string;
    return `<rect x="${x}" y="${820 - h}" width="34" height="${h}" rx="6" fill="${colour}"/>`;
  }).join("");
  return c.picture(
    `<rect width="${W}" height="${H}" fill="#cbbfb2"/>`,
    `<rect width="${W}" height="${H}" fill="${c.front.linear(
      [0, 0],
      [0, H],
      [
        [0, "#d8cec2"],
        [1, "#b9ac9c"],
      ],
    )}"/>${bulbMirror(c.front, 180, 190, 600, 540, "#8d8782")}
<rect x="60" y="820" width="${W - 120}" height="40" fill="#e9e4dc"/><rect x="60" y="860" width="${W - 120}" height="300" fill="#8a7560"/>${products}
${chair(480, 1120, 260, "#2f2a28")}`,
    { defocus: 0, light: vignette(c, 0.35) },
  );
}
