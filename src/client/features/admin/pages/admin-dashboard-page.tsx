import { AdminPageHeader } from "../components/admin-page-header.tsx";

export function AdminDashboardPage() {
  return (
    <AdminPageHeader title="Dashboard" lead="An overview of talents, applications, users and messages." />
  );
}
