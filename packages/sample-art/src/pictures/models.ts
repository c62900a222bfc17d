import { autumnPark, openField, paperSweep, streetWall } from "../backdrops.ts";
import type { Outfit, Person } from "../person.ts";
import type { Picture } from "../picture.ts";
import { floorShadow, glow, vignette } from "../staging.ts";
import { heroCanvas, landscapeCanvas, person, portraitCanvas } from "./frame.ts";

/** A model's hero: full length on a paper backdrop, weight on one leg, a hand on the hip. */
export function modelFullLength(who: Person, outfit: Outfit, wall: string): Picture {
  const c = heroCanvas();
  const scale = 1.36;
  const p = person(
    c,
    who,
    outfit,
    {
      lean: -2,
      headTilt: 4,
      armL: [-8, -3],
      armR: [40, -36],
      armsBehind: "R",
      legL: [-2, 2],
      legR: [10, 2],
      expression: { eyes: "open", turn: 0.3 },
    },
    { side: -1 },
    { x: 600, headY: 250, scale },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(
    paperSweep(c, wall, { floorAt: 0.76, lightX: 0.45 }),
    `${floorShadow(c, 640, feet - 14, 330)}${p.svg}`,
    { light: vignette(c, 0.3) },
  );
}

/** Walking towards the camera along a park path, cropped at the knees. */
export function modelWalkingOutdoors(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: 2,
      headTilt: -3,
      armL: [10, 4],
      armR: [-12, -6],
      legL: [-8, -2],
      legR: [10, 6],
      expression: { eyes: "open", mouth: "smile", turn: -0.3 },
    },
    { side: 1, rim: "#ffd9a0" },
    { x: 470, headY: 250, scale: 1.55 },
  );
  return c.picture(autumnPark(c), p.svg, {
    light: `${glow(c, "#ffcf8a", 860, 200, 500, 0.25)}${vignette(c, 0.3)}`,
  });
}

/** A beauty test: head and shoulders filling the frame, soft light from the front-left. */
export function beautyCloseUp(who: Person, outfit: Outfit, wall: string): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: -6,
      armL: [-6, -2],
      armR: [6, 2],
      armsBehind: "both",
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "open", turn: 0.2 },
    },
    { side: -1 },
    { x: 470, headY: 500, scale: 3.5 },
  );
  return c.picture(paperSweep(c, wall, { floorAt: 0.95, lightX: 0.35 }), p.svg, {
    light: vignette(c, 0.25),
  });
}

/** A campaign picture from the waist up in a chunky knit, turned a little, smiling. */
export function modelKnitCampaign(who: Person, outfit: Outfit, wall: string): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: 3,
      headTilt: 6,
      armL: [-8, -3],
      armR: [6, 2],
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "open", mouth: "smile", turn: 0.2 },
    },
    { side: -1 },
    { x: 480, headY: 360, scale: 2.3 },
  );
  return c.picture(paperSweep(c, wall, { floorAt: 1.1, lightX: 0.3 }), p.svg, {
    light: vignette(c, 0.3),
  });
}

/** After a run on an open field, hands on hips, in sportswear under a big sky. */
export function modelAfterRun(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: 3,
      headTilt: -8,
      armL: [-42, 38],
      armR: [42, -38],
      legL: [-9, -2],
      legR: [9, 2],
      expression: { eyes: "open", mouth: "smile", turn: 0.2 },
    },
    { side: 1 },
    { x: 760, headY: 170, scale: 0.74 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(openField(c, 0.58), `${floorShadow(c, 720, feet + 40, 220, 0.35)}${p.svg}`, {
    light: vignette(c, 0.2),
  });
}

/** A black-and-white portrait lit hard from one side. */
export function monochromePortrait(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      headTilt: 3,
      armL: [-6, -2],
      armR: [6, 2],
      armsBehind: "both",
      legL: [0, 0],
      legR: [0, 0],
      expression: { eyes: "open", turn: -0.4 },
    },
    { side: -1, rim: "#d8d8d8" },
    { x: 490, headY: 520, scale: 3.3 },
  );
  return c.picture(paperSweep(c, "#4a4a4a", { floorAt: 1.1, lightX: 0.25 }), p.svg, {
    monochrome: true,
    light: vignette(c, 0.45),
  });
}

/** Full length against a painted city wall, hands in pockets. */
export function modelOnStreet(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: -1,
      headTilt: 2,
      armL: [-5, 10],
      armR: [6, -12],
      legL: [-7, 0],
      legR: [7, 0],
      expression: { eyes: "open", turn: 0.3 },
    },
    { side: 1 },
    { x: 470, headY: 200, scale: 1.02 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(streetWall(c), `${floorShadow(c, 430, feet - 10, 260, 0.5)}${p.svg}`, {
    light: vignette(c, 0.25),
  });
}
