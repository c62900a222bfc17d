import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { ServiceGrid } from "../../components/service-grid.tsx";
import { AboutBlock } from "../components/about-block.tsx";
import { OurValues } from "../components/our-values.tsx";
import { TeamSection } from "../components/team-section.tsx";
import { VisionTimeline } from "../components/vision-timeline.tsx";
import { WhoWeSupport } from "../components/who-we-support.tsx";

export function AboutPage() {
  const t = useT();
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">
          {t("siteContent.about.eyebrow")}
        </p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight md:text-6xl">
          {t("siteContent.about.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t("siteContent.about.lead")}</p>
      </section>

      <AboutBlock id="story" title={t("siteContent.about.story.title")}>
        <div className="mt-6 grid max-w-4xl gap-4 text-lg leading-relaxed md:grid-cols-2 md:gap-8">
          <p>{t("siteContent.about.story.first")}</p>
          <p>{t("siteContent.about.story.second")}</p>
        </div>
      </AboutBlock>

      <AboutBlock
        id="what-we-do"
        title={t("siteContent.about.whatWeDo.title")}
        lead={t("siteContent.about.whatWeDo.lead")}
        muted
      >
        <ServiceGrid />
      </AboutBlock>

      <AboutBlock id="who-we-support" title={t("siteContent.about.whoWeSupport.title")}>
        <WhoWeSupport />
      </AboutBlock>

      <AboutBlock id="values" title={t("siteContent.about.values.title")} muted>
        <OurValues />
      </AboutBlock>

      <AboutBlock
        id="vision"
        title={t("siteContent.about.vision.title")}
        lead={t("siteContent.about.vision.lead")}
      >
        <VisionTimeline />
      </AboutBlock>

      <TeamSection />

      <AboutBlock id="join" title={t("siteContent.about.join.title")}>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t("siteContent.about.join.text")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/become-a-talent">{t("siteContent.about.join.becomeTalent")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/talents">{t("siteContent.about.join.exploreTalents")}</Link>
          </Button>
        </div>
      </AboutBlock>
    </>
  );
}
