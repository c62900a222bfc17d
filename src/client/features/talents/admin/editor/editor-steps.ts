import { WIZARD_STEPS } from "../../wizard/profile-draft.ts";

const DESCRIPTIONS: Record<(typeof WIZARD_STEPS)[number]["key"], string> = {
  general: "Name, age, location and bio",
  details: "Languages and payment options",
  category: "What the talent does, and its specifics",
  hero: "The portrait that opens the profile",
  gallery: "Photos, reels and audio",
  contact: "How people reach the talent",
};

/** The talent wizard's six steps, worded for an administrator, and the Admin step. */
export const EDITOR_STEPS = [
  ...WIZARD_STEPS.map((step) => ({ ...step, description: DESCRIPTIONS[step.key] })),
  { key: "admin", name: "Admin", description: "Status, linked user, badges and flags" },
] as const;
export type EditorStepKey = (typeof EDITOR_STEPS)[number]["key"];
