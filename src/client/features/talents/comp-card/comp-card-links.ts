import type { CompCardPaper } from "#shared/comp-cards/comp-card.schema";
import type { Language } from "#shared/i18n/languages";
import type { VisitorUnitChoice } from "#shared/measurements/unit-preference";

type CardQuery = { paper: CompCardPaper; units: VisitorUnitChoice; lang: Language };

const query = ({ paper, units, lang }: CardQuery) => new URLSearchParams({ paper, units, lang }).toString();

/** The paper a visitor's units suggest: US half-letter for US sizes, A5 otherwise. */
export const paperForUnits = (units: VisitorUnitChoice): CompCardPaper =>
  units === "imperial-us" ? "half-letter" : "a5";

/** The signed-in talent's own card as a PDF (made from the approved version of the profile). */
export const myCompCardHref = (card: CardQuery) => `/api/me/comp-card/download?${query(card)}`;

/** A talent's card as visitors download it from the public profile. */
export const publicCompCardHref = (slug: string, card: CardQuery) =>
  `/api/talents/${encodeURIComponent(slug)}/comp-card?${query(card)}`;
