import { darkStage, daylightRoom, filmStage, paperSweep } from "../backdrops.ts";
import { SUBJECTS } from "../cast.ts";
import { darken, lighten, mix } from "../colour.ts";
import { drawHead } from "../head.ts";
import type { Outfit, Person } from "../person.ts";
import type { Picture } from "../picture.ts";
import { brush, bulbMirror, clothesRail, lightStand } from "../props.ts";
import { floorShadow, glow, vignette } from "../staging.ts";
import { num, seededRandom } from "../svg.ts";
import { heroCanvas, landscapeCanvas, person, portraitCanvas } from "./frame.ts";

/** The make-up artist at her mirror, a brush raised, the bulbs glowing behind her. */
export function makeupArtistAtMirror(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 5,
      armL: [-8, -4],
      armR: [28, -150],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "open", mouth: "smile", turn: -0.25 },
    },
    { side: -1 },
    { x: 700, headY: 420, scale: 1.85 },
    (f) => ({ afterArms: brush([f.joints.handR[0] - 6, f.joints.handR[1] - 22], 130, -20, "#d7a48e") }),
  );
  const backdrop = `${paperSweep(c, "#5a4a44", { floorAt: 1.2, lightX: 0.3 })}${bulbMirror(c.back, 80, 260, 420, 700, "#7d6a62")}`;
  return c.picture(backdrop, p.svg, {
    defocus: 0.8,
    light: `${glow(c, "#fff0d0", 250, 600, 650, 0.3)}${vignette(c, 0.35)}`,
  });
}

/** A bridal look in window light: head and shoulders, eyes lowered, a veil and a flower. */
export function bridalLook(): Picture {
  const c = portraitCanvas();
  const who = SUBJECTS.bride;
  const p = person(
    c,
    who,
    {
      top: { colour: "#f3eee6", kind: "tank", sleeves: "none" },
      bottom: { colour: "#f3eee6", kind: "gown" },
      shoes: "#eee",
    },
    {
      headTilt: -8,
      armL: [-6, -2],
      armR: [6, 2],
      armsBehind: "both",
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", mouth: "smile", turn: 0.3 },
    },
    { side: -1 },
    { x: 470, headY: 500, scale: 3.4 },
    (f) => ({
      behind: `<g transform="${f.headTransform}"><path d="M-20 -58C40 -70 80 -20 90 60L110 260H-110L-80 60C-70 0 -60 -50 -20 -58Z" fill="#ffffff" opacity="0.3"/></g>`,
      afterHead: `<g transform="${f.headTransform}">${flower(30, -44)}</g>`,
    }),
  );
  return c.picture(daylightRoom(c, "#efe8dd", "#d8cbb8", { floorAt: 0.9, windows: 2 }), p.svg, {
    light: `${glow(c, "#fffaf0", 150, 300, 600, 0.35)}${vignette(c, 0.2)}`,
  });
}

/** A small white flower in head coordinates. */
function flower(x: number, y: number): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    return `<ellipse cx="${num(x + Math.cos(a) * 6)}" cy="${num(y + Math.sin(a) * 6)}" rx="5" ry="3.4" transform="rotate(${num((a * 180) / Math.PI)} ${num(x + Math.cos(a) * 6)} ${num(y + Math.sin(a) * 6)})" fill="#fbf8f2"/>`;
  }).join("");
  return `<g id="flower">${petals}<circle cx="${x}" cy="${y}" r="3" fill="#e8c36a"/></g>`;
}

/** Graphic liner, close up: one eye and brow filling the frame, a sharp coloured wing. */
export function graphicLinerCloseUp(): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const who = SUBJECTS.linerSitter;
  c.faces.push(who);
  const scale = 30;
  const cx = W / 2;
  const cy = H * 0.5;
  const head = drawHead(c.front, who, { side: -1 }, { eyes: "open", turn: 0 });
  // The liner follows the upper lid of the viewer's left eye and flicks out past its corner.
  const liner = `<g id="liner"><path d="M-8.4 0.4C-4 -4.6 4 -5 7.6 -1.2L19 -8.5L9.2 0.6C6 -2.4 0 -2.6 -7 1.2Z" fill="#1f4fd1"/><path d="M8.6 -2.2L19 -8.5" stroke="#f5f3ef" stroke-width="0.7" transform="translate(0.6 -1.4)"/></g>`;
  return c.picture(
    `<rect width="${W}" height="${H}" fill="#2a1e1a"/>`,
    `<g transform="translate(${num(cx)} ${num(cy)}) scale(${scale})">${head.front}<g transform="translate(-15.5 0) scale(-1 1)">${liner}</g><g transform="translate(15.5 0)">${liner.replace('id="liner"', "")}</g></g>`,
    { defocus: 0, light: vignette(c, 0.4) },
  );
}

