import { TextField } from "../../ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

export function ContactStep({ draft, update, errors }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        value={draft.contactEmail}
        onChange={(e) => update({ contactEmail: e.target.value })}
        error={errors["contact.email"]}
        hint="Shown on your profile as the Contact button. Your account's address is the default."
      />
      <TextField
        label="Instagram username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourname"
        value={draft.instagram}
        onChange={(e) => update({ instagram: e.target.value.replace(/^@+/, "") })}
        error={errors["contact.instagram"]}
        hint="Without the @."
      />
    </div>
  );
}
