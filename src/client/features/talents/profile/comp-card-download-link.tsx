import { Download } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { paperForUnits, publicCompCardHref } from "../comp-card/comp-card-links.ts";
import { useUnitChoice } from "../measurements/use-unit-choice.ts";

/**
 * The talent's comp card as a PDF, in the visitor's units (on US half-letter for US sizes, A5
 * otherwise) and the page's language. Shown only where the talent allows the download.
 */
export function CompCardDownloadLink({ slug }: { slug: string }) {
  const t = useT();
  const lang = useLanguage();
  const [units] = useUnitChoice();
  return (
    <Button asChild variant="outline">
      <a href={publicCompCardHref(slug, { paper: paperForUnits(units), units, lang })} download>
        <Download aria-hidden /> {t("compCards.profile.download")}
      </a>
    </Button>
  );
}
