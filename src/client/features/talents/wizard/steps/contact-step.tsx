import { TextField } from "#client/components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

export function ContactStep({ form }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        {...form.field("contact.email")}
        hint="Shown on your profile as the Contact button, if you choose so below. Your account's address is the default."
      />
      <TextField
        label="Instagram username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourname"
        {...form.field("contact.instagram", {
          // The name is kept without "@" as it is typed.
          onChange: (e) =>
            form.setValue("contact.instagram", e.target.value.replace(/^@+/, ""), { shouldDirty: true }),
        })}
        hint="Without the @."
      />
      <label className="flex items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-accent"
          {...form.register("contact.showEmail")}
        />
        <span>
          <span className="block text-sm font-medium">Show my e-mail address on my public profile</span>
          <span className="block text-xs text-muted-foreground">
            Off: visitors reach you only through inquiries, and your address stays private.
          </span>
        </span>
      </label>
    </div>
  );
}
