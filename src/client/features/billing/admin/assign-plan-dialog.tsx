import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { AdminUser, PlanChoice } from "#shared/admin/admin-users.schema";
import { subscriptionPriceLabel, type Wording } from "../components/subscription-display.ts";
import { planChoicesQueryOptions, useAssignPlan } from "./billing-admin-api.ts";

const price = (wording: Wording, plan: PlanChoice) => subscriptionPriceLabel(wording, plan) ?? "";

/** Chooses one of the active plans and gives it to the account for one year. */
export function AssignPlanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const plans = useQuery({ ...planChoicesQueryOptions(), enabled: user !== null });
  const action = useAssignPlan();
  const [choice, setChoice] = useState<string>("");

  useEffect(() => {
    if (plans.isError) toast.error(t("billing.admin.errorTitle"), t("billing.assign.loadFailed"));
  }, [plans.isError, t]);
  useEffect(() => {
    if (user) setChoice("");
  }, [user]);

  function assign() {
    if (!user || !choice) return;
    const name = plans.data?.find((p) => p.id === choice)?.productName ?? t("billing.assign.thePlan");
    action.mutate(
      { userId: user.id, priceId: choice },
      {
        onSuccess: () => {
          toast.success(
            t("billing.assign.successTitle"),
            t("billing.assign.assigned", { plan: name, email: user.email }),
          );
          onClose();
        },
        onError: (error) => toast.error(t("billing.admin.errorTitle"), errorMessage(error)),
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? (
        <DialogContent
          title={t("billing.assign.title")}
          description={t("billing.assign.description", { email: user.email })}
        >
          {plans.isPending ? (
            <RowsSkeleton label={t("billing.assign.loading")} rows={3} />
          ) : plans.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t("billing.assign.loadFailed")}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t("billing.admin.plan")}</legend>
              {plans.data.map((plan) => (
                <label
                  key={plan.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-surface-muted"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={plan.id}
                    checked={choice === plan.id}
                    onChange={() => setChoice(plan.id)}
                    className="size-4 accent-[var(--accent)]"
                  />
                  <span className="flex-1 font-medium">{plan.productName}</span>
                  <span className="text-sm text-muted-foreground">{price({ t, language }, plan)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t("billing.assign.cancel")}
            </Button>
            <Button onClick={assign} disabled={!choice || action.isPending || !plans.data}>
              {action.isPending ? t("billing.assign.assigning") : t("billing.assign.submit")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
