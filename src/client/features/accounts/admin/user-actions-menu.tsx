import { BadgeCheck, CreditCard, MailPlus, MoreHorizontal, ShieldCheck, ShieldOff } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { AdminUser } from "#shared/admin/admin-users.schema";
import { type UserAction, useUserAction } from "./users-api.ts";

/** Resend the verification link, activate, assign a plan, make or remove admin. */
export function UserActionsMenu({
  user,
  isSelf,
  onAssignPlan,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAssignPlan: (user: AdminUser) => void;
}) {
  const t = useT();
  const action = useUserAction();
  const email = user.email;
  const run = (input: UserAction, success: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success(t("accounts.users.actions.success"), success),
      onError: (error) => toast.error(t("accounts.error"), errorMessage(error)),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("accounts.users.actions.menu", { email })}
          disabled={action.isPending}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      {/* Kept clear of the screen's edges on a phone, whichever side of the trigger it opens on. */}
      <DropdownMenuContent align="end" collisionPadding={8}>
        {!user.emailConfirmed ? (
          <>
            <DropdownMenuItem
              onSelect={() =>
                run({ kind: "resend", userId: user.id }, t("accounts.users.actions.resent", { email }))
              }
            >
              <MailPlus aria-hidden /> {t("accounts.users.actions.resend")}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                run({ kind: "activate", userId: user.id }, t("accounts.users.actions.activated", { email }))
              }
            >
              <BadgeCheck aria-hidden /> {t("accounts.users.actions.activate")}
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => onAssignPlan(user)}>
          <CreditCard aria-hidden /> {t("accounts.users.actions.assignPlan")}
        </DropdownMenuItem>
        {user.role === "admin" ? (
          // An admin cannot remove their own role (the server refuses it as well).
          isSelf ? null : (
            <DropdownMenuItem
              onSelect={() =>
                run(
                  { kind: "role", userId: user.id, role: "user" },
                  t("accounts.users.actions.adminRemoved", { email }),
                )
              }
            >
              <ShieldOff aria-hidden /> {t("accounts.users.actions.removeAdmin")}
            </DropdownMenuItem>
          )
        ) : (
          <DropdownMenuItem
            onSelect={() =>
              run(
                { kind: "role", userId: user.id, role: "admin" },
                t("accounts.users.actions.adminGranted", { email }),
              )
            }
          >
            <ShieldCheck aria-hidden /> {t("accounts.users.actions.makeAdmin")}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
