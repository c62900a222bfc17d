import { daylightRoom, GOLDEN_HOUR, neonSet, openField, paperSweep } from "../backdrops.ts";
import type { Outfit, Person } from "../person.ts";
import type { Picture } from "../picture.ts";
import { beam } from "../props.ts";
import { floorShadow, glow, vignette } from "../staging.ts";
import { heroCanvas, landscapeCanvas, person, portraitCanvas } from "./frame.ts";

/** The dancer caught mid-leap, legs split, in a single hard light; her shadow on the floor below. */
export function dancerMidLeap(who: Person, outfit: Outfit): Picture {
  const c = heroCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: -10,
      headTilt: -12,
      armL: [-118, -150],
      armR: [104, 88],
      legL: [-72, -96],
      legR: [36, 8],
      expression: { eyes: "open", turn: -0.3 },
    },
    { side: 1, rim: "#9fb4ff" },
    { x: 640, headY: 360, scale: 1.12 },
  );
  return c.picture(
    `${paperSweep(c, "#3a3f5c", { floorAt: 0.78, lightX: 0.6 })}${beam(c.back, [980, -60], [640, 1500], 420, "#ffffff", 0.18)}`,
    `${floorShadow(c, 600, 1450, 300, 0.5)}${p.svg}`,
    { light: vignette(c, 0.4) },
  );
}

/** Rehearsal in a mirrored studio: one leg raised to the side, arms open. */
export function dancerRehearsal(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: -8,
      headTilt: 6,
      armL: [-96, -92],
      armR: [150, 168],
      legL: [-4, 0],
      legR: [88, 96],
      expression: { eyes: "down", turn: 0.3 },
    },
    { side: -1 },
    { x: 420, headY: 280, scale: 0.86 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(
    daylightRoom(c, "#dcd6cc", "#a77c55", { floorAt: 0.8, windows: 2, mirror: true }),
    `${floorShadow(c, 400, feet, 200, 0.4)}${p.svg}`,
    { light: vignette(c, 0.3) },
  );
}

/** Choreography for a music video: a low, wide stance under pink and blue neon. */
export function dancerNeon(who: Person, outfit: Outfit): Picture {
  const c = portraitCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: 6,
      headTilt: -4,
      armL: [-100, -175],
      armR: [70, 110],
      legL: [-28, -4],
      legR: [30, 6],
      expression: { eyes: "open", turn: 0.4 },
    },
    { side: -1, rim: "#2fd6ff" },
    { x: 480, headY: 330, scale: 0.9 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(neonSet(c, ["#ff3fa4", "#2fd6ff"]), `${floorShadow(c, 480, feet, 260, 0.6)}${p.svg}`, {
    light: `${glow(c, "#ff3fa4", 80, 500, 500, 0.3)}${vignette(c, 0.4)}`,
  });
}

/** Improvising outdoors at golden hour: reaching up and across, the low sun behind. */
export function dancerOutdoors(who: Person, outfit: Outfit): Picture {
  const c = landscapeCanvas();
  const p = person(
    c,
    who,
    outfit,
    {
      lean: 14,
      headTilt: 10,
      armL: [-150, -160],
      armR: [60, 20],
      legL: [-30, -18],
      legR: [8, 2],
      expression: { eyes: "closed", turn: 0.3 },
    },
    { side: -1, rim: "#ffc070" },
    { x: 560, headY: 220, scale: 0.72 },
  );
  const [, feet] = p.toPicture([0, 1000]);
  return c.picture(openField(c, 0.7, GOLDEN_HOUR), `${floorShadow(c, 580, feet, 240, 0.35)}${p.svg}`, {
    light: `${glow(c, "#ffc070", 1000, 560, 600, 0.35)}${vignette(c, 0.3)}`,
  });
}
