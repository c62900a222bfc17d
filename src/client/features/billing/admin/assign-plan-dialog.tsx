import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { toast } from "#client/lib/toast.ts";
import type { AdminUser, PlanChoice } from "#shared/admin/admin-users.schema";
import { planChoicesQueryOptions, useAssignPlan } from "./billing-admin-api.ts";

const price = (plan: PlanChoice) =>
  plan.unitAmount === null
    ? ""
    : `${new Intl.NumberFormat("en-IE", { style: "currency", currency: plan.currency.toUpperCase() }).format(
        plan.unitAmount / 100,
      )}${plan.interval ? ` / ${plan.interval}` : ""}`;

/** Chooses one of the active plans and gives it to the account for one year. */
export function AssignPlanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const plans = useQuery({ ...planChoicesQueryOptions(), enabled: user !== null });
  const action = useAssignPlan();
  const [choice, setChoice] = useState<string>("");

  useEffect(() => {
    if (plans.isError) toast.error("Error", "Could not load pricing plans.");
  }, [plans.isError]);
  useEffect(() => {
    if (user) setChoice("");
  }, [user]);

  function assign() {
    if (!user || !choice) return;
    const name = plans.data?.find((p) => p.id === choice)?.productName ?? "The plan";
    action.mutate(
      { userId: user.id, priceId: choice },
      {
        onSuccess: () => {
          toast.success("Success", `${name} was assigned to ${user.email} for one year.`);
          onClose();
        },
        onError: (error) => toast.error("Error", errorMessage(error)),
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? (
        <DialogContent
          title="Assign a plan"
          description={`${user.email} gets the chosen plan for one year, starting today.`}
        >
          {plans.isPending ? (
            <RowsSkeleton label="Loading plans" rows={3} />
          ) : plans.isError ? (
            <p role="alert" className="text-sm text-danger">
              Could not load pricing plans.
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">Plan</legend>
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
                  <span className="text-sm text-muted-foreground">{price(plan)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={assign} disabled={!choice || action.isPending || !plans.data}>
              {action.isPending ? "Assigning..." : "Assign Plan"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
