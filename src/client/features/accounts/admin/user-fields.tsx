import { CheckCircle2, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { formatDay } from "#client/lib/format-day.ts";
import type { AdminUser } from "#shared/admin/admin-users.schema";
import { subscriptionStatusLabel } from "#shared/billing/subscription-status";
import { profilePath } from "#shared/talents/slug";

// The values of an account as the Users table's cells and the Users cards both show them.

export function UserEmail({ user }: { user: AdminUser }) {
  return (
    <span className="break-all">
      {user.email}
      {user.role === "admin" ? (
        <span className="ml-2 rounded-full border border-border px-1.5 py-0.5 text-xs font-normal text-muted-foreground">
          Admin
        </span>
      ) : null}
    </span>
  );
}

export function UserStatus({ user }: { user: AdminUser }) {
  const confirmed = user.emailConfirmed;
  const Icon = confirmed ? CheckCircle2 : CircleDashed;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        confirmed ? "bg-success-surface text-success" : "bg-surface-muted text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {confirmed ? "Active" : "Inactive"}
    </span>
  );
}

export function UserSignedUp({ user }: { user: AdminUser }) {
  return <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>;
}

export function UserLastSignIn({ user }: { user: AdminUser }) {
  return user.lastSignInAt ? (
    <time dateTime={user.lastSignInAt}>{formatDay(user.lastSignInAt)}</time>
  ) : (
    <span className="text-muted-foreground">Never</span>
  );
}

export function UserTalentProfile({ user }: { user: AdminUser }) {
  const talent = user.talentProfile;
  if (!talent) return <span className="text-muted-foreground">None</span>;
  return (
    <Link className="text-accent underline-offset-4 hover:underline" to={profilePath(talent)}>
      {talent.name}
    </Link>
  );
}

export function UserSubscription({ user }: { user: AdminUser }) {
  const subscription = user.subscription;
  if (!subscription) return <span className="text-muted-foreground">Free</span>;
  return (
    <span>
      {subscription.planName}{" "}
      <span className="whitespace-nowrap text-muted-foreground">
        ({subscriptionStatusLabel(subscription.status)})
      </span>
    </span>
  );
}
