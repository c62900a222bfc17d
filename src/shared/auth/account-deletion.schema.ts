import { z } from "zod";

/** What the person types to confirm that their account goes. */
export const DELETE_CONFIRMATION = "DELETE";

/** The body of `POST /api/account/delete`, and the settings' "Delete account" form. */
export const AccountDeletionSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm.` }),
  password: z
    .string({ message: "Enter your password to confirm." })
    .min(1, "Enter your password to confirm.")
    .max(128),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
