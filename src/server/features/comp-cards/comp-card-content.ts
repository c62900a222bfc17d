import type { CompCardInput } from "#server/comp-cards/comp-card-input";
import type { MediaStorage } from "#server/media/media-storage";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import type { CompCardDownloadQuery, CompCardSettings } from "#shared/comp-cards/comp-card.schema";
import { formatNumber } from "#shared/i18n/format";
import { type Language, localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import type { Translate } from "#shared/i18n/translator";
import { LENGTH_FIELDS, SIZE_FIELDS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
} from "#shared/measurements/labels";
import { lengthForDisplay } from "#shared/measurements/lengths";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { lengthText, sizeText } from "#shared/measurements/measurement-text";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { chartOf, sizeInSystem } from "#shared/measurements/sizes";
import { unitPreferenceOf, type VisitorUnitChoice } from "#shared/measurements/unit-preference";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import { chosenPhotos, largestRendition } from "./comp-card-pictures.ts";

/** Each measurement given, as its label and value in the reader's units and language, as the profile shows them. */
export function measurementLines(
  t: Translate,
  language: Language,
  measurements: Measurements,
  choice: VisitorUnitChoice,
): { label: string; value: string }[] {
  const number = (n: number) => formatNumber(language, n);
  const { lengthUnits, sizeSystem } = unitPreferenceOf(choice);
  const shoeChart = measurements.shoeChart ?? "women";
  const lines: { label: string; value: string }[] = [];
  for (const field of LENGTH_FIELDS) {
    const cm = measurements[field];
    if (cm === undefined) continue;
    lines.push({
      label: t(MEASUREMENT_FIELD_LABELS[field]),
      value: lengthText(t, number, lengthForDisplay(field, cm, lengthUnits)),
    });
  }
  for (const field of SIZE_FIELDS) {
    const eu = measurements[field];
    const size = eu === undefined ? undefined : sizeInSystem(chartOf(field, shoeChart), eu, sizeSystem);
    if (size === undefined) continue;
    const text = sizeText(t, number, sizeSystem, size);
    // US shoe sizes differ between the women's and the men's chart: the chart is named with them.
    const value =
      field === "shoeSize" && sizeSystem === "us"
        ? t("measurements.profile.shoeSizeInChart", { size: text, chart: t(SHOE_CHART_LABELS[shoeChart]) })
        : text;
    lines.push({ label: t(MEASUREMENT_FIELD_LABELS[field]), value });
  }
  if (measurements.hairColour) {
    lines.push({
      label: t(MEASUREMENT_FIELD_LABELS.hairColour),
      value: t(HAIR_COLOUR_LABELS[measurements.hairColour]),
    });
  }
  if (measurements.eyeColour) {
    lines.push({
      label: t(MEASUREMENT_FIELD_LABELS.eyeColour),
      value: t(EYE_COLOUR_LABELS[measurements.eyeColour]),
    });
  }
  return lines;
}

/** The public profile's absolute address in a language. */
export const profileUrl = (publicUrl: string, language: Language, talent: Talent): string =>
  `${publicUrl.replace(/\/$/, "")}${localizedPath(language, profilePath(talent))}`;

/**
 * Everything the card of a talent's approved version shows, in the reader's language and units:
 * the texts translated and formatted, the pictures read at their largest rendition.
 */
export async function compCardInput(options: {
  live: Talent;
  settings: CompCardSettings;
  query: CompCardDownloadQuery;
  media: MediaStorage;
  publicUrl: string;
}): Promise<CompCardInput> {
  const { live, settings, query, media } = options;
  const language = query.lang;
  const t = serverT(language);
  const languages = live.languages.map((code) => languageLabel(t, code));
  const [hero, ...gallery] = await Promise.all([
    live.image ? largestRendition(media, live.image) : null,
    ...chosenPhotos(live, settings.pictures).map((photo) => largestRendition(media, photo.image)),
  ]);
  const email = settings.printEmail && live.contact.showEmail ? live.contact.email.trim() : "";
  return {
    paper: query.paper,
    language,
    name: live.name,
    categoryLine: [categoryLabel(t, live.category), subcategoryLabel(t, live.subcategory)]
      .filter(Boolean)
      .join(" · "),
    languagesLine: languages.length
      ? t("compCards.card.languages", { languages: new Intl.ListFormat(language).format(languages) })
      : "",
    measurementLines: usesMeasurements(live.subcategory)
      ? measurementLines(t, language, live.measurements, query.units)
      : [],
    hero: hero ?? null,
    gallery: gallery.filter((picture): picture is Buffer => picture !== null),
    profileUrl: profileUrl(options.publicUrl, language, live),
    contactLines: email ? [email] : [],
    labels: { measurements: t("compCards.card.measurements"), contact: t("compCards.card.contact") },
  };
}
