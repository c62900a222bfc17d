import { clubRoom, daylightRoom, filmStage, GOLDEN_HOUR, neonSet, openField, sky } from "../backdrops.ts";
import { SUBJECTS } from "../cast.ts";
import { darken, mix } from "../colour.ts";
import type { Outfit, Person } from "../person.ts";
import type { Picture } from "../picture.ts";
import { cinemaCamera, guitar, handMic, lightStand, stillsCamera } from "../props.ts";
import { floorShadow, glow, vignette } from "../staging.ts";
import { num, seededRandom } from "../svg.ts";
import { heroCanvas, landscapeCanvas, person, portraitCanvas } from "./frame.ts";

/** The photographer in her daylight studio, camera held at the chest. */
export function photographerWithCamera(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: -4,
      armL: [-20, 96],
      armR: [20, -96],
      legL: [-3, 0],
      legR: [3, 0],
      expression: { eyes: "open", mouth: "smile", turn: -0.2 },
    },
    { side: -1 },
    { x: 640, headY: 330, scale: 1.95 },
    (f) => ({ afterArms: stillsCamera(c.front, [f.joints.pelvis[0], f.joints.neck[1] + 150], 150) }),
  );
  return c.picture(daylightRoom(c, "#e7e0d4", "#b39676", { floorAt: 0.78, windows: 2 }), p.svg, {
    light: `${glow(c, "#fff6e4", 150, 400, 700, 0.25)}${vignette(c, 0.3)}`,
  });
}

/** A musician's portrait in a warm club: guitar across the body, looking at the lens. */
export function musicianPortrait(): Picture {
  const c = portraitCanvas();
  const who = SUBJECTS.guitarist;
  const p = person(
    c,
    who,
    {
      top: { colour: "#2f3b33", kind: "shirt", sleeves: "long" },
      bottom: { colour: "#1d1d1f", kind: "trousers" },
      shoes: "#1a1a1a",
    },
    {
      headTilt: 6,
      armL: [-40, -120],
      armR: [16, -40],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "open", turn: 0.3 },
    },
    { side: 1, rim: "#ffb070" },
    { x: 470, headY: 330, scale: 2.1 },
    (f) => ({ afterTorso: guitar(c.front, [f.joints.pelvis[0] + 20, f.joints.pelvis[1] - 60], 190, -58) }),
  );
  return c.picture(clubRoom(c, "#8a4a32"), p.svg, { light: vignette(c, 0.45) });
}

/** A harbour at dawn: cranes against a pink sky, the water still. No people. */
export function harbourAtDawn(): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const horizon = H * 0.62;
  const crane = (x: number, h: number, flip: number) => {
    const top = horizon - h;
    return `<g fill="#2a2430"><path d="M${num(x)} ${num(horizon)}L${num(x + 10)} ${num(top)}H${num(x + 24)}L${num(x + 34)} ${num(horizon)}H${num(x + 26)}L${num(x + 17)} ${num(top + 30)}L${num(x + 8)} ${num(horizon)}Z"/>
<path d="M${num(x + 17)} ${num(top + 10)}H${num(x + 17 + flip * h * 0.9)}V${num(top + 22)}H${num(x + 17 - flip * h * 0.25)}V${num(top + 10)}Z"/>
<path d="M${num(x + 17)} ${num(top - 30)}L${num(x + 17 + flip * h * 0.6)} ${num(top + 12)}M${num(x + 17)} ${num(top - 30)}L${num(x + 17 - flip * h * 0.2)} ${num(top + 12)}" stroke="#2a2430" stroke-width="3"/>
<path d="M${num(x + 17 + flip * h * 0.5)} ${num(top + 22)}V${num(top + 140)}" stroke="#2a2430" stroke-width="2"/></g>`;
  };
  const rnd = seededRandom(71);
  const ripples: string[] = [];
  for (let i = 0; i < 60; i++) {
    const y = horizon + 6 + rnd() ** 1.6 * (H - horizon);
    const x = W * 0.55 + (rnd() - 0.5) * W * (0.1 + (y - horizon) / H);
    ripples.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(20 + rnd() * 90)}" height="3" fill="#ffd9b0" opacity="${num(0.3 + rnd() * 0.5)}"/>`,
    );
  }
  const containers: string[] = [];
  const colours = ["#7a3a34", "#35526a", "#6d5a3a", "#4a3a52"];
  for (let i = 0; i < 14; i++) {
    containers.push(
      `<rect x="${num(W * 0.05 + i * 34)}" y="${num(horizon - 24 - (i % 3) * 16)}" width="32" height="${num(24 + (i % 3) * 16)}" fill="${colours[i % 4]}" opacity="0.85"/>`,
    );
  }
  const scene = `${containers.join("")}${crane(W * 0.1, 300, 1)}${crane(W * 0.3, 340, 1)}${crane(W * 0.78, 280, -1)}
<path d="M${num(W * 0.52)} ${num(horizon - 40)}H${num(W * 0.74)}L${num(W * 0.72)} ${num(horizon)}H${num(W * 0.53)}Z" fill="#2a2430"/><rect x="${num(W * 0.66)}" y="${num(horizon - 70)}" width="40" height="30" fill="#2a2430"/>
<rect y="${num(horizon)}" width="${W}" height="${num(H - horizon)}" fill="${c.front.linear(
    [0, horizon],
    [0, H],
    [
      [0, "#d99a8e"],
      [0.4, "#7d6a86"],
      [1, "#2e3550"],
    ],
  )}"/>
${ripples.join("")}
<path d="M${num(W * 0.35)} ${num(H * 0.25)}q10 -8 20 0q10 -8 20 0M${num(W * 0.42)} ${num(H * 0.2)}q7 -6 14 0q7 -6 14 0" fill="none" stroke="#3a3040" stroke-width="2.5"/>
${vignette(c, 0.3)}`;
  const backdrop = `${sky(c, "#6f6a96", "#f4b48f", 0.62)}<circle cx="${num(W * 0.58)}" cy="${num(horizon - 10)}" r="${num(W * 0.3)}" fill="${c.back.radial(
    [W * 0.58, horizon - 10],
    W * 0.3,
    [
      [0, "#ffe0b0", 1],
      [0.2, "#ffc69a", 0.7],
      [1, "#ffc69a", 0],
    ],
  )}"/><rect y="${num(horizon)}" width="${W}" height="${num(H - horizon)}" fill="#6d5a7a"/>`;
  return c.picture(backdrop, scene, { defocus: 0.2 });
}

