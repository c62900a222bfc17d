import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { ServiceGrid } from "../../components/service-grid.tsx";
import { AboutBlock } from "../components/about-block.tsx";
import { OurValues } from "../components/our-values.tsx";
import { TeamSection } from "../components/team-section.tsx";
import { VisionTimeline } from "../components/vision-timeline.tsx";
import { WhoWeSupport } from "../components/who-we-support.tsx";

export function AboutPage() {
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Made in Munich</p>
        <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight md:text-6xl">
          About Vitrine
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          Vitrine is a home for creative talent: a place where models, photographers, performers and creators
          show their work, and where agencies and brands find the people they are looking for.
        </p>
      </section>

      <AboutBlock id="story" title="Our Story">
        <div className="mt-6 grid max-w-4xl gap-4 text-lg leading-relaxed md:grid-cols-2 md:gap-8">
          <p>
            Vitrine began on photo sets in Munich. Again and again we met gifted people whose work was
            scattered across social feeds, outdated PDFs and sedcards nobody could find, while the clients who
            needed them searched for weeks.
          </p>
          <p>
            So we set out to build a showcase, a vitrine, for creative talent: reviewed profiles that let the
            work speak, personal websites and branding for those who want more, and a simple way for agencies
            and brands to get in touch. We started in 2025 and build it step by step, in the open.
          </p>
        </div>
      </AboutBlock>

      <AboutBlock
        id="what-we-do"
        title="What We Do"
        lead="Six services, from the first profile to a complete personal brand."
        muted
      >
        <ServiceGrid />
      </AboutBlock>

      <AboutBlock id="who-we-support" title="Who We Support">
        <WhoWeSupport />
      </AboutBlock>

      <AboutBlock id="values" title="Our Values" muted>
        <OurValues />
      </AboutBlock>

      <AboutBlock
        id="vision"
        title="Vision & Roadmap"
        lead="Where Vitrine is going: what we deliver in 2025, and what follows."
      >
        <VisionTimeline />
      </AboutBlock>

      <TeamSection />

      <AboutBlock id="join" title="Be part of it">
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Show your work to the people who book talent, or find the talent for your next project.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/become-a-talent">Become a Talent</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/talents">Explore Talents</Link>
          </Button>
        </div>
      </AboutBlock>
    </>
  );
}
