import { darken, lighten, mix } from "./colour.ts";
import { hairBack, hairFront } from "./hair.ts";
import type { Light, Person } from "./person.ts";
import { skinBase } from "./person.ts";
import { type Skin, skinFrom } from "./skin-tones.ts";
import { type Defs, num, type Point, smoothClosed } from "./svg.ts";

export type Expression = {
  eyes?: "open" | "closed" | "down";
  mouth?: "closed" | "smile" | "sing";
  /** Turns the face a little towards the viewer's left (-1) or right (1). */
  turn?: number;
};

/** The colours a face is painted with, all derived from the person's skin tone. */
export function facePaint(person: Person) {
  const skin: Skin = skinFrom(skinBase(person));
  const lip = person.lipstick ?? mix(skin.shadow, "#a4505a", 0.3);
  return { skin, lip, brow: mix(person.hair.colour, "#1a1412", 0.3) };
}

/**
 * A head in its own coordinates: 100 units from crown (y -50) to chin (y 50), centred on 0,0.
 * `back` is the hair behind the head and shoulders; `front` is the face and the hair over it.
 */
export function drawHead(
  defs: Defs,
  person: Person,
  light: Light,
  expression: Expression = {},
): { back: string; front: string } {
  const { skin, lip, brow } = facePaint(person);
  const s = light.side;
  const turn = expression.turn ?? 0;
  const dx = turn * 5;
  const broad = person.build === "broad";
  const outline = broad
    ? "M0 -50C22 -50 37 -35 37 -10C37 12 36 26 30 37C22 47 12 51 0 51C-12 51 -22 47 -30 37C-36 26 -37 12 -37 -10C-37 -35 -22 -50 0 -50Z"
    : "M0 -50C22 -50 36 -35 36 -10C36 10 33 24 25.5 34C18 44 10 50 0 50C-10 50 -18 44 -25.5 34C-33 24 -36 10 -36 -10C-36 -35 -22 -50 0 -50Z";

  const parts: string[] = [];
  // Ears, half hidden by the head.
  for (const side of [-1, 1]) {
    const lit = side === s;
    parts.push(
      `<ellipse cx="${side * 35.5}" cy="3" rx="5.5" ry="9.5" fill="${lit ? skin.base : skin.shadow}"/>`,
      `<path d="M${side * 36} -3C${side * 39} -2 ${side * 39} 8 ${side * 36} 10" fill="none" stroke="${skin.deep}" stroke-width="1" opacity="0.5"/>`,
    );
  }
  // The face, lit from one side: a round fall-off, a shaded far side and a darker jaw.
  parts.push(
    `<path d="${outline}" fill="${defs.radial([s * 12 + dx, -14], 66, [
      [0, skin.highlight],
      [0.45, skin.base],
      [0.8, mix(skin.base, skin.shadow, 0.6)],
      [1, skin.shadow],
    ])}"/>`,
    `<path d="${outline}" fill="${defs.linear(
      [s * 4 + dx, 0],
      [-s * 38, 0],
      [
        [0, skin.shadow, 0],
        [0.55, skin.shadow, 0.25],
        [1, skin.deep, light.rim ? 0.35 : 0.6],
      ],
    )}"/>`,
    `<path d="${outline}" fill="${defs.linear(
      [0, 22],
      [0, 51],
      [
        [0, skin.shadow, 0],
        [1, skin.deep, 0.35],
      ],
    )}"/>`,
  );
  if (light.rim) {
    // Coloured light from behind catches the edge of the face on its shaded side.
    parts.push(
      `<path d="${outline}" fill="${defs.linear(
        [-s * 26, 0],
        [-s * 37, 0],
        [
          [0, light.rim, 0],
          [1, light.rim, 0.5],
        ],
      )}"/>`,
    );
  }
  parts.push(eyeSockets(defs, skin, dx));
  parts.push(brows(brow, dx));
  for (const side of [-1, 1]) parts.push(eye(defs, person, skin, side, dx, expression.eyes ?? "open"));
  parts.push(nose(skin, s, dx));
  if (person.beard) parts.push(beard(defs, person, s));
  parts.push(mouth(defs, skin, lip, s, dx, expression.mouth ?? "closed"));
  // A little colour on the cheeks, as blood under the skin gives.
  for (const side of [-1, 1]) {
    parts.push(
      `<ellipse cx="${side * 20 + dx}" cy="15" rx="11" ry="8" fill="${defs.radial([side * 20 + dx, 15], 11, [
        [0, lip, 0.2],
        [1, lip, 0],
      ])}"/>`,
    );
  }
  return { back: hairBack(defs, person, s), front: `${parts.join("")}${hairFront(defs, person, s)}` };
}

