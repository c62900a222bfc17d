import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-provider.tsx";

// The avatar menu (and its menu library) loads only for a signed-in visitor.
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));
const placeholder = <div className="h-11 w-40" aria-hidden />;

/** The top bar's account area: Login and Sign Up, or the avatar menu once signed in. */
export function AuthSlot({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading } = useAuth();
  if (loading) return placeholder;
  if (user)
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu onNavigate={onNavigate} />
      </Suspense>
    );
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to="/login" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}
