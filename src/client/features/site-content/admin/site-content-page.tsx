import { useQuery } from "@tanstack/react-query";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TeamMember, Testimonial } from "#shared/site-content/site-content.schema";
import { TeamMemberForm, TestimonialForm } from "./content-forms.tsx";
import { ContentSection } from "./content-section.tsx";
import { adminSiteContentQueryOptions } from "./site-content-api.ts";

const testimonialValues = (t: Testimonial) => ({
  quote: t.quote,
  authorName: t.authorName,
  authorRole: t.authorRole,
  plan: t.plan,
  visible: t.visible,
  isSample: t.isSample,
});

const teamValues = (m: TeamMember) => ({
  name: m.name,
  role: m.role,
  bio: m.bio,
  visible: m.visible,
  isSample: m.isSample,
});

/** The pricing page's testimonials and the About page's team, as real people agreed to be shown. */
export function SiteContentPage() {
  const t = useT();
  const query = useQuery(adminSiteContentQueryOptions());
  return (
    <>
      <AdminPageHeader title={t("siteContent.admin.title")} lead={t("siteContent.admin.lead")} />
      {query.isPending ? (
        <RowsSkeleton label={t("siteContent.admin.loading")} rows={4} className="h-16" />
      ) : query.isError ? (
        <LoadFailure
          title={t("siteContent.admin.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-12">
          <ContentSection
            kind="testimonials"
            title={t("siteContent.admin.testimonials.title")}
            lead={t("siteContent.admin.testimonials.lead")}
            empty={t("siteContent.admin.testimonials.empty")}
            items={query.data.testimonials}
            nameOf={(testimonial) => testimonial.authorName}
            summary={(testimonial) => t("siteContent.admin.testimonials.quote", { quote: testimonial.quote })}
            valuesOf={testimonialValues}
            renderForm={(props) => <TestimonialForm {...props} />}
          />
          <ContentSection
            kind="team"
            title={t("siteContent.admin.team.title")}
            lead={t("siteContent.admin.team.lead")}
            empty={t("siteContent.admin.team.empty")}
            items={query.data.team}
            nameOf={(m) => m.name}
            summary={(m) => m.role}
            valuesOf={teamValues}
            renderForm={(props) => <TeamMemberForm {...props} />}
          />
        </div>
      )}
    </>
  );
}
