import { bokeh, clubRoom, darkStage, duskSkyline, recordingRoom, sky } from "../backdrops.ts";
import type { Outfit, Person } from "../person.ts";
import type { Canvas, Picture } from "../picture.ts";
import { beam, crowd, djBooth, headphones, micStand } from "../props.ts";
import { glow, vignette } from "../staging.ts";
import { num, type Point } from "../svg.ts";
import { heroCanvas, landscapeCanvas, person, portraitCanvas } from "./frame.ts";

/** A microphone on its stand whose grille sits just below the singer's mouth, in figure units. */
function standMic(c: Canvas, mouth: Point, floorY: number): string {
  return micStand(c.front, [mouth[0] + 40, floorY], [mouth[0] + 18, mouth[1] + 46], 1.25);
}

/** The singer at the microphone on a dark stage, spotlit, eyes closed, one hand reaching out. */
export function singerAtMicrophone(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: -6,
      armL: [-58, -100],
      armR: [26, -150],
      legL: [-2, 0],
      legR: [3, 0],
      expression: { eyes: "closed", mouth: "sing", turn: 0.15 },
    },
    { side: 1, rim: "#ff6fa8" },
    { x: 620, headY: 330, scale: 1.5 },
    (f) => ({ afterArms: standMic(c, [f.joints.head[0] + 4, f.joints.head[1] + 44], 1000) }),
  );
  return c.picture(
    `${darkStage(c, "#7a2250", ["#ffb347", "#ff5e9c", "#ffe2a0", "#8a6bff"], 11)}${beam(c.back, [760, -40], [620, 900], 330, "#ffe9c7", 0.35)}`,
    p.svg,
    { light: `${glow(c, "#ff6fa8", 200, 1200, 700, 0.25)}${vignette(c, 0.4)}` },
  );
}

/** Singing in a small jazz club, the audience's heads dark in the foreground. */
export function singerInClub(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 5,
      armL: [-20, -30],
      armR: [24, -150],
      legL: [-2, 0],
      legR: [3, 0],
      expression: { eyes: "down", mouth: "sing", turn: -0.2 },
    },
    { side: -1, rim: "#ffb060" },
    { x: 700, headY: 250, scale: 0.95 },
    (f) => ({ afterArms: standMic(c, [f.joints.head[0] + 4, f.joints.head[1] + 44], 1000) }),
  );
  return c.picture(clubRoom(c, "#7a3b28"), `${p.svg}${crowd(c.front, c.width, 900, 120, 5, "#150c08", 0)}`, {
    light: `${glow(c, "#ffcf8a", 700, 300, 500, 0.3)}${vignette(c, 0.45)}`,
  });
}

/** Recording vocals: headphones on, eyes closed, a studio microphone behind a pop filter. */
export function singerRecording(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 4,
      armL: [-6, -2],
      armR: [6, 2],
      armsBehind: "both",
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "closed", mouth: "sing", turn: -0.3 },
    },
    { side: -1, rim: "#ffcf90" },
    { x: 540, headY: 470, scale: 2.9 },
    (f) => ({ afterHead: `<g transform="${f.headTransform}">${headphones(c.front, "#202022")}</g>` }),
  );
  const mic = `<g id="microphone"><path d="M150 1280L210 560" stroke="#2a2b2e" stroke-width="16"/>
<rect x="150" y="430" width="110" height="190" rx="55" fill="${c.front.linear(
    [150, 0],
    [260, 0],
    [
      [0, "#d9dadc"],
      [0.4, "#8f9297"],
      [1, "#2c2e31"],
    ],
  )}"/>
<path d="M160 470H250M160 500H250M160 530H250M160 560H250" stroke="#4a4c50" stroke-width="3" opacity="0.6"/>
<circle cx="330" cy="520" r="120" fill="#1a1a1c" opacity="0.55"/><circle cx="330" cy="520" r="120" fill="none" stroke="#111" stroke-width="10"/></g>`;
  return c.picture(recordingRoom(c), `${p.svg}${mic}`, { light: vignette(c, 0.4) });
}

