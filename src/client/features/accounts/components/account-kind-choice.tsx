import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "#client/lib/i18n/use-t.ts";
import { SIGN_UP_KINDS } from "#shared/accounts/account-kind-values";
import type { MessageId } from "#shared/i18n/translator";

const LABELS: Record<(typeof SIGN_UP_KINDS)[number], { label: MessageId; hint: MessageId }> = {
  talent: { label: "accounts.signup.kind.talent", hint: "accounts.signup.kind.talentHint" },
  hirer: { label: "accounts.signup.kind.hirer", hint: "accounts.signup.kind.hirerHint" },
};

/** "I am a talent" or "I hire talent": a radio group, used with the arrow keys like any other. */
export function AccountKindChoice({ register }: { register: UseFormRegisterReturn<"accountKind"> }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">{t("accounts.signup.kind.legend")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SIGN_UP_KINDS.map((kind) => (
          <div
            key={kind}
            className="relative rounded-md border border-border bg-surface p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <label className="flex cursor-pointer items-start gap-3 text-sm font-medium after:absolute after:inset-0">
              <input
                type="radio"
                value={kind}
                aria-describedby={`${id}-${kind}`}
                className="relative z-10 mt-0.5 size-4 shrink-0 accent-[var(--accent)] focus-visible:outline-none"
                {...register}
              />
              {t(LABELS[kind].label)}
            </label>
            <p id={`${id}-${kind}`} className="mt-1 pl-7 text-xs text-muted-foreground">
              {t(LABELS[kind].hint)}
            </p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
