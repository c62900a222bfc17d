import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * Says so while the session cannot be checked, on every page: the page keeps the session it knew
 * (nobody is signed out by a failed check), and the check is tried again by itself. The live region
 * is always there, so screen readers announce the message when it appears.
 */
export function SessionCheckNotice() {
  const { checkFailed, checkAgain } = useAuth();
  const t = useT();
  return (
    <div role="status" aria-label={t("common.session.region")}>
      {checkFailed ? (
        <div className="flex flex-wrap items-center justify-center gap-3 border-b border-border bg-surface-muted px-4 py-2 text-sm">
          <p>{t("common.session.notice")}</p>
          <Button size="sm" variant="outline" onClick={checkAgain}>
            {t("common.session.retry")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
