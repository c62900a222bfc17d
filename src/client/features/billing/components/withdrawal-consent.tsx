import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { Plan } from "#shared/catalogue/plans";

/**
 * Before a checkout: the buyer expressly asks for the plan to start before the withdrawal period ends
 * and acknowledges that their right of withdrawal then ends (§ 356 (4) and (5) BGB). Nothing is ticked
 * for them; continuing without the tick says what is missing.
 */
export function WithdrawalConsentContent({ plan, onContinue }: { plan: Plan; onContinue: () => void }) {
  const t = useT();
  const { euros } = useFormat();
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consent) {
      setMissing(true);
      return;
    }
    onContinue();
  }

  return (
    <DialogContent
      title={t("billing.consent.title", { plan: plan.name })}
      description={t("billing.consent.description", { plan: plan.name, price: euros(plan.priceEuros) })}
    >
      <p className="text-sm text-muted-foreground">
        <T
          id="billing.consent.policy"
          components={{
            0: <Link to="/cancellation-policy" className="text-accent underline underline-offset-4" />,
          }}
        />
      </p>
      <form onSubmit={submit} noValidate className="space-y-5">
        <CheckboxField
          label={t("billing.consent.label", { plan: plan.name })}
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            if (event.target.checked) setMissing(false);
          }}
          error={missing ? t("billing.consent.required") : undefined}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("billing.portalDialog.notNow")}
            </Button>
          </DialogClose>
          <Button type="submit">{t("billing.consent.continue")}</Button>
        </div>
      </form>
    </DialogContent>
  );
}