/** A touch-up on a film set: the actor in costume, the make-up artist's brush at his cheek. */
export function filmSetTouchUp(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const actor = person(
    c,
    SUBJECTS.actor,
    {
      top: { colour: "#5a3b2a", kind: "jacket", sleeves: "long" },
      bottom: { colour: "#2e2a26", kind: "trousers" },
      shoes: "#1b1b1b",
    },
    {
      headTilt: 4,
      armL: [-6, -2],
      armR: [6, 2],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "closed", turn: 0.4 },
    },
    { side: 1 },
    { x: 470, headY: 330, scale: 1.7 },
  );
  const artist = person(
    c,
    who,
    outfit,
    {
      lean: -6,
      headTilt: -6,
      armL: [-60, -128],
      armR: [10, -6],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", turn: -0.6 },
    },
    { side: 1 },
    { x: 920, headY: 300, scale: 1.75 },
    (f) => ({ afterArms: brush([f.joints.handL[0] - 10, f.joints.handL[1] - 18], 90, -70, "#c9957a") }),
  );
  return c.picture(
    filmStage(c, "#4b4036"),
    `${lightStand(c.front, [120, 900], 700, "fresnel", 1)}${actor.svg}${artist.svg}`,
    { light: `${glow(c, "#fff1d6", 100, 200, 500, 0.3)}${vignette(c, 0.4)}` },
  );
}

/** The stylist beside a rail of clothes in a showroom, one hand on a jacket. */
export function stylistAtRail(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: -4,
      armL: [-58, -70],
      armR: [8, 4],
      legL: [-4, 0],
      legR: [8, 2],
      expression: { eyes: "open", mouth: "smile", turn: -0.3 },
    },
    { side: -1 },
    { x: 780, headY: 300, scale: 1.28 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  const rail = clothesRail(c.front, 70, 640, 560, 800, [
    { colour: "#2e3a52", kind: "jacket" },
    { colour: "#b8683f", kind: "shirt" },
    { colour: "#e6dccb", kind: "knit" },
    { colour: "#6b2f3a", kind: "dress" },
    { colour: "#3f5a45", kind: "jacket" },
    { colour: "#d9b65a", kind: "shirt" },
  ]);
  return c.picture(
    daylightRoom(c, "#e4ddd2", "#9c8a74", { floorAt: 0.86, windows: 2 }),
    `${floorShadow(c, 360, 1450, 360, 0.35)}${rail}${floorShadow(c, 780, feet, 260, 0.4)}${p.svg}`,
    { light: vignette(c, 0.3) },
  );
}

/** A menswear lookbook picture: full length in an overcoat, mid-stride, on a coloured backdrop. */
export function menswearLook(): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    SUBJECTS.menswearModel,
    {
      top: { colour: "#4a4f3a", kind: "coat", sleeves: "long" },
      bottom: { colour: "#d8cfbf", kind: "trousers" },
      shoes: "#2a1f18",
    },
    {
      lean: 2,
      headTilt: -4,
      armL: [6, 2],
      armR: [-8, -4],
      legL: [-10, -2],
      legR: [10, 6],
      expression: { eyes: "open", turn: 0.5 },
    },
    { side: 1 },
    { x: 480, headY: 200, scale: 1.0 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(
    paperSweep(c, "#b5654a", { floorAt: 0.82, lightX: 0.55 }),
    `${floorShadow(c, 500, feet, 250, 0.45)}${p.svg}`,
    { light: vignette(c, 0.3) },
  );
}

/** A band on stage in the wardrobe the stylist put together. */
export function bandOnStage(): Picture {
  const c = landscapeCanvas();
  const members = [
    {
      who: SUBJECTS.bandBass,
      outfit: {
        top: { colour: "#2f6b6a", kind: "jacket", sleeves: "long" },
        bottom: { colour: "#1a1a1d", kind: "trousers" },
        shoes: "#111",
      },
      x: 300,
      arms: [
        [-20, 40],
        [24, -40],
      ],
    },
    {
      who: SUBJECTS.bandSinger,
      outfit: {
        top: { colour: "#8a2338", kind: "tank", sleeves: "none" },
        bottom: { colour: "#8a2338", kind: "dress" },
        shoes: "#111",
      },
      x: 640,
      arms: [
        [-50, -130],
        [20, -20],
      ],
    },
    {
      who: SUBJECTS.bandGuitar,
      outfit: {
        top: { colour: "#d9a53a", kind: "shirt", sleeves: "long" },
        bottom: { colour: "#1a1a1d", kind: "wide" },
        shoes: "#111",
      },
      x: 980,
      arms: [
        [-16, 30],
        [20, -36],
      ],
    },
  ] as const;
  const drawn = members.map((m, i) =>
    person(
      c,
      m.who,
      m.outfit,
      {
        headTilt: i === 1 ? -6 : 4,
        armL: m.arms[0],
        armR: m.arms[1],
        legL: [-6, 0],
        legR: [6, 0],
        expression: {
          eyes: i === 1 ? "closed" : "open",
          mouth: i === 1 ? "sing" : "closed",
          turn: (i - 1) * 0.4,
        },
      },
      { side: i < 1 ? -1 : 1, rim: "#ff8a5c" },
      { x: m.x, headY: 250, scale: 0.66 },
    ),
  );
  const [, feet] = (drawn[0] as (typeof drawn)[number]).toPicture([0, 1000]);
  return c.picture(
    darkStage(c, "#6a2a1a", ["#ffb347", "#ff6a3a", "#ffe2a0"], 29),
    `<rect y="${num(feet - 20)}" width="${c.width}" height="${num(c.height - feet + 20)}" fill="#120c0a"/>${drawn.map((d, i) => `${floorShadow(c, members[i]?.x ?? 0, feet, 150, 0.6)}${d.svg}`).join("")}`,
    { light: vignette(c, 0.4) },
  );
}

