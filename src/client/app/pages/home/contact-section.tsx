import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { HomeSection } from "./home-section.tsx";

/** Home's contact prompt; the form itself lives on /contact. */
export function ContactSection() {
  return (
    <HomeSection
      id="contact"
      eyebrow="Contact"
      title="Let's talk about your work"
      lead="Questions about a profile or a plan, a casting to announce, or an idea for working together? Write to us; we reply within 24-48h."
      muted
    >
      <div className="mt-8">
        <Button asChild size="lg">
          <Link to="/contact">Contact Us Now</Link>
        </Button>
      </div>
    </HomeSection>
  );
}
