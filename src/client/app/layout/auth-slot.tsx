import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/** The top bar's account area: Login and Sign Up while signed out. */
export function AuthSlot({ onNavigate }: { onNavigate?: () => void }) {
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
