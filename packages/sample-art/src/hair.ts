import { darken, lighten, mix, toLab } from "./colour.ts";
import type { Person } from "./person.ts";
import { type Defs, num, type Point, seededRandom, smoothClosed, smoothOpen } from "./svg.ts";

/** Hair is drawn in head coordinates (crown y -50, chin y 50), in two layers around the face. */

function tones(colour: string) {
  // Black hair shows its shine as a cool grey-brown; lighter hair as a paler version of itself.
  const dark = toLab(colour).L < 15;
  return {
    light: dark ? mix(colour, "#8a7a72", 0.4) : lighten(colour, 0.28),
    base: colour,
    shadow: darken(colour, 0.5),
  };
}

function hairFill(defs: Defs, colour: string, s: number, top: number, bottom: number): string {
  const t = tones(colour);
  return defs.linear(
    [s * 40, top],
    [-s * 30, bottom],
    [
      [0, t.light],
      [0.35, t.base],
      [1, t.shadow],
    ],
  );
}

/** A soft band of shine across the crown. */
function sheen(colour: string, d: string, width = 7): string {
  const light = tones(colour).light;
  return `<path d="${d}" fill="none" stroke="${light}" stroke-width="${width * 1.6}" stroke-linecap="round" opacity="0.18"/><path d="${d}" fill="none" stroke="${light}" stroke-width="${width * 0.6}" stroke-linecap="round" opacity="0.3"/>`;
}

/** Fine strands along the hair's fall, darker and lighter than its colour. */
function strands(colour: string, seed: number, lines: readonly (readonly Point[])[]): string {
  const t = tones(colour);
  const rnd = seededRandom(seed);
  return lines
    .map((line, i) => {
      const jitter = line.map(([x, y]) => [x + (rnd() - 0.5) * 2, y + (rnd() - 0.5) * 2] as Point);
      const colourOf = i % 3 === 0 ? t.light : t.shadow;
      return `<path d="${smoothOpen(jitter)}" fill="none" stroke="${colourOf}" stroke-width="${num(0.4 + rnd() * 0.5)}" opacity="${num(0.15 + rnd() * 0.2)}" stroke-linecap="round"/>`;
    })
    .join("");
}

function clipped(defs: Defs, outline: string, content: string): string {
  return `<g clip-path="${defs.clip(outline)}">${content}</g>`;
}

/** The fine grain of very short hair. */
function specksOf(colour: string, seed: number): string {
  const t = tones(colour);
  const rnd = seededRandom(seed);
  const dots: string[] = [];
  for (let i = 0; i < 140; i++) {
    const x = (rnd() - 0.5) * 80;
    const y = -58 + rnd() * 50;
    dots.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(0.5 + rnd() * 0.7)}" fill="${i % 2 ? t.light : t.shadow}"/>`,
    );
  }
  return `<g opacity="0.5">${dots.join("")}</g>`;
}

/** Lines falling from a parting, fanned across a hair shape. */
function fall(from: Point, ends: readonly Point[], bend: number): Point[][] {
  return ends.map((end) => {
    const mid: Point = [
      (from[0] + end[0]) / 2 + bend * Math.sign(end[0] - from[0] || 1),
      (from[1] + end[1]) / 2,
    ];
    return [from, mid, end];
  });
}

const wavy = (x: number, y: number, k: number, amp: number): Point => [x + Math.sin(k) * amp, y];

