import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";

/** What the person types to confirm that their account goes. */
export const DELETE_CONFIRMATION = "DELETE";

/** The body of `POST /api/account/delete`, and the settings' "Delete account" form. */
export const AccountDeletionSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { message: invalid("validation.deletion.confirmation") }),
  password: z
    .string({ message: invalid("validation.deletion.password") })
    .min(1, invalid("validation.deletion.password"))
    .max(128),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
