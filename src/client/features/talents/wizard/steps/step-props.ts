import type { FieldErrors, ProfileDraft } from "../profile-draft.ts";

/** What every form step gets: the draft, a way to change it, and the errors of its last check. */
export type StepProps = {
  draft: ProfileDraft;
  update: (patch: Partial<ProfileDraft>) => void;
  errors: FieldErrors;
};
