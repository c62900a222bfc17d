import { BadgeCheck, CreditCard, MailPlus, MoreHorizontal, ShieldCheck, ShieldOff } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { errorMessage } from "#client/lib/api.ts";
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
  const action = useUserAction();
  const run = (input: UserAction, success: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success("Success", success),
      onError: (error) => toast.error("Error", errorMessage(error)),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${user.email}`}
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
                run({ kind: "resend", userId: user.id }, `A new verification link was sent to ${user.email}.`)
              }
            >
              <MailPlus aria-hidden /> Resend verification link
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() => run({ kind: "activate", userId: user.id }, `${user.email} is now active.`)}
            >
              <BadgeCheck aria-hidden /> Activate
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => onAssignPlan(user)}>
          <CreditCard aria-hidden /> Assign plan
        </DropdownMenuItem>
        {user.role === "admin" ? (
          // An admin cannot remove their own role (the server refuses it as well).
          isSelf ? null : (
            <DropdownMenuItem
              onSelect={() =>
                run({ kind: "role", userId: user.id, role: "user" }, `${user.email} is no longer an admin.`)
              }
            >
              <ShieldOff aria-hidden /> Remove admin
            </DropdownMenuItem>
          )
        ) : (
          <DropdownMenuItem
            onSelect={() =>
              run({ kind: "role", userId: user.id, role: "admin" }, `${user.email} is now an admin.`)
            }
          >
            <ShieldCheck aria-hidden /> Make admin
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
