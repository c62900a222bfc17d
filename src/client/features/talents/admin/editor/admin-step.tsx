import type { z } from "zod";
import { SelectField } from "#client/components/form/select-field.tsx";
import type { ZodForm } from "#client/components/form/use-zod-form.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { badgeAdminHint, talentStatusLabel } from "#shared/catalogue/badges";
import type { MessageId } from "#shared/i18n/translator";
import type { LinkableAccount } from "#shared/talents/admin-talents.schema";
import { BADGES, type Badge, TALENT_STATUSES } from "#shared/talents/talent.schema";
import type { AdminDraft, AdminDraftSchema } from "./admin-draft.ts";
import { LinkedAccountPicker } from "./linked-account-picker.tsx";

export type AdminForm = ZodForm<AdminDraft, z.output<typeof AdminDraftSchema>>;

const BADGE_NAMES: Record<Badge, MessageId> = {
  premium: "talents.admin.adminStep.badge.premium",
  verified: "talents.admin.adminStep.badge.verified",
  new: "talents.admin.adminStep.badge.new",
};

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
          label={t("talents.admin.adminStep.status")}
          {...form.register("status")}
          hint={t("talents.admin.adminStep.statusHint")}
        >
          {TALENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {talentStatusLabel(t, status)}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("talents.admin.adminStep.badges")}</legend>
          {BADGES.map((badge) => (
            <Check
              key={badge}
              label={t(BADGE_NAMES[badge])}
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
          <legend className="text-sm font-medium">{t("talents.admin.adminStep.flags")}</legend>
          <Check
            label={t("talents.admin.adminStep.featured")}
            hint={t("talents.admin.adminStep.featuredHint")}
            checked={draft.featured}
            onChange={(featured) => form.setValue("featured", featured, dirty)}
          />
          <Check
            label={t("talents.admin.adminStep.topTalent")}
            hint={t("talents.admin.adminStep.topTalentHint")}
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
