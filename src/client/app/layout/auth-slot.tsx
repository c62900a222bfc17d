import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import { AccountMenu } from "./account-menu.tsx";

/** The top bar's account area: Login and Sign Up, or the avatar menu once signed in. */
export function AuthSlot({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading } = useAuth();
  if (loading) return <div className="h-11 w-40" aria-hidden />;
  if (user) return <AccountMenu onNavigate={onNavigate} />;
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
