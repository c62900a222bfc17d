import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { AccountPanel } from "./account-panel.tsx";

/**
 * The top bar's account area: Login and Sign Up, or once signed in the avatar menu (in the phone
 * menu's sheet, the account's items listed directly).
 */
export function AuthSlot({ onNavigate, inSheet = false }: { onNavigate?: () => void; inSheet?: boolean }) {
  const { user, loading } = useAuth();
  if (loading) return <div className="h-11 w-40" aria-hidden />;
  if (user)
    return inSheet ? <AccountPanel onNavigate={onNavigate} /> : <AccountMenu onNavigate={onNavigate} />;
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
