import { AtSign, Mail, MapPin, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { TalentActions } from "#client/lib/talent-actions.tsx";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionTag } from "#shared/catalogue/payment-options";
import { profilePath } from "#shared/talents/slug";
import type { PublicTalent, ResponseTime } from "#shared/talents/talent.schema";
import { PROFILE_IMAGE_SIZES, TalentImage } from "../components/talent-image.tsx";
import { CompCardDownloadLink } from "./comp-card-download-link.tsx";
import { TalentBadges } from "./talent-badges.tsx";
import { TalentDetails } from "./talent-details.tsx";
import { TalentGallery } from "./talent-gallery.tsx";
import { TalentMeasurements } from "./talent-measurements.tsx";

/**
 * A talent's profile as the public sees it: hero image, name (the page's h1), badges, facts, contact,
 * bio, measurements, category details, gallery and rates. The public profile page and the admin's review view
 * both show it, so a moderator judges exactly what visitors will see. The public page adds how fast
 * the talent usually answers (`responseTime`), which the server computes for it alone.
 */
export function TalentProfileView({
  talent,
  responseTime = null,
}: {
  talent: PublicTalent;
  responseTime?: ResponseTime | null;
}) {
  const t = useT();
  const [bioOpen, setBioOpen] = useState(false);
  const instagram = talent.contact.instagram.replace(/^@/, "");
  return (
    <>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="overflow-hidden rounded-2xl">
          <TalentImage
            image={talent.image}
            alt={talent.name}
            sizes={PROFILE_IMAGE_SIZES}
            loading="eager"
            fetchPriority="high"
            className="aspect-[3/4] w-full"
          />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">
            {subcategoryLabel(t, talent.subcategory)}
          </p>
          <div className="mt-2 flex items-start justify-between gap-3">
            <h1 className="min-w-0 font-display text-4xl font-semibold break-words md:text-5xl">
              {talent.name}
            </h1>
            <div className="flex shrink-0 gap-2">
              <TalentActions
                talent={{ id: talent.id, slug: talent.slug, name: talent.name }}
                placement="profile"
              />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <TalentBadges badges={talent.badges} />
            {responseTime ? (
              <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium">
                {t(responseTime === "day" ? "reports.responseTime.day" : "reports.responseTime.week")}
              </span>
            ) : null}
            {talent.paymentOptions.map((option) => (
              <span key={option} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium">
                {paymentOptionTag(t, option)}
              </span>
            ))}
          </div>

          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">{t("talents.profile.category")}</dt>
              <dd className="font-medium">{categoryLabel(t, talent.category)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("talents.profile.subcategory")}</dt>
              <dd className="font-medium">{subcategoryLabel(t, talent.subcategory)}</dd>
            </div>
            {talent.location ? (
              <div>
                <dt className="text-muted-foreground">{t("talents.profile.location")}</dt>
                <dd className="flex items-center gap-1 font-medium">
                  <MapPin className="size-4" aria-hidden /> {talent.location}
                </dd>
              </div>
            ) : null}
            {talent.age !== null ? (
              <div>
                <dt className="text-muted-foreground">{t("talents.profile.age")}</dt>
                <dd className="font-medium">{t("talents.profile.ageValue", { age: talent.age })}</dd>
              </div>
            ) : null}
            {talent.languages.length ? (
              <div className="col-span-2">
                <dt className="text-muted-foreground">{t("talents.profile.languages")}</dt>
                <dd className="font-medium">
                  {talent.languages.map((code) => languageLabel(t, code)).join(", ")}
                </dd>
              </div>
            ) : null}
          </dl>

          <div className="mt-6 flex flex-wrap gap-3">
            {talent.inquiriesEnabled ? (
              <Button asChild>
                <Link to={`${profilePath(talent)}/inquiry`}>
                  <MessageSquare aria-hidden /> {t("talents.profile.sendInquiry")}
                </Link>
              </Button>
            ) : null}
            {talent.contact.email ? (
              <Button asChild variant={talent.inquiriesEnabled ? "outline" : "primary"}>
                <a href={`mailto:${talent.contact.email}`}>
                  <Mail aria-hidden /> {t("talents.profile.contact")}
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
                  <AtSign aria-hidden /> {t("talents.profile.instagram", { handle: instagram })}
                </a>
              </Button>
            ) : null}
            {talent.compCardDownload ? <CompCardDownloadLink slug={talent.slug} /> : null}
          </div>

          {talent.bio ? (
            <section aria-labelledby="about-heading" className="mt-8">
              <h2 id="about-heading" className="font-display text-2xl font-semibold">
                {t("talents.profile.about")}
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
                {bioOpen ? t("talents.profile.readLess") : t("talents.profile.readMore")}
              </Button>
            </section>
          ) : null}
        </div>
      </div>

      <TalentMeasurements measurements={talent.measurements} updatedAt={talent.measurementsUpdatedAt} />
      <TalentDetails
        category={talent.category}
        subcategory={talent.subcategory}
        specifics={talent.specifics}
      />
      <TalentGallery items={talent.gallery} name={talent.name} />

      <section
        aria-labelledby="rates-heading"
        className="mt-12 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="rates-heading" className="font-display text-2xl font-semibold">
          {t("talents.profile.rates")}
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
        <p className="mt-3 text-muted-foreground">{t("talents.profile.ratesText", { name: talent.name })}</p>
        {talent.inquiriesEnabled ? (
          <Button asChild className="mt-4">
            <Link to={`${profilePath(talent)}/inquiry`}>{t("talents.profile.requestRates")}</Link>
          </Button>
        ) : talent.contact.email ? (
          <Button asChild className="mt-4">
            <a
              href={`mailto:${talent.contact.email}?subject=${encodeURIComponent(t("talents.profile.rateMailSubject", { name: talent.name }))}`}
            >
              {t("talents.profile.requestRates")}
            </a>
          </Button>
        ) : null}
      </section>
    </>
  );
}
