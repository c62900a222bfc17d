import { Link, useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { savePendingFavourite } from "#client/lib/pending-favourite.ts";
import type { TalentActionTarget } from "#client/lib/talent-actions.tsx";

/**
 * Asks a visitor who tapped a heart to sign in or sign up. The talent and this page are kept, so the
 * visitor comes back here with the heart set.
 */
export function SignInToFavouriteDialog({
  talent,
  onClose,
}: {
  talent: TalentActionTarget;
  onClose: () => void;
}) {
  const t = useT();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const remember = () => savePendingFavourite({ talentId: talent.id, returnTo });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t("workspace.signInDialog.title")}
        description={t("workspace.signInDialog.text", { name: talent.name })}
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button asChild className="sm:flex-1">
            <Link to="/login" state={{ from: returnTo }} onClick={remember}>
              {t("workspace.signInDialog.signIn")}
            </Link>
          </Button>
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/signup" state={{ from: returnTo }} onClick={remember}>
              {t("workspace.signInDialog.signUp")}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
