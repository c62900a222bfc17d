import type { MessageId } from "#shared/i18n/translator";
import { WIZARD_STEPS } from "../../wizard/profile-draft.ts";

const DESCRIPTIONS: Record<(typeof WIZARD_STEPS)[number]["key"], MessageId> = {
  general: "talents.admin.editor.steps.general",
  details: "talents.wizard.steps.details.description",
  category: "talents.admin.editor.steps.category",
  hero: "talents.admin.editor.steps.hero",
  gallery: "talents.wizard.steps.gallery.description",
  contact: "talents.admin.editor.steps.contact",
};

/** The talent wizard's six steps, worded for an administrator, and the Admin step. */
export const EDITOR_STEPS = [
  ...WIZARD_STEPS.map((step) => ({ ...step, description: DESCRIPTIONS[step.key] })),
  {
    key: "admin",
    name: "talents.admin.editor.steps.admin.name",
    description: "talents.admin.editor.steps.admin.description",
  },
] as const;
export type EditorStepKey = (typeof EDITOR_STEPS)[number]["key"];