function eyeSockets(defs: Defs, skin: Skin, dx: number): string {
  return [-1, 1]
    .map((side) => {
      const c: Point = [side * 15.5 + dx, -2];
      return `<ellipse cx="${num(c[0])}" cy="-2" rx="12" ry="8" fill="${defs.radial(c, 12, [
        [0, skin.deep, 0.28],
        [1, skin.deep, 0],
      ])}"/>`;
    })
    .join("");
}

function brows(colour: string, dx: number): string {
  return [-1, 1]
    .map((side) => {
      const x = (v: number) => num(side * v + dx);
      return `<path d="M${x(7)} -8.2C${x(11)} -11.8 ${x(17)} -12.8 ${x(24)} -10.2C${x(17)} -11.2 ${x(11)} -10.2 ${x(7.2)} -6.8Z" fill="${colour}" stroke="${colour}" stroke-width="0.8" stroke-linejoin="round" opacity="0.92"/>`;
    })
    .join("");
}

function eye(
  defs: Defs,
  person: Person,
  skin: Skin,
  side: number,
  dx: number,
  state: "open" | "closed" | "down",
) {
  const cx = side * 15.5 + dx;
  const x = (v: number) => num(cx + side * v);
  const lash = darken(person.hair.colour, 0.55);
  const crease = `<path d="M${x(-6.5)} -3.6C${x(-3)} -6.6 ${x(3)} -6.8 ${x(7)} -4" fill="none" stroke="${skin.deep}" stroke-width="0.7" opacity="0.45"/>`;
  if (state !== "open") {
    // Lids lowered: only the lash line shows, curving down.
    const drop = state === "closed" ? 1.6 : 2.6;
    return `${crease}<path d="M${x(-7.2)} 0.2C${x(-3.5)} ${num(drop + 1)} ${x(3.5)} ${num(drop + 1)} ${x(7.6)} -0.8" fill="none" stroke="${lash}" stroke-width="1.4" stroke-linecap="round"/>
<path d="M${x(2)} ${num(drop + 0.8)}l${num(side * 1)} 2M${x(4.6)} ${num(drop)}l${num(side * 1.6)} 1.8M${x(6.8)} 0l${num(side * 2)} 1.2" stroke="${lash}" stroke-width="0.6" stroke-linecap="round"/>`;
  }
  const almond = `M${x(-7)} 0.6C${x(-4)} -3.6 ${x(4)} -3.9 ${x(7.2)} -0.3C${x(4)} 2.7 ${x(-4)} 2.9 ${x(-7)} 0.6Z`;
  const clip = defs.clip(almond);
  const white = mix("#f3ece6", skin.shadow, 0.18);
  const iris = person.eyes;
  return `${crease}<path d="${almond}" fill="${white}"/>
<g clip-path="${clip}"><circle cx="${num(cx + 0.3)}" cy="-0.2" r="3.4" fill="${defs.radial(
    [cx + 0.3, -0.2],
    3.4,
    [
      [0, lighten(iris, 0.2)],
      [0.75, iris],
      [1, darken(iris, 0.5)],
    ],
  )}"/><circle cx="${num(cx + 0.3)}" cy="-0.2" r="1.5" fill="#120c0a"/>
<path d="${almond}" fill="none" stroke="${skin.deep}" stroke-width="1.6" opacity="0.35"/></g>
<circle cx="${num(cx - 0.6)}" cy="-1.4" r="0.75" fill="#ffffff" opacity="0.85"/>
<path d="M${x(-7.4)} 0.8C${x(-4)} -4.1 ${x(4)} -4.4 ${x(7.6)} -0.6l${num(side * 1.6)} -1" fill="none" stroke="${lash}" stroke-width="1.3" stroke-linecap="round"/>
<path d="M${x(-5)} 2.2C${x(-2)} 3.4 ${x(3)} 3.2 ${x(6.4)} 0.8" fill="none" stroke="${skin.deep}" stroke-width="0.5" opacity="0.35"/>`;
}

function nose(skin: Skin, s: number, dx: number): string {
  const x = (v: number) => num(v + dx * 1.4);
  const far = -s;
  const ridge = `M${x(far * 3.2)} -4C${x(far * 5)} 4 ${x(far * 5.6)} 11 ${x(far * 4.6)} 16`;
  // Two strokes, wide and faint over narrow and darker, soften the shadow beside the nose.
  return `<path d="${ridge}" fill="none" stroke="${skin.shadow}" stroke-width="4" stroke-linecap="round" opacity="0.2"/><path d="${ridge}" fill="none" stroke="${skin.shadow}" stroke-width="1.8" stroke-linecap="round" opacity="0.3"/>
<ellipse cx="${x(s * 1.4)}" cy="9" rx="1.3" ry="5" fill="${skin.highlight}" opacity="0.3"/>
<ellipse cx="${x(far * 0.8)}" cy="21" rx="6" ry="1.8" fill="${skin.shadow}" opacity="0.35"/>
<path d="M${x(-6.2)} 16.6C${x(-5.4)} 19.8 ${x(-2)} 20.2 ${x(0)} 19.7C${x(2)} 20.2 ${x(5.4)} 19.8 ${x(6.2)} 16.6" fill="none" stroke="${skin.deep}" stroke-width="0.9" stroke-linecap="round" opacity="0.55"/>
<ellipse cx="${x(-3.2)}" cy="18.3" rx="1.6" ry="0.9" fill="${skin.deep}" opacity="0.75"/>
<ellipse cx="${x(3.2)}" cy="18.3" rx="1.6" ry="0.9" fill="${skin.deep}" opacity="0.75"/>`;
}

