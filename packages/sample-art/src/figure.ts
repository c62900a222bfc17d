import { darken, lighten, mix } from "./colour.ts";
import { drawHead, type Expression, facePaint } from "./head.ts";
import type { Light, Outfit, Person } from "./person.ts";
import {
  add,
  type Defs,
  lerp,
  limb,
  normal,
  num,
  type Point,
  pt,
  rod,
  scale,
  smoothClosed,
  toward,
} from "./svg.ts";

/**
 * A standing human figure, drawn front-on in its own coordinates: 1000 units from the crown
 * (y 0) to the soles, centred on x 0. Poses are given as limb angles on screen, in degrees:
 * 0 points straight down, 90 to the viewer's right, -90 to the left, 180 up. "L" is the limb on
 * the viewer's left.
 */
export type Pose = {
  /** Tilt of the torso, top towards the viewer's right when positive. */
  lean?: number;
  headTilt?: number;
  armL: readonly [number, number];
  armR: readonly [number, number];
  legL: readonly [number, number];
  legR: readonly [number, number];
  /** Arms that go behind the body (a hand on the back of the hip); others are in front of it. */
  armsBehind?: "L" | "R" | "both";
  expression?: Expression;
};

export type Joints = {
  pelvis: Point;
  neck: Point;
  head: Point;
  shoulderL: Point;
  shoulderR: Point;
  elbowL: Point;
  elbowR: Point;
  wristL: Point;
  wristR: Point;
  handL: Point;
  handR: Point;
  hipL: Point;
  hipR: Point;
  kneeL: Point;
  kneeR: Point;
  ankleL: Point;
  ankleR: Point;
};

export type Figure = {
  joints: Joints;
  /** The layers from back to front, so props can be slotted in between. */
  hairBack: string;
  armsBehind: string;
  legs: string;
  torso: string;
  armsInFront: string;
  head: string;
  /** Puts head coordinates (crown y -50, chin y 50) into figure coordinates, for hats and headphones. */
  headTransform: string;
};

type Tones = { light: string; base: string; shadow: string };

function clothTones(colour: string): Tones {
  return { light: lighten(colour, 0.22), base: colour, shadow: darken(colour, 0.45) };
}

/** Body measurements in figure units; radii run down a limb from its top station to its end. */
const BUILD = {
  slim: {
    shoulder: 75,
    neck: 22,
    slope: 48,
    cap: 93,
    armpit: 68,
    ribs: 63,
    waist: 54,
    hip: 82,
    neckR: 23,
    thigh: 41,
    arm: [21, 20, 16, 15, 16.5, 13, 10.5],
    leg: [41, 38, 27, 24, 26.5, 17, 12.5],
    hand: [12, 24],
  },
  broad: {
    shoulder: 93,
    neck: 28,
    slope: 60,
    cap: 113,
    armpit: 88,
    ribs: 84,
    waist: 74,
    hip: 80,
    neckR: 29,
    thigh: 43,
    arm: [27, 27, 21, 19.5, 21.5, 16.5, 13.5],
    leg: [43, 41, 30, 27, 30, 19, 14.5],
    hand: [15, 28],
  },
} as const;

/** Where along each segment a limb's stations sit: three on the upper part, three on the lower. */
function stations(top: Point, joint: Point, end: Point): Point[] {
  return [
    top,
    lerp(top, joint, 0.45),
    lerp(top, joint, 0.85),
    joint,
    lerp(joint, end, 0.28),
    lerp(joint, end, 0.72),
    end,
  ];
}

