import { useMutation } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { type ChoosePlanPrompt, type PortalPrompt, portalPromptText } from "../checkout/portal-prompt.ts";
import { goToProvider } from "../checkout/provider-redirect.ts";
import { WithdrawalConsentContent } from "./withdrawal-consent.tsx";

/** Why the billing portal, and what a switch there does; "Open billing portal" asks for a fresh session. */
function PortalContent({ prompt }: { prompt: PortalPrompt }) {
  const t = useT();
  const navigate = useNavigate();
  const openPortal = useMutation({
    mutationFn: async () => {
      const { openBillingPortal } = await import("../api/billing-api.ts");
      return openBillingPortal();
    },
    onSuccess: ({ url }) => goToProvider(url, (path) => navigate(path)),
    onError: (error) => toast.error(t("billing.portalDialog.openFailed", { reason: errorMessage(error) })),
  });
  const text = portalPromptText(t, prompt);
  return (
    <DialogContent title={text.title} description={text.description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("billing.portalDialog.notNow")}</Button>
        </DialogClose>
        <Button disabled={openPortal.isPending} onClick={() => openPortal.mutate()}>
          {openPortal.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {t("billing.portalDialog.open")}
        </Button>
      </div>
    </DialogContent>
  );
}

/**
 * Choose Plan's dialog before the browser leaves: for a checkout, the buyer's express request that the
 * plan start before the withdrawal period ends; for an account that has a plan, why the billing portal
 * and what a switch there does.
 */
export function PlanSwitchDialog({
  prompt,
  onClose,
}: {
  prompt: ChoosePlanPrompt | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {prompt?.kind === "consent" ? (
        <WithdrawalConsentContent plan={prompt.plan} onContinue={prompt.proceed} />
      ) : prompt ? (
        <PortalContent prompt={prompt} />
      ) : null}
    </Dialog>
  );
}
