import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import type { CompCardPaper } from "#shared/comp-cards/comp-card.schema";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { unitPreferenceOf, type VisitorUnitChoice } from "#shared/measurements/unit-preference";
import type { Talent } from "#shared/talents/talent.schema";
import { TalentImage } from "../components/talent-image.tsx";
import { measurementRows } from "../measurements/measurement-rows.ts";
import { useSizeCharts } from "../measurements/use-size-charts.ts";
import type { CompCardPicture, PictureName } from "./comp-card-picture.ts";
import { QrCodeImage } from "./qr-code-image.tsx";

/** Each paper's width to height, as the preview's pages are drawn. */
const PAPER_ASPECT: Record<CompCardPaper, string> = {
  a5: "aspect-[148/210]",
  "half-letter": "aspect-[11/17]",
};

const PREVIEW_IMAGE_SIZES = "(max-width: 768px) 90vw, 22rem";

/** The profile's address as the card prints it: no protocol. */
const shortLink = (url: string) => url.replace(/^https?:\/\//i, "");

function Page({ paper, label, children }: { paper: CompCardPaper; label: string; children: ReactNode }) {
  return (
    <figure className="min-w-0">
      <div
        className={cn(
          "overflow-hidden rounded-md border border-border bg-white text-neutral-900 shadow-sm",
          PAPER_ASPECT[paper],
        )}
      >
        {children}
      </div>
      <figcaption className="mt-2 text-center text-sm text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/**
 * Both pages of the comp card as HTML at the paper's proportions, from the published profile and the
 * choices not yet saved: the front with the hero picture and the name; the back with the chosen
 * photos, the measurements in the chosen units, category, languages, the QR code and the short link.
 */
export function CompCardPreview({
  talent,
  pictures,
  nameOf,
  paper,
  units,
  profileUrl,
  email,
}: {
  talent: Talent;
  pictures: CompCardPicture[];
  nameOf: PictureName;
  paper: CompCardPaper;
  units: VisitorUnitChoice;
  profileUrl: string;
  /** The contact e-mail to print, or null. */
  email: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const preference = unitPreferenceOf(units);
  const charts = useSizeCharts(preference.sizeSystem !== "eu");
  const rows = usesMeasurements(talent.subcategory)
    ? measurementRows(t, format.number, talent.measurements, preference, charts)
    : [];
  const category = [categoryLabel(t, talent.category), subcategoryLabel(t, talent.subcategory)]
    .filter(Boolean)
    .join(" · ");
  const spoken = talent.languages.map((code) => languageLabel(t, code));
  const languages = spoken.length
    ? t("compCards.dashboard.preview.languages", { languages: new Intl.ListFormat(language).format(spoken) })
    : "";

  return (
    <div className="grid gap-6 sm:grid-cols-2" data-testid="comp-card-preview">
      <Page paper={paper} label={t("compCards.dashboard.preview.front")}>
        <div className="flex h-full flex-col p-[6%]">
          <TalentImage
            image={talent.image}
            alt={talent.name}
            sizes={PREVIEW_IMAGE_SIZES}
            className="min-h-0 w-full flex-1"
          />
          <p className="mt-3 font-display text-xl font-semibold break-words">{talent.name}</p>
        </div>
      </Page>
      <Page paper={paper} label={t("compCards.dashboard.preview.back")}>
        <div className="flex h-full flex-col gap-2 p-[6%] text-[0.6rem] leading-tight">
          {pictures.length ? (
            <ul className="grid min-h-0 flex-1 grid-cols-2 grid-rows-2 gap-1">
              {pictures.map((picture) => (
                <li key={picture.id} className={cn("min-h-0", pictures.length < 3 && "row-span-2")}>
                  <img src={picture.url} alt={nameOf(picture)} className="size-full object-cover" />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex-1" />
          )}
          {rows.length ? (
            <section aria-label={t("compCards.dashboard.preview.measurements")}>
              <p className="text-[0.5rem] font-semibold tracking-wider uppercase">
                {t("compCards.dashboard.preview.measurements")}
              </p>
              <dl className="mt-0.5 grid grid-cols-2 gap-x-3">
                {rows.map((row) => (
                  <div key={row.label} className="flex gap-1">
                    <dt className="text-neutral-600">{row.label}</dt>
                    <dd className="font-semibold">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {category ? <p>{category}</p> : null}
          {languages ? <p className="text-neutral-600">{languages}</p> : null}
          <div className="flex items-start gap-2 border-t border-neutral-300 pt-2">
            <QrCodeImage
              url={profileUrl}
              label={t("compCards.dashboard.preview.qr")}
              className="size-12 shrink-0"
            />
            <div className="min-w-0">
              <p className="font-display text-sm font-semibold break-words">{talent.name}</p>
              <p className="text-[0.5rem] font-semibold tracking-wider uppercase">
                {t("compCards.dashboard.preview.contact")}
              </p>
              <p className="break-all">{shortLink(profileUrl)}</p>
              {email ? <p className="break-all">{email}</p> : null}
            </div>
          </div>
        </div>
      </Page>
    </div>
  );
}