export function hairBack(defs: Defs, person: Person, s: number): string {
  const c = person.hair.colour;
  const fill = (top: number, bottom: number) => hairFill(defs, c, s, top, bottom);
  switch (person.hair.style) {
    case "long":
      return `<path d="${smoothClosed([
        [-40, -30],
        [-28, -53],
        [0, -59],
        [28, -54],
        [42, -32],
        [46, 0],
        [48, 45],
        [54, 95],
        [58, 135],
        [30, 142],
        [0, 136],
        [-30, 142],
        [-58, 135],
        [-54, 95],
        [-48, 45],
        [-46, 0],
      ])}" fill="${darken(c, 0.25)}"/>`;
    case "waves": {
      const right: Point[] = [];
      for (let i = 0; i <= 8; i++) right.push(wavy(45 + i * 1.6, -20 + i * 14, i * 1.7, 3.5));
      const left = right.map(([x, y]) => [-x, y] as Point).reverse();
      return `<path d="${smoothClosed([[-30, -52], [0, -59], [30, -52], ...right, [30, 104], [0, 98], [-30, 104], ...left])}" fill="${darken(c, 0.25)}"/>`;
    }
    case "bob":
      return `<path d="${smoothClosed([
        [-46, -20],
        [-36, -49],
        [0, -59],
        [36, -49],
        [46, -20],
        [49, 15],
        [48, 41],
        [36, 47],
        [0, 45],
        [-36, 47],
        [-48, 41],
        [-49, 15],
      ])}" fill="${darken(c, 0.2)}"/>`;
    case "curls": {
      const rnd = seededRandom(7);
      const puffs: string[] = [];
      for (let a = -150; a <= 150; a += 15) {
        const r = (a * Math.PI) / 180;
        const cx = Math.sin(r) * 58;
        const cy = -14 - Math.cos(r) * 52;
        if (cy > 42) continue;
        puffs.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(15 + rnd() * 6)}"/>`);
      }
      return `<g fill="${fill(-70, 40)}"><ellipse cx="0" cy="-12" rx="60" ry="56"/>${puffs.join("")}</g>${curlTexture(c, 11, 0, -14, 62, 54, 220)}`;
    }
    case "bun":
      return `<circle cx="5" cy="-60" r="18" fill="${fill(-78, -42)}"/>${strands(c, 5, [
        [
          [-8, -66],
          [4, -74],
          [18, -64],
        ],
        [
          [-10, -58],
          [4, -70],
          [20, -56],
        ],
        [
          [-6, -50],
          [6, -62],
          [18, -48],
        ],
      ])}`;
    default:
      return "";
  }
}

/** Small arcs that read as curls at a distance. */
function curlTexture(
  colour: string,
  seed: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
) {
  const t = tones(colour);
  const rnd = seededRandom(seed);
  const arcs: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (y > 30 && Math.abs(x) < 40) continue;
    const r = 1.4 + rnd() * 1.6;
    arcs.push(
      `<path d="M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 1 ${num(r * 1.6)} ${num(r * 0.8)}" stroke="${i % 5 ? t.shadow : t.light}"/>`,
    );
  }
  return `<g fill="none" stroke-width="0.9" stroke-linecap="round" opacity="0.4">${arcs.join("")}</g>`;
}