/** A festival's main stage at dusk, seen over the crowd: truss, beams and the singer small. */
export function festivalStage(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const p = person(
    c,
    who,
    outfit,
    {
      armL: [-40, -120],
      armR: [24, -150],
      legL: [-6, 0],
      legR: [6, 0],
      expression: { eyes: "closed", mouth: "sing" },
    },
    { side: 1, rim: "#ff8fd0" },
    { x: 640, headY: 440, scale: 0.3 },
    (f) => ({ afterArms: standMic(c, [f.joints.head[0] + 4, f.joints.head[1] + 44], 1000) }),
  );
  const truss = `<g id="stage" fill="none" stroke="#1b1b22" stroke-width="14"><path d="M190 ${num(H * 0.75)}V120H1090V${num(H * 0.75)}"/><path d="M190 160H1090" stroke-width="6"/></g>`;
  const beams = [240, 420, 860, 1040]
    .map((x, i) =>
      beam(c.back, [x, 130], [x + (i < 2 ? 160 : -160), H * 0.78], 80, i % 2 ? "#7fd4ff" : "#ff7ac2", 0.3),
    )
    .join("");
  const lamps = [240, 420, 640, 860, 1040]
    .map((x) => `<circle cx="${x}" cy="132" r="12" fill="#fff4e0"/>`)
    .join("");
  const stage = `<rect x="180" y="${num(H * 0.56)}" width="920" height="${num(H * 0.2)}" fill="#121218"/><rect x="180" y="${num(H * 0.56)}" width="920" height="8" fill="#ff7ac2" opacity="0.6"/>`;
  return c.picture(
    `${sky(c, "#1d2350", "#d86a7a", 0.8)}<rect x="200" y="130" width="880" height="${num(H * 0.45)}" fill="#301848"/>${bokeh(c, ["#ff7ac2", "#7fd4ff", "#ffe08a"], 24, 17, { top: 0.15, bottom: 0.5 })}${beams}`,
    `${truss}${lamps}${stage}${p.svg}${crowd(c.front, W, H * 0.9, 90, 9)}`,
    { defocus: 0.6, light: vignette(c, 0.4) },
  );
}

/** The DJ at the decks, headphones on, one hand up, club lights behind. */
export function djAtDecks(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: -3,
      headTilt: -5,
      armL: [-14, 30],
      armR: [140, 172],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", mouth: "smile", turn: -0.2 },
    },
    { side: -1, rim: "#4fc3ff" },
    { x: 620, headY: 360, scale: 1.55 },
    (f) => ({ afterHead: `<g transform="${f.headTransform}">${headphones(c.front)}</g>` }),
  );
  const beams = [
    beam(c.back, [100, -20], [900, 1100], 90, "#4fc3ff", 0.3),
    beam(c.back, [1150, -20], [300, 1100], 90, "#f2a541", 0.3),
    beam(c.back, [600, -40], [620, 1000], 160, "#ffffff", 0.12),
  ].join("");
  return c.picture(
    `${darkStage(c, "#1d3c6a", ["#4fc3ff", "#f2a541", "#ffffff", "#b36bff"], 23)}${beams}`,
    `${p.svg}${djBooth(c.front, 600, 1120, 1150, "#f2a541")}`,
    { light: vignette(c, 0.4) },
  );
}

/** A warehouse party from the dance floor: hands up, haze and beams, the DJ far off. */
export function warehouseParty(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const p = person(
    c,
    who,
    outfit,
    {
      armL: [-14, 30],
      armR: [140, 172],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", turn: 0 },
    },
    { side: -1, rim: "#4fc3ff" },
    { x: 640, headY: 390, scale: 0.34 },
  );
  const beams = [0, 1, 2, 3, 4, 5]
    .map((i) => beam(c.back, [640, 360], [i * 256, -40], 60, i % 2 ? "#6ad1ff" : "#ff5fa2", 0.35))
    .join("");
  const windows = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${num(60 + i * 200)}" y="60" width="140" height="200" fill="#2a3350"/>`,
  ).join("");
  return c.picture(
    `<rect width="${W}" height="${H}" fill="#0b0c14"/>${windows}<circle cx="640" cy="380" r="360" fill="${c.back.radial(
      [640, 380],
      360,
      [
        [0, "#6a4cff", 0.6],
        [1, "#6a4cff", 0],
      ],
    )}"/>${beams}`,
    `${p.svg}${djBooth(c.front, 640, 470, 260, "#ff5fa2")}${crowd(c.front, W, H * 0.86, 150, 3, "#07070c")}`,
    { defocus: 0.7, light: vignette(c, 0.45) },
  );
}