/** Four studio headshots of different sitters, printed as a contact sheet. */
export function headshotSheet(): Picture {
  const c = portraitCanvas();
  const { width: W, height: H } = c;
  const gap = 28;
  const cw = (W - gap * 3) / 2;
  const ch = (H - gap * 3) / 2;
  const sitters = [SUBJECTS.sitterA, SUBJECTS.sitterB, SUBJECTS.sitterC, SUBJECTS.sitterD];
  const tops = ["#3b4a5a", "#e6e1d8", "#1f1f22", "#8a3b2e"];
  const walls = ["#8f9aa3", "#6b6f74", "#b7aea3", "#5a6470"];
  const cells = sitters.map((who, i) => {
    const x = gap + (i % 2) * (cw + gap);
    const y = gap + Math.floor(i / 2) * (ch + gap);
    const wall = walls[i] as string;
    const p = person(
      c,
      who,
      {
        top: {
          colour: tops[i] as string,
          kind: i === 1 ? "shirt" : i === 2 ? "turtleneck" : "tee",
          sleeves: "long",
        },
        bottom: { colour: "#222", kind: "trousers" },
        shoes: "#111",
      },
      {
        headTilt: i % 2 ? 4 : -4,
        armL: [-6, -2],
        armR: [6, 2],
        armsBehind: "both",
        legL: [0, 0],
        legR: [0, 0],
        expression: { eyes: "open", mouth: i % 2 ? "closed" : "smile", turn: i % 2 ? 0.3 : -0.3 },
      },
      { side: i % 2 ? 1 : -1 },
      { x: x + cw / 2, headY: y + ch * 0.42, scale: 2.25 },
    );
    const clip = c.front.clip(`M${num(x)} ${num(y)}h${num(cw)}v${num(ch)}h${num(-cw)}Z`);
    return `<g clip-path="${clip}"><rect x="${num(x)}" y="${num(y)}" width="${num(cw)}" height="${num(ch)}" fill="${c.front.radial(
      [x + cw * 0.4, y + ch * 0.35],
      ch * 0.8,
      [
        [0, mix(wall, "#ffffff", 0.3)],
        [1, darken(wall, 0.35)],
      ],
    )}"/>${p.svg}</g>`;
  });
  return c.picture(`<rect width="${W}" height="${H}" fill="#f3f1ec"/>`, cells.join(""), { defocus: 0 });
}

/** The videographer on location at golden hour, beside his camera on a tripod. */
export function videographerOnLocation(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: -3,
      armL: [-38, -150],
      armR: [8, -6],
      legL: [-5, 0],
      legR: [6, 2],
      expression: { eyes: "open", mouth: "smile", turn: -0.3 },
    },
    { side: 1, rim: "#ffcf90" },
    { x: 720, headY: 300, scale: 1.25 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  const camTop = 300 + 1.25 * 210;
  const tripod = `<g id="tripod"><path d="M380 ${num(camTop + 60)}L250 ${num(feet)}M380 ${num(camTop + 60)}L395 ${num(feet + 20)}M380 ${num(camTop + 60)}L500 ${num(feet - 10)}" stroke="#1d1e21" stroke-width="12" stroke-linecap="round"/><rect x="350" y="${num(camTop + 40)}" width="60" height="30" fill="#26272a"/></g>`;
  return c.picture(
    openField(c, 0.66, GOLDEN_HOUR),
    `${floorShadow(c, 600, feet, 420, 0.4)}${tripod}${cinemaCamera(c.front, [360, camTop], 260, -1)}${p.svg}`,
    { light: `${glow(c, "#ffb96a", 1100, 500, 800, 0.3)}${vignette(c, 0.35)}` },
  );
}

