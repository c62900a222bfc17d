import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { Avatar } from "#client/components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { avatarInitials, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { accountItems } from "./account-items.ts";

/** The signed-in avatar menu: the address, the dashboard, the admin panel for admins, settings and log out. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full" aria-label={t("common.account.menu")}>
        <Avatar initials={avatarInitials(user?.email)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user?.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountItems(isAdmin).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => go(to)}>
            <Icon aria-hidden /> {t(label)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onNavigate?.();
            signOut().catch((error: unknown) => toast.error(t("common.error.title"), errorMessage(error)));
          }}
        >
          <LogOut aria-hidden /> {t("common.account.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
