import { TextField } from "#client/components/ui/text-field.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { StepProps } from "./step-props.ts";

export function ContactStep({ form }: StepProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("talents.wizard.contact.email")}
        type="email"
        autoComplete="email"
        {...form.field("contact.email")}
        hint={t("talents.wizard.contact.emailHint")}
      />
      <TextField
        label={t("talents.wizard.contact.instagram")}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("talents.wizard.contact.instagramPlaceholder")}
        {...form.field("contact.instagram", {
          // The name is kept without "@" as it is typed.
          onChange: (e) =>
            form.setValue("contact.instagram", e.target.value.replace(/^@+/, ""), { shouldDirty: true }),
        })}
        hint={t("talents.wizard.contact.instagramHint")}
      />
      <label className="flex items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-accent"
          {...form.register("contact.showEmail")}
        />
        <span>
          <span className="block text-sm font-medium">{t("talents.wizard.contact.showEmail")}</span>
          <span className="block text-xs text-muted-foreground">
            {t("talents.wizard.contact.showEmailHint")}
          </span>
        </span>
      </label>
    </div>
  );
}
