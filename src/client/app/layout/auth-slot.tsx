import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

// The avatar menu (and its menu library) and the phone sheet's account list load only for a signed-in visitor.
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));
const placeholder = <div className="h-11 w-40" aria-hidden />;
const AccountPanel = lazy(() => import("./account-panel.tsx").then((m) => ({ default: m.AccountPanel })));

/**
 * The top bar's account area: Login and Sign Up, or once signed in the avatar menu (in the phone
 * menu's sheet, the account's items listed directly).
 */
export function AuthSlot({ onNavigate, inSheet = false }: { onNavigate?: () => void; inSheet?: boolean }) {
  const { user, loading } = useAuth();
  const t = useT();
  if (loading) return placeholder;
  if (user)
    return (
      <Suspense fallback={placeholder}>
        {inSheet ? <AccountPanel onNavigate={onNavigate} /> : <AccountMenu onNavigate={onNavigate} />}
      </Suspense>
    );
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to="/login" onClick={onNavigate}>
          {t("common.auth.login")}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup" onClick={onNavigate}>
          {t("common.auth.signUp")}
        </Link>
      </Button>
    </div>
  );
}
