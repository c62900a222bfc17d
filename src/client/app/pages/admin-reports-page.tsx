import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { InquiryReportsList } from "#client/features/inquiries/admin/inquiry-reports-list.tsx";
import { TalentReportsList } from "#client/features/talents/admin/talent-reports-list.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * `/admin-panel/inquiry-reports`, the admin panel's Reports: visitors' reports of profiles (talents)
 * and the inquiries talents reported (inquiries), one section each.
 */
export function AdminReportsPage() {
  const t = useT();
  return (
    <>
      {/* The page keeps the inquiry reports' title ("Reports"), now the title of both kinds. */}
      <AdminPageHeader title={t("inquiries.reports.title")} lead={t("reports.admin.lead")} />
      <section aria-labelledby="profile-reports-heading">
        <h2 id="profile-reports-heading" className="mb-2 font-display text-2xl font-semibold">
          {t("reports.admin.profiles.title")}
        </h2>
        <TalentReportsList />
      </section>
      <section aria-labelledby="inquiry-reports-heading" className="mt-10">
        <h2 id="inquiry-reports-heading" className="mb-2 font-display text-2xl font-semibold">
          {t("reports.admin.inquiries.title")}
        </h2>
        <InquiryReportsList />
      </section>
    </>
  );
}
