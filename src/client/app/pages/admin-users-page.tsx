import { UsersPage } from "#client/features/accounts/admin/users-page.tsx";
import { AssignPlanDialog } from "#client/features/billing/admin/assign-plan-dialog.tsx";

/** The admin's Users page (accounts) with the dialog that assigns a plan (billing). */
export function AdminUsersPage() {
  return <UsersPage planDialog={AssignPlanDialog} />;
}
