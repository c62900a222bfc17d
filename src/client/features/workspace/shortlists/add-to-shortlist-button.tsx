import { ListPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentActionsProps } from "#client/lib/talent-actions.tsx";
import { addToShortlistTriggerClass } from "./add-to-shortlist-trigger.ts";

const loadMenu = () => import("./add-to-shortlist-menu.tsx");
const AddToShortlistMenu = lazy(() => loadMenu().then((module) => ({ default: module.AddToShortlistMenu })));

/**
 * "Add to shortlist" on a talent's card or profile: a small button on the first visit; its menu (the
 * account's lists with a check on those the talent is on, and "New shortlist…") loads when first
 * wanted, so public pages carry almost nothing of it.
 */
export function AddToShortlistButton({ talent, placement }: TalentActionsProps) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const label = t("shortlists.add.label", { name: talent.name });
  const content = (
    <>
      <ListPlus aria-hidden />
      {/* Beside the name on a phone only the icon shows; the name stays for screen readers. */}
      {placement === "profile" ? (
        <span className="sr-only sm:not-sr-only">{t("shortlists.add.button")}</span>
      ) : null}
    </>
  );
  const plain = (
    <button
      type="button"
      aria-label={placement === "card" ? label : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      className={addToShortlistTriggerClass(placement)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event) => {
        // On a card the button may sit inside the card's link.
        event.preventDefault();
        event.stopPropagation();
        setWanted(true);
      }}
    >
      {content}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <AddToShortlistMenu talent={talent} placement={placement} label={label}>
        {content}
      </AddToShortlistMenu>
    </Suspense>
  );
}
