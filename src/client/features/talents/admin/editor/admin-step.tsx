import type { z } from "zod";
import { SelectField } from "#client/components/form/select-field.tsx";
import type { ZodForm } from "#client/components/form/use-zod-form.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { badgeAdminHint, talentStatusLabel } from "#shared/catalogue/badges";
import type { LinkableAccount } from "#shared/talents/admin-talents.schema";
import { BADGES, TALENT_STATUSES } from "#shared/talents/talent.schema";
import type { AdminDraft, AdminDraftSchema } from "./admin-draft.ts";
import { LinkedAccountPicker } from "./linked-account-picker.tsx";

export type AdminForm = ZodForm<AdminDraft, z.output<typeof AdminDraftSchema>>;

const BADGE_NAMES = { premium: "Premium", verified: "Verified", new: "New" } as const;

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-checked:border-accent">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-[var(--accent)]"
      />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}

/** Status, linked user, badges and the featured and top-talent flags: the fields only admins set. */
export function AdminStep({
  form,
  linkedAccount,
  onPickAccount,
}: {
  form: AdminForm;
  linkedAccount: LinkableAccount | null;
  onPickAccount: (account: LinkableAccount | null) => void;
}) {
  const t = useT();
  const draft = form.watch();
  const dirty = { shouldDirty: true };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <SelectField
          label="Status"
          {...form.register("status")}
          hint="Approved makes this version public. While a live profile's change waits for review, the public sees its last approved version. Your choice is kept when you save."
        >
          {TALENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {talentStatusLabel(t, status)}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Badges</legend>
          {BADGES.map((badge) => (
            <Check
              key={badge}
              label={BADGE_NAMES[badge]}
              hint={badgeAdminHint(t, badge)}
              checked={draft.badges.includes(badge)}
              onChange={(on) =>
                form.setValue(
                  "badges",
                  BADGES.filter((b) => (b === badge ? on : draft.badges.includes(b))),
                  dirty,
                )
              }
            />
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Flags</legend>
          <Check
            label="Featured"
            hint="Shown in the home page's featured carousel (when approved)."
            checked={draft.featured}
            onChange={(featured) => form.setValue("featured", featured, dirty)}
          />
          <Check
            label="Top talent"
            hint="Marked as one of Vitrine's top talents."
            checked={draft.isTopTalent}
            onChange={(isTopTalent) => form.setValue("isTopTalent", isTopTalent, dirty)}
          />
        </fieldset>
      </div>
      <LinkedAccountPicker
        value={draft.userId}
        current={linkedAccount}
        onChange={(userId, account) => {
          form.setValue("userId", userId, dirty);
          onPickAccount(account);
        }}
      />
    </div>
  );
}