export function drawFigure(defs: Defs, person: Person, outfit: Outfit, pose: Pose, light: Light): Figure {
  const b = BUILD[person.build];
  const lean = pose.lean ?? 0;
  const pelvis: Point = [0, 505];
  const up: Point = [Math.sin((lean * Math.PI) / 180), -Math.cos((lean * Math.PI) / 180)];
  const right: Point = [-up[1], up[0]];
  /** A point in the torso's frame: x across, y up from the pelvis. */
  const T = (x: number, y: number): Point => add(pelvis, add(scale(right, x), scale(up, y)));

  const neck = T(0, 330);
  const headAngle = lean + (pose.headTilt ?? 0);
  const head = toward(neck, 180 + headAngle, 92);
  const shoulderL = T(-b.shoulder, 296);
  const shoulderR = T(b.shoulder, 296);
  const elbowL = toward(shoulderL, pose.armL[0], 160);
  const elbowR = toward(shoulderR, pose.armR[0], 160);
  const wristL = toward(elbowL, pose.armL[1], 136);
  const wristR = toward(elbowR, pose.armR[1], 136);
  const handL = toward(wristL, pose.armL[1], 24);
  const handR = toward(wristR, pose.armR[1], 24);
  const hipL = T(-(b.hip - b.thigh), 0);
  const hipR = T(b.hip - b.thigh, 0);
  const kneeL = toward(hipL, pose.legL[0], 238);
  const kneeR = toward(hipR, pose.legR[0], 238);
  const ankleL = toward(kneeL, pose.legL[1], 226);
  const ankleR = toward(kneeR, pose.legR[1], 226);
  const joints: Joints = {
    pelvis,
    neck,
    head,
    shoulderL,
    shoulderR,
    elbowL,
    elbowR,
    wristL,
    wristR,
    handL,
    handR,
    hipL,
    hipR,
    kneeL,
    kneeR,
    ankleL,
    ankleR,
  };

  const { skin } = facePaint(person);
  const skinTones: Tones = { light: skin.highlight, base: skin.base, shadow: skin.shadow };
  const top = clothTones(outfit.top.colour);
  const bottom = clothTones(outfit.bottom.colour);
  const rimmed = (c: string, amount: number) => (light.rim ? mix(c, light.rim, amount) : c);

  /** Fills an outline with light falling across the line a→b from the light's side. */
  const shaded = (d: string, tones: Tones, a: Point, z: Point, r: number) => {
    let nv = normal(a, z);
    if (nv[0] * light.side - nv[1] * 0.5 < 0) nv = scale(nv, -1);
    const mid = lerp(a, z, 0.5);
    return `<path d="${d}" fill="${defs.linear(add(mid, scale(nv, r)), add(mid, scale(nv, -r)), [
      [0, tones.light],
      [0.4, tones.base],
      [0.85, tones.shadow],
      [1, rimmed(tones.shadow, 0.35)],
    ])}"/>`;
  };
  /**
   * A bent limb, shaded segment by segment: the whole outline lit as its upper part, then the
   * lower part from the middle joint on, lit along its own direction.
   */
  const shadedLimb = (line: readonly Point[], radii: readonly number[], tones: Tones) => {
    const [a, , , joint, , , z] = line as [Point, Point, Point, Point, Point, Point, Point];
    const r = Math.max(...radii) + 4;
    return `${shaded(limb(line, radii), tones, a, joint, r)}${shaded(limb(line.slice(3), radii.slice(3)), tones, joint, z, r)}`;
  };
  /** Light across the torso, from the light's side to the other. */
  const across = (tones: Tones, y: number, w: number) =>
    defs.linear(T(light.side * w, y), T(-light.side * w, y), [
      [0, tones.light],
      [0.45, tones.base],
      [0.9, tones.shadow],
      [1, rimmed(tones.shadow, 0.4)],
    ]);

  // Legs: bare under a skirt, shorts or dress; in cloth under trousers.
  const kind = outfit.bottom.kind;
  const legs: string[] = [];
  const trousers = kind === "trousers" || kind === "wide";
  for (const [hip, knee, ankle, leg, side] of [
    [hipL, kneeL, ankleL, pose.legL, -1],
    [hipR, kneeR, ankleR, pose.legR, 1],
  ] as const) {
    const line = stations(hip, knee, ankle);
    const footDir = leg[1] + side * 10;
    const foot = toward(ankle, footDir, 22);
    const shoe = outfit.shoes === "none" ? skin.shadow : outfit.shoes;
    const [fw, fl] = person.build === "broad" ? [19, 31] : outfit.shoes === "none" ? [12, 27] : [14, 28];
    legs.push(
      `<ellipse cx="${num(foot[0])}" cy="${num(foot[1])}" rx="${fw}" ry="${fl}" transform="rotate(${num(-footDir)} ${pt(foot)})" fill="${defs.linear(
        [foot[0] - fw, 0],
        [foot[0] + fw, 0],
        [
          [0, lighten(shoe, 0.15)],
          [1, darken(shoe, 0.35)],
        ],
      )}"/>`,
    );
    if (trousers) {
      const radii =
        kind === "wide"
          ? [b.thigh + 2, b.thigh + 3, 44, 44, 46, 50, 55]
          : [b.thigh + 1, b.thigh, 34, 32, 31, 29, 27];
      legs.push(shadedLimb(line, radii, bottom));
      legs.push(fold(knee, ankle, bottom.shadow), fold(lerp(hip, knee, 0.3), knee, bottom.shadow));
    } else {
      legs.push(shadedLimb(line, b.leg, skinTones));
      legs.push(
        `<ellipse cx="${num(knee[0])}" cy="${num(knee[1] - 4)}" rx="9" ry="12" fill="${skin.shadow}" opacity="0.25"/>`,
      );
    }
  }
  // The hips: trousers and shorts meet the legs here; a skirt or dress flares from the waist.
  // Waistband straight across, hips curving down into the legs.
  const hipBlock = `M${pt(T(-b.waist + 6, 110))}L${pt(T(b.waist - 6, 110))}Q${pt(T(b.hip - 10, 70))} ${pt(T(b.hip - 2, 10))}L${pt(T(b.hip - 8, -34))}Q${pt(T(b.hip * 0.5, -52))} ${pt(T(0, -48))}Q${pt(T(-b.hip * 0.5, -52))} ${pt(T(-b.hip + 8, -34))}L${pt(T(-b.hip + 2, 10))}Q${pt(T(-b.hip + 10, 70))} ${pt(T(-b.waist + 6, 110))}Z`;
  if (trousers) {
    legs.push(`<path d="${hipBlock}" fill="${across(bottom, 20, b.hip + 10)}"/>`);
  } else if (kind === "shorts") {
    const short = (hip: Point, knee: Point) =>
      shaded(limb([hip, lerp(hip, knee, 0.45)], [b.thigh + 5, b.thigh + 2]), bottom, hip, knee, b.thigh + 6);
    legs.push(
      `<path d="${hipBlock}" fill="${across(bottom, 20, b.hip + 10)}"/>`,
      short(hipL, kneeL),
      short(hipR, kneeR),
    );
  } else {
    const hem = kind === "gown" ? -500 : -215;
    const flare = kind === "skirt" ? 34 : kind === "dress" ? 44 : 90;
    const cloth = kind === "skirt" ? bottom : top;
    // A skirt hangs straight down whatever the torso does, and swings with the legs.
    const swing = ((kneeR[0] + kneeL[0]) / 2 - pelvis[0]) * 0.5;
    const down = (x: number, y: number): Point => [pelvis[0] + x + (swing * -y) / 500, pelvis[1] - y];
    legs.push(
      `<path d="${smoothClosed([
        T(-b.waist - 2, 118),
        T(-b.hip - 4, 10),
        down(-b.hip - flare, hem),
        down(-b.hip * 0.35, hem - 12),
        down(b.hip * 0.35, hem - 8),
        down(b.hip + flare, hem),
        T(b.hip + 4, 10),
        T(b.waist + 2, 118),
      ])}" fill="${across(cloth, 0, b.hip + flare)}"/>`,
      `<path d="M${pt(T(-12, 60))}Q${pt(down(-20, -100))} ${pt(down(-34, hem + 10))}M${pt(T(24, 40))}Q${pt(down(34, -100))} ${pt(down(52, hem + 6))}" fill="none" stroke="${cloth.shadow}" stroke-width="6" opacity="0.3"/>`,
    );
  }

  // Arms, each as one outline from shoulder to wrist, sleeved as the top is.
  const armsBehind: string[] = [];
  const armsInFront: string[] = [];
  for (const [shoulder, elbow, wrist, hand, arm, key] of [
    [shoulderL, elbowL, wristL, handL, pose.armL, "L"],
    [shoulderR, elbowR, wristR, handR, pose.armR, "R"],
  ] as const) {
    const out = pose.armsBehind === key || pose.armsBehind === "both" ? armsBehind : armsInFront;
    // The arm starts a little below the shoulder joint so its end stays inside the shoulder's line.
    const line = stations(lerp(shoulder, elbow, 0.14), elbow, wrist);
    const sleeves = outfit.top.sleeves;
    const bulk =
      outfit.top.kind === "jacket" || outfit.top.kind === "coat" ? 8 : outfit.top.kind === "knit" ? 6 : 4;
    if (sleeves !== "long") out.push(shadedLimb(line, b.arm, skinTones));
    if (sleeves === "long") {
      const cuff = stations(lerp(shoulder, elbow, 0.14), elbow, lerp(elbow, wrist, 0.93));
      out.push(
        shadedLimb(
          cuff,
          b.arm.map((r, i) => r + bulk + (i === 6 ? 2 : 0)),
          top,
        ),
      );
      out.push(fold(lerp(shoulder, elbow, 0.6), lerp(elbow, wrist, 0.3), top.shadow));
    } else if (sleeves === "short") {
      const end = lerp(shoulder, elbow, 0.55);
      out.push(
        shaded(
          limb([shoulder, lerp(shoulder, end, 0.5), end], [b.arm[0] + 4, b.arm[0] + 4, b.arm[1] + 3]),
          top,
          shoulder,
          end,
          b.arm[0] + 6,
        ),
      );
    }
    out.push(handShape(hand, arm[1], b.hand, skinTones, light));
  }

  // Torso and neck.
  const hemY = { tee: -22, knit: -34, shirt: -26, jacket: -80, coat: -330, tank: -18, turtleneck: -28 }[
    outfit.top.kind
  ];
  const flare = outfit.top.kind === "coat" ? 30 : 0;
  // Tailoring falls straight from the chest; knits and tees follow the waist and hips.
  const tailored = outfit.top.kind === "jacket" || outfit.top.kind === "coat";
  const waist = tailored ? b.ribs - 2 : b.waist;
  const hip = tailored ? b.hip + 8 : b.hip + 4;
  const torsoOutline = smoothClosed([
    T(-b.neck, 332),
    T(-b.slope, 326),
    T(-b.cap, 300),
    T(-b.cap - 2, 268),
    T(-b.armpit, 212),
    T(-b.ribs, 160),
    T(-waist - flare * 0.2, 105),
    T(-hip - flare * 0.15, 20),
    T(-hip + 4 - flare, hemY + 4),
    T(0, hemY - 2),
    T(hip - 4 + flare, hemY + 4),
    T(hip + flare * 0.15, 20),
    T(waist + flare * 0.2, 105),
    T(b.ribs, 160),
    T(b.armpit, 212),
    T(b.cap + 2, 268),
    T(b.cap, 300),
    T(b.slope, 326),
    T(b.neck, 332),
  ]);
  const torso: string[] = [];
  /** The torso again over the tops of the arms, so each arm comes out from under its shoulder. */
  const shoulders: string[] = [];
  const neckTop = toward(neck, 180 + headAngle, 58);
  torso.push(
    shaded(rod(T(0, 300), neckTop, b.neckR + 2, b.neckR), skinTones, T(0, 300), neckTop, b.neckR + 4),
    `<path d="${rod(T(0, 320), neckTop, b.neckR + 2, b.neckR)}" fill="${defs.linear(neckTop, neck, [
      [0, skin.deep, 0.75],
      [0.5, skin.shadow, 0.2],
      [1, skin.shadow, 0],
    ])}"/>`,
  );
  if (outfit.top.kind === "tank" || outfit.top.kind === "shirt") {
    // Bare shoulders or an open collar: the skin under the neckline.
    const bare = `<path d="${torsoOutline}" fill="${across(skinTones, 250, b.cap)}"/>`;
    torso.push(bare);
    shoulders.push(bare);
  }
  const garment =
    outfit.top.kind === "tank"
      ? smoothClosed([
          T(-b.slope + 8, 324),
          T(-b.slope + 14, 300),
          T(-b.ribs + 4, 205),
          T(-b.ribs + 1, 160),
          T(-b.waist, 105),
          T(-b.hip, 20),
          T(-b.hip + 2, hemY),
          T(0, hemY - 4),
          T(b.hip - 2, hemY),
          T(b.hip, 20),
          T(b.waist, 105),
          T(b.ribs - 1, 160),
          T(b.ribs - 4, 205),
          T(b.slope - 14, 300),
          T(b.slope - 8, 324),
          T(0, 258),
        ])
      : torsoOutline;
  const cloth = `<path d="${garment}" fill="${across(top, 200, b.cap + 30)}"/>`;
  torso.push(cloth);
  shoulders.push(cloth);
  // The body's form under the cloth: a shadow below the chest and along the far side.
  torso.push(
    `<path d="M${pt(T(-b.ribs + 8, 178))}Q${pt(T(0, 160))} ${pt(T(b.ribs - 8, 178))}" fill="none" stroke="${top.shadow}" stroke-width="16" opacity="0.08"/>`,
  );
  if (outfit.top.kind === "shirt") {
    torso.push(
      `<path d="M${pt(T(-b.neck - 4, 334))}L${pt(T(0, 262))}L${pt(T(b.neck + 4, 334))}L${pt(T(b.neck - 4, 320))}L${pt(T(0, 278))}L${pt(T(-b.neck + 4, 320))}Z" fill="${skin.shadow}"/>`,
      `<path d="M${pt(T(-b.neck - 6, 336))}L${pt(T(-6, 268))}L${pt(T(-b.neck - 18, 300))}ZM${pt(T(b.neck + 6, 336))}L${pt(T(6, 268))}L${pt(T(b.neck + 18, 300))}Z" fill="${top.light}"/>`,
      `<path d="M${pt(T(0, 262))}L${pt(T(0, hemY))}" stroke="${top.shadow}" stroke-width="2" opacity="0.5"/>`,
    );
  } else if (outfit.top.kind === "jacket" || outfit.top.kind === "coat") {
    const inner =
      outfit.top.kind === "coat" ? mix(top.base, "#1d1b1a", 0.75) : mix(top.base, "#f2efe9", 0.85);
    const open = outfit.top.kind === "coat" ? 140 : 130;
    torso.push(
      `<path d="M${pt(T(-b.neck - 2, 334))}L${pt(T(-10, open))}L${pt(T(10, open))}L${pt(T(b.neck + 2, 334))}Z" fill="${inner}"/>`,
      `<path d="M${pt(T(-b.neck - 4, 334))}L${pt(T(-4, open - 2))}L${pt(T(-34, 250))}L${pt(T(-b.neck - 28, 298))}ZM${pt(T(b.neck + 4, 334))}L${pt(T(4, open - 2))}L${pt(T(34, 250))}L${pt(T(b.neck + 28, 298))}Z" fill="${top.shadow}" opacity="0.5"/>`,
      `<path d="M${pt(T(2, open))}L${pt(T(2 + flare * 0.3, hemY))}" stroke="${top.shadow}" stroke-width="3"/>`,
      `<circle cx="${num(T(9, 100)[0])}" cy="${num(T(9, 100)[1])}" r="5" fill="${top.shadow}"/><circle cx="${num(T(9, 40)[0])}" cy="${num(T(9, 40)[1])}" r="5" fill="${top.shadow}"/>`,
    );
  } else if (outfit.top.kind === "turtleneck") {
    // A folded collar: a band around the lower neck, the fold's shadow along its top.
    const r = b.neckR + 7;
    const collar = `M${pt(T(-r, 312))}L${pt(T(-r + 3, 348))}Q${pt(T(0, 356))} ${pt(T(r - 3, 348))}L${pt(T(r, 312))}Z`;
    torso.push(
      shaded(collar, top, T(0, 312), T(0, 350), r + 4),
      `<path d="M${pt(T(-r + 4, 340))}Q${pt(T(0, 347))} ${pt(T(r - 4, 340))}" fill="none" stroke="${top.shadow}" stroke-width="3" opacity="0.4"/>`,
    );
  } else if (outfit.top.kind !== "tank") {
    torso.push(
      `<path d="M${pt(T(-b.neck - 2, 333))}Q${pt(T(0, 302))} ${pt(T(b.neck + 2, 333))}Q${pt(T(0, 318))} ${pt(T(-b.neck - 2, 333))}Z" fill="${skin.shadow}"/>`,
    );
  }
  if (outfit.top.kind === "knit") {
    const ribs: string[] = [];
    for (let x = -b.hip + 8; x < b.hip - 4; x += 9) ribs.push(`M${pt(T(x, hemY + 26))}L${pt(T(x, hemY))}`);
    torso.push(`<path d="${ribs.join("")}" stroke="${top.shadow}" stroke-width="2.4" opacity="0.3"/>`);
  }
  // A soft shadow cast by the head on the neck and chest.
  const shadowColour = outfit.top.kind === "turtleneck" ? darken(top.shadow, 0.2) : skin.deep;
  torso.push(
    (() => {
      const [cx, cy] = T(-light.side * 8, 316);
      return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${b.neck + 22}" ry="22" fill="${defs.radial(
        [cx, cy],
        b.neck + 22,
        [
          [0, shadowColour, 0.35],
          [1, shadowColour, 0],
        ],
        22 / (b.neck + 22),
      )}"/>`;
    })(),
  );

  const h = drawHead(defs, person, light, pose.expression);
  const place = `translate(${pt(head)}) rotate(${num(headAngle)}) scale(1.34)`;
  return {
    joints,
    hairBack: `<g transform="${place}">${h.back}</g>`,
    armsBehind: armsBehind.join(""),
    legs: legs.join(""),
    torso: torso.join(""),
    armsInFront: `${armsInFront.join("")}<g clip-path="${defs.clip(
      [-1, 1]
        .map((side) => {
          const q = (x: number, y: number) => pt(T(side * x, y));
          return `M${q(b.cap + 40, 350)}L${q(b.slope + 8, 350)}L${q(b.cap - 18, 300)}L${q(b.armpit + 4, 250)}L${q(b.armpit + 2, 205)}L${q(b.cap + 40, 205)}Z`;
        })
        .join(""),
    )}">${shoulders.join("")}</g>`,
    head: `<g transform="${place}">${h.front}</g>`,
    headTransform: place,
  };
}