function mouth(
  defs: Defs,
  skin: Skin,
  lip: string,
  s: number,
  dx: number,
  state: "closed" | "smile" | "sing",
) {
  const x = (v: number) => num(v + dx * 1.2);
  const lipLight = mix(lip, skin.highlight, 0.25);
  const lipDark = darken(lip, 0.35);
  const shade = `<ellipse cx="${x(0)}" cy="37" rx="6" ry="1.8" fill="${skin.shadow}" opacity="0.35"/>`;
  if (state === "sing") {
    return `${shade}<path d="M${x(-8)} 28.5C${x(-4)} 25.6 ${x(4)} 25.6 ${x(8)} 28.5C${x(7)} 34.5 ${x(4)} 38 ${x(0)} 38C${x(-4)} 38 ${x(-7)} 34.5 ${x(-8)} 28.5Z" fill="${lip}"/>
<path d="M${x(-6)} 29.2C${x(-3)} 28 ${x(3)} 28 ${x(6)} 29.2C${x(5.4)} 33.6 ${x(3)} 35.6 ${x(0)} 35.6C${x(-3)} 35.6 ${x(-5.4)} 33.6 ${x(-6)} 29.2Z" fill="#3a1718"/>
<path d="M${x(-4.6)} 29.1C${x(-2)} 28.4 ${x(2)} 28.4 ${x(4.6)} 29.1L${x(4.2)} 30.3C${x(2)} 29.9 ${x(-2)} 29.9 ${x(-4.2)} 30.3Z" fill="#efe7e0" opacity="0.9"/>
<ellipse cx="${x(s * 2)}" cy="36.6" rx="2.6" ry="0.7" fill="#ffffff" opacity="0.2"/>`;
  }
  const lift = state === "smile" ? 1.6 : 0;
  const c = (v: number) => num(v - lift);
  return `${shade}<path d="M${x(-9)} ${c(29)}C${x(-6)} 27.4 ${x(-3)} 25.8 ${x(-1.2)} 26.6C${x(-0.4)} 27 ${x(0.4)} 27 ${x(1.2)} 26.6C${x(3)} 25.8 ${x(6)} 27.4 ${x(9)} ${c(29)}C${x(5)} 29.8 ${x(-5)} 29.8 ${x(-9)} ${c(29)}Z" fill="${defs.linear(
    [0, 26],
    [0, 30],
    [
      [0, lip],
      [1, lipDark],
    ],
  )}"/>
<path d="M${x(-8.4)} ${c(29.4)}C${x(-4)} 30.4 ${x(4)} 30.4 ${x(8.4)} ${c(29.4)}C${x(6)} 33.6 ${x(2.5)} 34.6 ${x(0)} 34.6C${x(-2.5)} 34.6 ${x(-6)} 33.6 ${x(-8.4)} ${c(29.4)}Z" fill="${defs.linear(
    [0, 29.5],
    [0, 34.6],
    [
      [0, lipDark],
      [0.45, lip],
      [1, lipLight],
    ],
  )}"/>
<path d="M${x(-9.2)} ${c(29)}C${x(-4)} 30.3 ${x(4)} 30.3 ${x(9.2)} ${c(29)}" fill="none" stroke="${darken(lip, 0.55)}" stroke-width="0.8" stroke-linecap="round"/>
<ellipse cx="${x(s * 2)}" cy="32.2" rx="3" ry="0.9" fill="#ffffff" opacity="0.22"/>`;
}

function beard(defs: Defs, person: Person, s: number): string {
  const c = person.hair.colour;
  const shape = smoothClosed([
    [-37, -4],
    [-36.5, 16],
    [-30, 36],
    [-16, 48.5],
    [0, 53],
    [16, 48.5],
    [30, 36],
    [36.5, 16],
    [37, -4],
    [33, 2],
    [30, 15],
    [19, 20.5],
    [8, 23.8],
    [0, 23.2],
    [-8, 23.8],
    [-19, 20.5],
    [-30, 15],
    [-33, 2],
  ]);
  return `<path d="${shape}" fill="${defs.linear(
    [s * 30, 0],
    [-s * 30, 40],
    [
      [0, lighten(c, 0.12)],
      [1, darken(c, 0.3)],
    ],
  )}" opacity="0.88"/>`;
}
