import { useQuery } from "@tanstack/react-query";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
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
  const query = useQuery(adminSiteContentQueryOptions());
  return (
    <>
      <AdminPageHeader
        title="Site Content"
        lead="Quotes from customers on the pricing page and the team on the About page. Each section is hidden on the site while it has nothing to show."
      />
      {query.isPending ? (
        <RowsSkeleton label="Loading site content" rows={4} className="h-16" />
      ) : query.isError ? (
        <LoadFailure title="Error fetching data" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-12">
          <ContentSection
            kind="testimonials"
            title="Testimonials"
            lead="Real quotes from customers who agreed to be quoted; inventing reviews is against the law."
            noun="testimonial"
            empty="No testimonials yet: the pricing page shows no testimonial section."
            items={query.data.testimonials}
            nameOf={(t) => t.authorName}
            summary={(t) => `“${t.quote}”`}
            valuesOf={testimonialValues}
            renderForm={(props) => <TestimonialForm {...props} />}
          />
          <ContentSection
            kind="team"
            title="Team"
            lead="The people shown on the About page, each with their agreement. Monograms stand in for photos."
            noun="team member"
            empty="Nobody entered yet: the About page shows no team section."
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