/** A brand launch on a rooftop: the DJ behind the decks against the skyline at dusk. */
export function rooftopSet(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 6,
      armL: [-12, 24],
      armR: [14, -20],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", mouth: "smile", turn: 0.3 },
    },
    { side: 1, rim: "#ffb070" },
    { x: 760, headY: 330, scale: 0.92 },
    (f) => ({ afterHead: `<g transform="${f.headTransform}">${headphones(c.front, "#e9e6e0")}</g>` }),
  );
  const lights = Array.from({ length: 18 }, (_, i) => {
    const x = i * 76;
    const y = 60 + Math.sin(i * 0.7) * 30 + (i % 6) * 6;
    return `<circle cx="${x}" cy="${num(y)}" r="7" fill="#ffe7b0"/><circle cx="${x}" cy="${num(y)}" r="22" fill="#ffd88a" opacity="0.25"/>`;
  }).join("");
  return c.picture(
    duskSkyline(c, 0.66),
    `<path d="M0 60Q640 140 1280 60" fill="none" stroke="#1a1a1a" stroke-width="2"/>${lights}${p.svg}${djBooth(c.front, 760, 780, 620, "#ffb070")}`,
    { light: vignette(c, 0.35) },
  );
}

/** In the studio: the producer between his monitors, a synth on the desk. */
export function producerInStudio(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 8,
      armL: [-10, 30],
      armR: [10, -30],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "down", turn: 0.1 },
    },
    { side: -1, rim: "#8a6bff" },
    { x: 640, headY: 300, scale: 1.1 },
  );
  const speaker = (x: number) =>
    `<g><rect x="${x}" y="380" width="150" height="230" rx="10" fill="#1a1b1e"/><circle cx="${x + 75}" cy="440" r="28" fill="#0c0c0e" stroke="#3a3b3f" stroke-width="5"/><circle cx="${x + 75}" cy="540" r="48" fill="#0c0c0e" stroke="#3a3b3f" stroke-width="6"/></g>`;
  const screen = `<rect x="900" y="240" width="300" height="190" rx="8" fill="#0e0f12"/><rect x="912" y="252" width="276" height="166" fill="#1a2440"/>${[
    0, 1, 2, 3,
  ]
    .map(
      (i) =>
        `<path d="M912 ${290 + i * 38}${Array.from({ length: 23 }, (_, k) => `L${912 + k * 12} ${num(290 + i * 38 + Math.sin(k * 1.3 + i) * (6 + (k % 5) * 2))}`).join("")}" fill="none" stroke="${i % 2 ? "#6ad1ff" : "#ffb070"}" stroke-width="2"/>`,
    )
    .join("")}`;
  const keys = Array.from(
    { length: 26 },
    (_, i) => `<rect x="${num(380 + i * 20)}" y="700" width="18" height="60" fill="#f1efe9"/>`,
  ).join("");
  const blackKeys = Array.from({ length: 26 }, (_, i) =>
    [1, 2, 4, 5, 6].includes(i % 7)
      ? `<rect x="${num(373 + i * 20)}" y="700" width="12" height="36" fill="#111"/>`
      : "",
  ).join("");
  return c.picture(
    `${recordingRoom(c)}<rect width="${W}" height="${H}" fill="#3a2a7a" opacity="0.35"/>`,
    `${p.svg}<rect y="660" width="${W}" height="${H - 660}" fill="${c.front.linear(
      [0, 660],
      [0, H],
      [
        [0, "#2a2420"],
        [1, "#120f0d"],
      ],
    )}"/><rect x="360" y="680" width="560" height="100" rx="8" fill="#26272b"/>${keys}${blackKeys}${speaker(120)}${speaker(1010)}${screen}<rect y="656" width="${W}" height="6" fill="#8a6bff" opacity="0.7"/>`,
    { light: vignette(c, 0.4) },
  );
}
