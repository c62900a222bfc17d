import { LayoutDashboard, type LucideIcon, Settings, ShieldCheck } from "lucide-react";

export type AccountItem = { label: string; to: string; icon: LucideIcon };

/** The signed-in account's places, in the order the avatar menu and the phone menu list them. */
export function accountItems(isAdmin: boolean): AccountItem[] {
  return [
    { label: "My Dashboard", to: "/dashboard", icon: LayoutDashboard },
    ...(isAdmin ? [{ label: "Admin Panel", to: "/admin-panel", icon: ShieldCheck }] : []),
    { label: "Settings", to: "/dashboard/settings", icon: Settings },
  ];
}