/** A still from a music video: letterboxed, neon-lit, the lead singing into a hand microphone. */
export function musicVideoStill(): Picture {
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  const p = person(
    c,
    SUBJECTS.videoLead,
    {
      top: { colour: "#e9e3ef", kind: "jacket", sleeves: "long" },
      bottom: { colour: "#1c1a22", kind: "trousers" },
      shoes: "#111",
    },
    {
      headTilt: -8,
      armL: [-10, -4],
      armR: [22, -148],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "closed", mouth: "sing", turn: 0.2 },
    },
    { side: -1, rim: "#35e0ff" },
    { x: 640, headY: 330, scale: 1.7 },
    (f) => ({ afterArms: handMic(c.front, [f.joints.handR[0] - 20, f.joints.handR[1] - 62], 1.3, -20) }),
  );
  const bar = H * 0.12;
  return c.picture(
    neonSet(c, ["#ff3fa4", "#2fd6ff"]),
    `${p.svg}<rect width="${W}" height="${num(bar)}" fill="#000"/><rect y="${num(H - bar)}" width="${W}" height="${num(bar)}" fill="#000"/>`,
    { light: `${glow(c, "#ff3fa4", 180, 380, 500, 0.25)}` },
  );
}

/** Behind the scenes: the videographer films a model lit by a softbox on a film stage. */
export function behindTheScenes(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const model = person(
    c,
    SUBJECTS.filmModel,
    {
      top: { colour: "#c44a3b", kind: "tank", sleeves: "none" },
      bottom: { colour: "#c44a3b", kind: "gown" },
      shoes: "#222",
    },
    {
      lean: -3,
      headTilt: 6,
      armL: [-24, -40],
      armR: [14, 4],
      legL: [-3, 0],
      legR: [4, 0],
      expression: { eyes: "down", turn: -0.4 },
    },
    { side: -1 },
    { x: 860, headY: 190, scale: 0.74 },
  );
  const crew = person(
    c,
    who,
    outfit,
    {
      headTilt: 4,
      armL: [-20, 80],
      armR: [30, -160],
      legL: [-6, 0],
      legR: [6, 0],
      expression: { eyes: "open", turn: 0.6 },
    },
    { side: 1 },
    { x: 330, headY: 250, scale: 0.8 },
    (f) => ({
      afterArms: cinemaCamera(c.front, [f.joints.shoulderR[0] + 70, f.joints.head[1] + 20], 210, 1),
    }),
  );
  const [, modelFeet] = model.toPicture([0, 1000]);
  const [, crewFeet] = crew.toPicture([0, 1000]);
  return c.picture(
    filmStage(c, "#46505a"),
    `${lightStand(c.front, [1160, modelFeet], 560, "softbox", -1)}${floorShadow(c, 860, modelFeet, 200, 0.4)}${model.svg}${floorShadow(c, 330, crewFeet, 200, 0.5)}${crew.svg}`,
    { light: `${glow(c, "#fff3da", 1000, 300, 420, 0.3)}${vignette(c, 0.35)}` },
  );
}

/** A colour grade before and after: the same shot flat on the left, graded on the right. */
export function colourGradeSplit(): Picture {
  const who = SUBJECTS.filmModel;
  const outfit: Outfit = {
    top: { colour: "#d8c9a8", kind: "coat", sleeves: "long" },
    bottom: { colour: "#2a2a2a", kind: "trousers" },
    shoes: "#222222",
  };
  const c = landscapeCanvas();
  const { width: W, height: H } = c;
  // The same shot drawn twice: each half shows one version.
  const shot = () =>
    person(
      c,
      who,
      outfit,
      {
        headTilt: -2,
        armL: [-6, -2],
        armR: [6, 2],
        legL: [0, 0],
        legR: [0, 0],
        expression: { eyes: "open", turn: -0.5 },
      },
      { side: 1, rim: "#ffcf90" },
      { x: 640, headY: 360, scale: 1.9 },
    ).svg;
  const flat = c.front.clip(`M0 0H${W / 2}V${H}H0Z`);
  const graded = c.front.clip(`M${W / 2} 0H${W}V${H}H${W / 2}Z`);
  const wash = `<rect width="${W}" height="${H}" fill="#8a8f94" opacity="0.45"/>`;
  const teal = `<rect width="${W}" height="${H}" fill="${c.front.linear(
    [0, 0],
    [W, H],
    [
      [0, "#0f6f7a", 0.28],
      [1, "#ff9a4a", 0.18],
    ],
  )}"/>`;
  return c.picture(
    openField(c, 0.62, GOLDEN_HOUR),
    `<g clip-path="${graded}">${shot()}${teal}</g><g clip-path="${flat}">${shot()}${wash}</g>
<rect x="${W / 2 - 2}" width="4" height="${H}" fill="#ffffff" opacity="0.9"/>`,
    { light: vignette(c, 0.3) },
  );
}