/** A hand: palm and fingers as one tapering shape, with the thumb on the inside. */
function handShape(
  centre: Point,
  angle: number,
  size: readonly [number, number],
  tones: Tones,
  light: Light,
): string {
  const [w, l] = size;
  const lit = Math.sin((angle * Math.PI) / 180) * light.side > 0.2;
  const fill = lit ? tones.base : mix(tones.base, tones.shadow, 0.5);
  return `<g transform="translate(${pt(centre)}) rotate(${num(-angle)})"><path d="M${-w} ${-l * 0.55}C${-w * 1.1} 0 ${-w * 0.8} ${l * 0.7} 0 ${l}C${w * 0.8} ${l * 0.7} ${w * 1.1} 0 ${w} ${-l * 0.55}Z" fill="${fill}"/><ellipse cx="${w * 0.75}" cy="${-l * 0.05}" rx="${w * 0.32}" ry="${l * 0.42}" transform="rotate(-18 ${w * 0.75} 0)" fill="${mix(fill, tones.shadow, 0.3)}"/></g>`;
}

/** A crease running down a limb of cloth. */
function fold(a: Point, b: Point, colour: string): string {
  const nv = normal(a, b);
  const p = add(lerp(a, b, 0.15), scale(nv, 8));
  const q = add(lerp(a, b, 0.8), scale(nv, 4));
  return `<path d="M${pt(p)}L${pt(q)}" stroke="${colour}" stroke-width="4" stroke-linecap="round" opacity="0.25"/>`;
}

/** The figure's layers in drawing order, with props slotted between them. */
export function figureSvg(
  f: Figure,
  extra: { behind?: string; afterTorso?: string; afterArms?: string; afterHead?: string } = {},
): string {
  return [
    extra.behind ?? "",
    f.hairBack,
    f.legs,
    f.armsBehind,
    f.torso,
    extra.afterTorso ?? "",
    f.armsInFront,
    extra.afterArms ?? "",
    f.head,
    extra.afterHead ?? "",
  ].join("");
}
