import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { avatarInitials, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { accountItems } from "./account-items.ts";

const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground hover:bg-surface-muted [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

/**
 * The signed-in account in the phone menu: the address beside its initials, and every item of the
 * avatar menu listed directly, so nothing hides behind a second, unlabelled tap.
 */
export function AccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isAdmin, signOut } = useAuth();
  const t = useT();
  return (
    <section aria-label={t("common.account.panel")} className="space-y-2">
      <div className="flex min-w-0 items-center gap-3 px-3 py-2">
        <Avatar initials={avatarInitials(user?.email)} />
        <span className="min-w-0 truncate text-sm" title={user?.email}>
          {user?.email}
        </span>
      </div>
      <ul className="space-y-1">
        {accountItems(isAdmin).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate} className={ITEM}>
              <Icon aria-hidden /> {t(label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={ITEM}
            onClick={() => {
              onNavigate?.();
              signOut().catch((error: unknown) => toast.error(t("common.error.title"), errorMessage(error)));
            }}
          >
            <LogOut aria-hidden /> {t("common.account.logOut")}
          </button>
        </li>
      </ul>
    </section>
  );
}
