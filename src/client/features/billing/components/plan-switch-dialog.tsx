import { useMutation } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { type PortalPrompt, portalPromptText } from "../checkout/portal-prompt.ts";
import { goToProvider } from "../checkout/provider-redirect.ts";

/**
 * Choose Plan for an account that has a plan: says why the billing portal, and what a switch there
 * does, before the browser leaves. "Open billing portal" asks for a fresh portal session.
 */
export function PlanSwitchDialog({ prompt, onClose }: { prompt: PortalPrompt | null; onClose: () => void }) {
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
  const text = prompt ? portalPromptText(t, prompt) : null;
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {text ? (
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
      ) : null}
    </Dialog>
  );
}