/** A vintage pull laid out on a table, seen from above: jackets, a scarf, sunglasses, shoes. */
export function vintageFlatLay(): Picture {
  const c = portraitCanvas();
  const { width: W, height: H } = c;
  const d = c.front;
  const rnd = seededRandom(83);
  const jacket = (x: number, y: number, w: number, colour: string, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M${-w * 0.5} ${-w * 0.55}L${-w * 0.2} ${-w * 0.7}H${w * 0.2}L${w * 0.5} ${-w * 0.55}L${w * 0.78} ${w * 0.4}L${w * 0.55} ${w * 0.48}L${w * 0.42} ${-w * 0.1}V${w * 0.75}H${-w * 0.42}V${-w * 0.1}L${-w * 0.55} ${w * 0.48}L${-w * 0.78} ${w * 0.4}Z" fill="${d.linear(
      [-w, -w],
      [w, w],
      [
        [0, lighten(colour, 0.15)],
        [1, darken(colour, 0.3)],
      ],
    )}"/><path d="M${-w * 0.2} ${-w * 0.7}L0 ${-w * 0.1}L${w * 0.2} ${-w * 0.7}" fill="${darken(colour, 0.35)}"/><path d="M0 ${-w * 0.1}V${w * 0.75}" stroke="${darken(colour, 0.4)}" stroke-width="3"/></g>`;
  const shadowed = (content: string) =>
    [18, 12, 6]
      .map(
        (o) =>
          `<g transform="translate(${o} ${o * 1.3})" opacity="0.07">${content.replace(/(fill|stroke)="[^"]*"/g, '$1="#000"')}</g>`,
      )
      .join("") + content;
  const items = [
    jacket(300, 330, 260, "#7a4a2a", -8),
    jacket(680, 420, 230, "#2f4157", 10),
    `<path d="M120 760C260 700 380 820 520 760S760 700 860 780" fill="none" stroke="#c0392b" stroke-width="46" stroke-linecap="round"/><path d="M120 760C260 700 380 820 520 760S760 700 860 780" fill="none" stroke="#f1d9a6" stroke-width="6" stroke-dasharray="14 18"/>`,
    `<g id="sunglasses"><ellipse cx="600" cy="980" rx="62" ry="46" fill="#1a1a1a"/><ellipse cx="750" cy="980" rx="62" ry="46" fill="#1a1a1a"/><path d="M662 975Q675 960 688 975" stroke="#1a1a1a" stroke-width="10" fill="none"/><ellipse cx="585" cy="965" rx="18" ry="10" fill="#ffffff" opacity="0.18"/></g>`,
    `<g><path d="M170 960q30 -50 90 -30l70 40q20 30 -10 50l-120 10q-40 -10 -30 -70z" fill="#5a2e1e"/><path d="M190 1090q30 -50 90 -30l70 40q20 30 -10 50l-120 10q-40 -10 -30 -70z" fill="#5a2e1e"/></g>`,
    `<rect x="380" y="1080" width="160" height="120" fill="#f4f1ea" transform="rotate(-6 460 1140)"/><rect x="392" y="1092" width="136" height="86" fill="${d.linear(
      [392, 1092],
      [528, 1178],
      [
        [0, "#7a9ab0"],
        [1, "#d9a06a"],
      ],
    )}" transform="rotate(-6 460 1140)"/>`,
  ];
  const weave = Array.from({ length: 40 }, () => {
    const y = rnd() * H;
    return `<rect x="0" y="${num(y)}" width="${W}" height="2" fill="#ffffff" opacity="${num(0.03 + rnd() * 0.05)}"/>`;
  }).join("");
  return c.picture(
    `<rect width="${W}" height="${H}" fill="#d9cdb8"/>`,
    `<rect width="${W}" height="${H}" fill="${d.linear(
      [0, 0],
      [W, H],
      [
        [0, "#e6dccb"],
        [1, mix("#c9b9a0", "#000000", 0.1)],
      ],
    )}"/>${weave}${items.map(shadowed).join("")}`,
    { defocus: 0, light: `${glow(c, "#fff6e0", 200, 200, 700, 0.3)}${vignette(c, 0.3)}` },
  );
}
