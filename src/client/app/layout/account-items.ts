import { LayoutDashboard, type LucideIcon, Settings, ShieldCheck } from "lucide-react";
import type { MessageId } from "#shared/i18n/translator";

export type AccountItem = { label: MessageId; to: string; icon: LucideIcon };

/** The signed-in account's places, in the order the avatar menu and the phone menu list them. */
export function accountItems(isAdmin: boolean): AccountItem[] {
  const admin: AccountItem[] = isAdmin
    ? [{ label: "common.account.adminPanel", to: "/admin-panel", icon: ShieldCheck }]
    : [];
  return [
    { label: "common.account.dashboard", to: "/dashboard", icon: LayoutDashboard },
    ...admin,
    { label: "pages.dashboard.settings.title", to: "/dashboard/settings", icon: Settings },
  ];
}
