import { useZodForm, type ZodForm } from "#client/components/form/use-zod-form.ts";
import { useFormat } from "#client/lib/i18n/use-t.ts";
import type { Talent } from "#shared/talents/talent.schema";
import type { TalentProfilePatch } from "#shared/talents/talent-profile.schema";
import { draftFromTalent, type ProfileDraft, type StepKey, stepSchema } from "./profile-draft.ts";

export type ProfileForm = ZodForm<ProfileDraft, TalentProfilePatch>;

/**
 * The form of the profile's steps: it holds the saved profile's draft, and checks and sends only the
 * current step's fields (`stepSchema`). Its `isDirty` is the step's unsaved changes, as only the
 * current step's fields can change; `resetTo` makes a stored profile the form's saved state. The focus
 * stays on the save button when a field is refused: the messages show beside the fields.
 */
export function useProfileForm(
  step: StepKey,
  saved: Talent | null,
  account: { email: string; name: string },
) {
  const { number } = useFormat();
  const form: ProfileForm = useZodForm(stepSchema(step, saved), {
    defaultValues: draftFromTalent(saved, account, number),
    shouldFocusError: false,
  });
  return {
    form,
    resetTo: (talent: Talent | null) => form.reset(draftFromTalent(talent, account, number)),
  };
}
