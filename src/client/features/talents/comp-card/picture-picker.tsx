import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { Button } from "#client/components/ui/button.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { COMP_CARD_MAX_PICTURES } from "#shared/comp-cards/comp-card.schema";
import type { CompCardPicture, PictureName } from "./comp-card-picture.ts";

/**
 * The photos of the approved gallery as a grid of checkboxes (at most four chosen, numbered in their
 * order on the card), and the chosen ones as a list to reorder with Move earlier and Move later.
 */
export function PicturePicker({
  pictures,
  chosen,
  onChange,
  nameOf,
  error: issue,
}: {
  pictures: CompCardPicture[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  nameOf: PictureName;
  error?: string | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const error = useIssueText()(issue);
  const full = chosen.length >= COMP_CARD_MAX_PICTURES;
  const byId = new Map(pictures.map((picture) => [picture.id, picture]));
  const ordered = chosen.flatMap((pictureId) => byId.get(pictureId) ?? []);

  const toggle = (pictureId: string, on: boolean) =>
    onChange(on ? [...chosen, pictureId] : chosen.filter((other) => other !== pictureId));
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
    setMoved({ id: moved, earlier: to < from });
  };
  // The focus follows the moved photo: on the same button, or the other one once at an end.
  const [moved, setMoved] = useState<{ id: string; earlier: boolean } | null>(null);
  const orderList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!moved) return;
    const button = (direction: string) =>
      orderList.current?.querySelector<HTMLButtonElement>(
        `[data-move="${CSS.escape(`${moved.id}:${direction}`)}"]`,
      );
    const same = button(moved.earlier ? "earlier" : "later");
    (same && !same.disabled ? same : button(moved.earlier ? "later" : "earlier"))?.focus();
    setMoved(null);
  }, [moved]);

  return (
    <div className="space-y-4">
      <fieldset className="min-w-0" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
        <legend className="text-sm font-medium">{t("compCards.dashboard.pictures.legend")}</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {t("compCards.dashboard.pictures.hint", {
            count: chosen.length,
            max: COMP_CARD_MAX_PICTURES,
          })}
        </p>
        {pictures.length === 0 ? (
          <p className="mt-3 text-sm">{t("compCards.dashboard.pictures.none")}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
            {pictures.map((picture) => {
              const position = chosen.indexOf(picture.id);
              const checked = position >= 0;
              return (
                <li key={picture.id}>
                  <label className="group relative block cursor-pointer overflow-hidden rounded-lg border-2 border-transparent has-checked:border-accent has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-ring">
                    <img
                      src={picture.url}
                      width={picture.width}
                      height={picture.height}
                      alt=""
                      loading="lazy"
                      className="aspect-[3/4] w-full bg-surface-muted object-cover"
                    />
                    <span className="absolute top-1.5 left-1.5 flex items-center gap-1.5 rounded bg-surface/90 px-1.5 py-1">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) => toggle(picture.id, event.target.checked)}
                        aria-label={nameOf(picture)}
                        className="size-4 accent-accent"
                      />
                      {checked ? (
                        <span className="text-xs font-semibold" aria-hidden>
                          {format.number(position + 1)}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>

      {ordered.length > 1 ? (
        <section aria-labelledby={`${id}-order`}>
          <h3 id={`${id}-order`} className="text-sm font-medium">
            {t("compCards.dashboard.order.title")}
          </h3>
          <ol ref={orderList} className="mt-2 space-y-2">
            {ordered.map((picture, index) => (
              <li key={picture.id} className="flex items-center gap-3 rounded-lg border border-border p-2">
                <span className="w-5 text-center text-sm font-semibold">{format.number(index + 1)}</span>
                <img src={picture.url} alt="" className="size-10 rounded object-cover" />
                <span className="min-w-0 flex-1 truncate text-sm">{nameOf(picture)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  data-move={`${picture.id}:earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t("compCards.dashboard.order.earlier", { name: nameOf(picture) })}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  data-move={`${picture.id}:later`}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t("compCards.dashboard.order.later", { name: nameOf(picture) })}
                >
                  <ArrowDown aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
