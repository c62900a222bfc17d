import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, AtSign, Mail, MapPin, Share2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { PAYMENT_OPTION_INFO } from "#shared/catalogue/payment-options";
import { NotFoundPage } from "../../../app/pages/not-found-page.tsx";
import { TalentImage } from "../../../components/talent-image.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { talentProfileQueryOptions } from "../api/talents-api.ts";
import { TalentBadges } from "../components/talent-badges.tsx";
import { TalentCard } from "../components/talent-card.tsx";
import { TalentDetails } from "../components/talent-details.tsx";
import { TalentGallery } from "../components/talent-gallery.tsx";

async function shareProfile() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success("✅ Link Copied!", "Talent profile URL copied to your clipboard.");
  } catch {
    toast.error("❌ Oops!", "Could not copy the link.");
  }
}

export function TalentProfilePage() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error } = useQuery(talentProfileQueryOptions(slug));
  const [bioOpen, setBioOpen] = useState(false);
  const talent = data?.talent;
  usePageTitle(
    talent ? `${talent.name}, ${subcategoryLabel(talent.subcategory)}` : "Talent Profile",
    talent?.bio.slice(0, 155),
  );

  if (isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center gap-3">
        <Spinner label="Loading talent..." />
        <span className="text-muted-foreground">Loading talent...</span>
      </div>
    );
  }
  if (error || !talent) return <NotFoundPage />;

  const instagram = talent.contact.instagram.replace(/^@/, "");
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="ghost"
          className="-ml-3"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/talents"))}
        >
          <ArrowLeft aria-hidden /> Back
        </Button>
        <Button variant="outline" onClick={shareProfile}>
          <Share2 aria-hidden /> Share
        </Button>
      </div>
      <nav aria-label="Breadcrumb" className="mt-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-foreground">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/talents" className="hover:text-foreground">
              Talents
            </Link>{" "}
            /
          </li>
          <li>
            <Link
              to={`/talents?subcategory=${encodeURIComponent(talent.subcategory)}`}
              className="hover:text-foreground"
            >
              {subcategoryLabel(talent.subcategory)}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-foreground">
            {talent.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="overflow-hidden rounded-2xl">
          <TalentImage
            image={talent.image}
            alt={talent.name}
            sizes="(max-width: 768px) 100vw, 45vw"
            loading="eager"
            className="aspect-[3/4] w-full"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">
            {subcategoryLabel(talent.subcategory)}
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold md:text-5xl">{talent.name}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <TalentBadges badges={talent.badges} />
            {talent.paymentOptions.map((option) => (
              <span key={option} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium">
                {PAYMENT_OPTION_INFO[option].tag}
              </span>
            ))}
          </div>

          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Category</dt>
              <dd className="font-medium">{categoryLabel(talent.category)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Subcategory</dt>
              <dd className="font-medium">{subcategoryLabel(talent.subcategory)}</dd>
            </div>
            {talent.location ? (
              <div>
                <dt className="text-muted-foreground">Location</dt>
                <dd className="flex items-center gap-1 font-medium">
                  <MapPin className="size-4" aria-hidden /> {talent.location}
                </dd>
              </div>
            ) : null}
            {talent.age !== null ? (
              <div>
                <dt className="text-muted-foreground">Age</dt>
                <dd className="font-medium">{talent.age} years old</dd>
              </div>
            ) : null}
            {talent.languages.length ? (
              <div className="col-span-2">
                <dt className="text-muted-foreground">Languages</dt>
                <dd className="font-medium">{talent.languages.map(languageLabel).join(", ")}</dd>
              </div>
            ) : null}
          </dl>

          <div className="mt-6 flex flex-wrap gap-3">
            {talent.contact.email ? (
              <Button asChild>
                <a href={`mailto:${talent.contact.email}`}>
                  <Mail aria-hidden /> Contact
                </a>
              </Button>
            ) : null}
            {instagram ? (
              <Button asChild variant="outline">
                <a
                  href={`https://instagram.com/${encodeURIComponent(instagram)}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <AtSign aria-hidden /> {instagram} on Instagram
                </a>
              </Button>
            ) : null}
          </div>

          {talent.bio ? (
            <section aria-labelledby="about-heading" className="mt-8">
              <h2 id="about-heading" className="font-display text-2xl font-semibold">
                About
              </h2>
              <p
                id="talent-bio"
                className={bioOpen ? "mt-3 whitespace-pre-line" : "mt-3 line-clamp-4 whitespace-pre-line"}
              >
                {talent.bio}
              </p>
              <Button
                variant="link"
                className="mt-2"
                aria-expanded={bioOpen}
                aria-controls="talent-bio"
                onClick={() => setBioOpen(!bioOpen)}
              >
                {bioOpen ? "Read Less" : "Read More"}
              </Button>
            </section>
          ) : null}
        </div>
      </div>

      <TalentDetails category={talent.category} specifics={talent.specifics} />
      <TalentGallery items={talent.gallery} name={talent.name} />

      <section
        aria-labelledby="rates-heading"
        className="mt-12 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="rates-heading" className="font-display text-2xl font-semibold">
          Services & Rates
        </h2>
        {Array.isArray(talent.specifics.services) && talent.specifics.services.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {talent.specifics.services.map((service) => (
              <li key={service} className="rounded-full bg-surface-muted px-3 py-1 text-sm">
                {service}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 text-muted-foreground">
          Rates depend on the project. Ask {talent.name} directly for a quote.
        </p>
        {talent.contact.email ? (
          <Button asChild className="mt-4">
            <a
              href={`mailto:${talent.contact.email}?subject=${encodeURIComponent(`Rate request via Vitrine for ${talent.name}`)}`}
            >
              Request Rates
            </a>
          </Button>
        ) : null}
      </section>

      {data.related.length ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="font-display text-2xl font-semibold">
            More {subcategoryLabel(talent.subcategory)} talents
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {data.related.map((related) => (
              <li key={related.id}>
                <TalentCard talent={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-12 grid gap-4 sm:grid-cols-2">
        <Link to="/talents" className="rounded-2xl border border-border bg-surface p-6 hover:border-accent">
          <h2 className="font-display text-xl font-semibold">See All Talents</h2>
          <p className="mt-1 text-sm text-muted-foreground">Browse every reviewed profile on Vitrine.</p>
        </Link>
        <Link
          to="/become-a-talent"
          className="rounded-2xl border border-border bg-surface p-6 hover:border-accent"
        >
          <h2 className="font-display text-xl font-semibold">Create Your Portfolio</h2>
          <p className="mt-1 text-sm text-muted-foreground">Show your own work to agencies and brands.</p>
        </Link>
      </div>
    </article>
  );
}