export function hairFront(defs: Defs, person: Person, s: number): string {
  const c = person.hair.colour;
  const fill = (top: number, bottom: number) => hairFill(defs, c, s, top, bottom);
  switch (person.hair.style) {
    case "long": {
      const right = smoothClosed([
        [-12, -56],
        [8, -58],
        [30, -48],
        [42, -26],
        [45, 10],
        [46, 50],
        [50, 95],
        [52, 122],
        [42, 112],
        [39, 70],
        [36, 30],
        [33, 2],
        [30, -16],
        [18, -28],
        [4, -33],
        [-8, -40],
      ]);
      const left = smoothClosed([
        [-12, -56],
        [-28, -51],
        [-41, -33],
        [-45, 0],
        [-47, 45],
        [-50, 100],
        [-48, 120],
        [-39, 100],
        [-37, 55],
        [-35, 15],
        [-34, -10],
        [-30, -26],
        [-20, -38],
        [-12, -47],
      ]);
      return `<path d="${left}" fill="${fill(-60, 120)}"/><path d="${right}" fill="${fill(-60, 120)}"/>${clipped(
        defs,
        right,
        strands(
          c,
          3,
          fall(
            [-12, -54],
            [
              [40, -20],
              [44, 20],
              [46, 70],
              [48, 110],
              [24, -30],
              [10, -40],
            ],
            12,
          ),
        ),
      )}${clipped(
        defs,
        left,
        strands(
          c,
          2,
          fall(
            [-12, -54],
            [
              [-40, -10],
              [-44, 40],
              [-46, 90],
              [-30, -40],
            ],
            -6,
          ),
        ),
      )}${sheen(c, `M${s * 30} -44C${s * 18} -54 ${s * 2} -56 -10 -52`)}`;
    }
    case "waves": {
      const rightOuter: Point[] = [];
      for (let i = 0; i <= 7; i++) rightOuter.push(wavy(44 + i * 1.8, -24 + i * 16, i * 1.7, 3.5));
      const rightInner: Point[] = [];
      for (let i = 7; i >= 0; i--) rightInner.push(wavy(36 + i * 1.2, -10 + i * 14, i * 1.7 + 0.6, 2.5));
      const rightPoints: Point[] = [
        [0, -58],
        [24, -54],
        [38, -40],
        ...rightOuter,
        [50, 100],
        ...rightInner,
        [30, -24],
        [12, -36],
        [0, -40],
      ];
      const right = smoothClosed(rightPoints);
      const left = smoothClosed(rightPoints.map(([x, y]) => [-x, y] as Point));
      return `<path d="${left}" fill="${fill(-60, 100)}"/><path d="${right}" fill="${fill(-60, 100)}"/>${clipped(
        defs,
        right,
        strands(
          c,
          4,
          fall(
            [0, -56],
            [
              [40, -10],
              [44, 30],
              [48, 80],
              [22, -36],
            ],
            10,
          ),
        ),
      )}${clipped(
        defs,
        left,
        strands(
          c,
          5,
          fall(
            [0, -56],
            [
              [-40, -10],
              [-44, 30],
              [-48, 80],
              [-22, -36],
            ],
            10,
          ),
        ),
      )}${sheen(c, `M${s * 32} -40C${s * 22} -52 ${s * 8} -56 ${s * 2} -55`)}`;
    }
    case "crop":
    case "twists":
    case "short": {
      const top = person.hair.style === "short" ? -62 : -55.5;
      const cap = smoothClosed([
        [-38.5, -4],
        [-39.5, -26],
        [-31, -47],
        [-14, top + 2],
        [0, top],
        [14, top + 2],
        [31, -47],
        [39.5, -26],
        [38.5, -4],
        [35.5, -8],
        [34, -20],
        [26, -30],
        [12, -34],
        [0, person.hair.style === "short" ? -33 : -35],
        [-12, -34],
        [-26, -30],
        [-34, -20],
        [-35.5, -8],
      ]);
      let extra = "";
      if (person.hair.style === "twists") {
        const rnd = seededRandom(9);
        const twists: string[] = [];
        for (let a = -62; a <= 62; a += 8) {
          const r = (a * Math.PI) / 180;
          const bx = Math.sin(r) * 33;
          const by = -18 - Math.cos(r) * 34;
          const len = 13 + rnd() * 6;
          const ex = bx + Math.sin(r) * len;
          const ey = by - Math.cos(r) * len;
          twists.push(
            `<path d="M${num(bx)} ${num(by)}L${num(ex)} ${num(ey)}" stroke="${c}" stroke-width="6.5" stroke-linecap="round"/><path d="M${num(bx)} ${num(by)}L${num(ex)} ${num(ey)}" stroke="${tones(c).light}" stroke-width="1.2" stroke-dasharray="1.6 2.4" stroke-linecap="round" opacity="0.7"/>`,
          );
        }
        extra = twists.join("");
      }
      if (person.hair.style === "short") {
        extra = clipped(
          defs,
          cap,
          strands(c, 6, [
            ...fall(
              [-14, -30],
              [
                [-4, -60],
                [10, -62],
                [24, -56],
                [32, -44],
              ],
              -4,
            ),
            ...fall(
              [-14, -30],
              [
                [-24, -50],
                [-34, -38],
              ],
              3,
            ),
          ]),
        );
      }
      const specks = person.hair.style === "crop" ? clipped(defs, cap, specksOf(c, 13)) : "";
      return `<path d="${cap}" fill="${fill(top, -4)}"/>${specks}${extra}${sheen(c, `M${s * 28} -40C${s * 18} -50 ${s * 6} -52 ${-s * 6} -52`, 5)}`;
    }
    case "bob": {
      const shape = smoothClosed(
        [
          [-48, 41],
          [-49, 12],
          [-46, -22],
          [-36, -49],
          [0, -59],
          [36, -49],
          [46, -22],
          [49, 12],
          [48, 41],
          [38, 44],
          [32, 36],
          [31, 10],
          [33, -11],
          [20, -13.5],
          [0, -12.5],
          [-20, -13.5],
          [-33, -11],
          [-31, 10],
          [-32, 36],
          [-38, 44],
        ],
        0.6,
      );
      return `<path d="${shape}" fill="${fill(-60, 45)}"/>${clipped(
        defs,
        shape,
        strands(c, 8, [
          ...fall(
            [0, -56],
            [
              [-24, -14],
              [-10, -13],
              [6, -13],
              [22, -14],
            ],
            0,
          ),
          ...fall(
            [0, -56],
            [
              [44, 40],
              [-44, 40],
              [36, 40],
              [-36, 40],
            ],
            6,
          ),
        ]),
      )}${sheen(c, `M${s * 34} -36C${s * 24} -50 ${s * 8} -55 ${-s * 8} -54`)}`;
    }
    case "curls": {
      const rnd = seededRandom(21);
      const line: string[] = [];
      for (let a = -100; a <= 100; a += 11) {
        const r = (a * Math.PI) / 180;
        const x = Math.sin(r) * 37;
        const y = -8 - Math.cos(r) * 30;
        line.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(7 + rnd() * 3)}"/>`);
      }
      const front =
        "M-38 -10C-38 -40 -20 -52 0 -52C20 -52 38 -40 38 -10C30 -30 16 -36 0 -36C-16 -36 -30 -30 -38 -10Z";
      return `<g fill="${fill(-50, 0)}">${line.join("")}<path d="${front}"/></g>${clipped(defs, front, curlTexture(c, 12, 0, -40, 36, 12, 50))}`;
    }
    case "bun": {
      const cap = smoothClosed([
        [-37.5, -2],
        [-39, -26],
        [-30, -47],
        [-12, -54.5],
        [4, -55.5],
        [20, -52],
        [33, -44],
        [39, -26],
        [37.5, -2],
        [34.5, -8],
        [33, -22],
        [24, -32],
        [8, -36],
        [-6, -36.5],
        [-22, -33],
        [-33, -22],
        [-34.5, -8],
      ]);
      return `<path d="${cap}" fill="${fill(-55, -2)}"/>${clipped(
        defs,
        cap,
        strands(c, 10, [
          ...fall(
            [-30, -20],
            [
              [-10, -52],
              [4, -54],
            ],
            -6,
          ),
          ...fall(
            [30, -20],
            [
              [16, -52],
              [6, -54],
            ],
            6,
          ),
          ...fall(
            [0, -36],
            [
              [2, -54],
              [-6, -54],
            ],
            0,
          ),
        ]),
      )}<path d="M-34 -16C-38 0 -36 14 -33 24" fill="none" stroke="${c}" stroke-width="1.1" opacity="0.8"/><path d="M35 -14C38 2 37 12 35 20" fill="none" stroke="${c}" stroke-width="0.9" opacity="0.7"/>${sheen(c, `M${s * 30} -40C${s * 20} -50 ${s * 8} -53 ${-s * 4} -53`, 5)}`;
    }
    default:
      return "";
  }
}
