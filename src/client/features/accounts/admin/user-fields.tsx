import { CheckCircle2, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { AdminUser } from "#shared/admin/admin-users.schema";
import type { MessageId } from "#shared/i18n/translator";
import { profilePath } from "#shared/talents/slug";

// The values of an account as the Users table's cells and the Users cards both show them.

/** The subscription statuses the payment providers report, in words; another shows as it is. */
const SUBSCRIPTION_STATUSES: Readonly<Record<string, MessageId>> = {
  trialing: "accounts.users.subscriptionStatus.trialing",
  active: "accounts.users.subscriptionStatus.active",
  canceled: "accounts.users.subscriptionStatus.canceled",
  past_due: "accounts.users.subscriptionStatus.pastDue",
  unpaid: "accounts.users.subscriptionStatus.unpaid",
  incomplete: "accounts.users.subscriptionStatus.incomplete",
  incomplete_expired: "accounts.users.subscriptionStatus.expired",
  paused: "accounts.users.subscriptionStatus.paused",
};

export function UserEmail({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <span className="break-all">
      {user.email}
      {user.role === "admin" ? (
        <span className="ml-2 rounded-full border border-border px-1.5 py-0.5 text-xs font-normal text-muted-foreground">
          {t("accounts.users.adminBadge")}
        </span>
      ) : null}
    </span>
  );
}

export function UserStatus({ user }: { user: AdminUser }) {
  const t = useT();
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
      {t(confirmed ? "accounts.users.status.active" : "accounts.users.status.inactive")}
    </span>
  );
}

export function UserSignedUp({ user }: { user: AdminUser }) {
  const { day } = useFormat();
  return <time dateTime={user.createdAt}>{day(user.createdAt)}</time>;
}

export function UserLastSignIn({ user }: { user: AdminUser }) {
  const t = useT();
  const { day } = useFormat();
  return user.lastSignInAt ? (
    <time dateTime={user.lastSignInAt}>{day(user.lastSignInAt)}</time>
  ) : (
    <span className="text-muted-foreground">{t("accounts.users.neverSignedIn")}</span>
  );
}

export function UserTalentProfile({ user }: { user: AdminUser }) {
  const t = useT();
  const talent = user.talentProfile;
  if (!talent) return <span className="text-muted-foreground">{t("accounts.users.noProfile")}</span>;
  return (
    <Link className="text-accent underline-offset-4 hover:underline" to={profilePath(talent)}>
      {talent.name}
    </Link>
  );
}

export function UserSubscription({ user }: { user: AdminUser }) {
  const t = useT();
  const subscription = user.subscription;
  if (!subscription) return <span className="text-muted-foreground">{t("accounts.users.free")}</span>;
  const status = SUBSCRIPTION_STATUSES[subscription.status];
  return (
    <span>
      {subscription.planName}{" "}
      <span className="whitespace-nowrap text-muted-foreground">
        ({status ? t(status) : subscription.status})
      </span>
    </span>
  );
}

/** The side of the market: a talent, an account that hires talent (with its company), or both. */
export const ACCOUNT_KIND_LABELS: Readonly<Record<AdminUser["accountKind"], MessageId>> = {
  talent: "accounts.users.kind.talent",
  hirer: "accounts.users.kind.hirer",
  both: "accounts.users.kind.both",
};

export function UserAccountKind({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <span className="flex flex-col">
      <span>{t(ACCOUNT_KIND_LABELS[user.accountKind])}</span>
      {user.companyName ? (
        <span className="text-xs break-words text-muted-foreground">{user.companyName}</span>
      ) : null}
    </span>
  );
}
