import type { ProfileForm } from "../use-profile-form.ts";

/** What every form step gets: the profile's form, holding the draft and the errors of its last check. */
export type StepProps = { form: ProfileForm };
