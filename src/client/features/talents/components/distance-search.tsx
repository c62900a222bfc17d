import { useQuery } from "@tanstack/react-query";
import { LocateFixed, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { DEFAULT_RADIUS_KM, DISTANCE_RADII_KM, isDistanceRadius } from "#shared/talents/talent-distance";
import type { TalentFilters } from "#shared/talents/talent-filter-params";
import { PlaceCombobox } from "../places/place-combobox.tsx";
import { placeQueryOptions } from "../places/places-api.ts";
import { locateVisitor, type NearMeFailure } from "./near-me.ts";

type DistanceSearchProps = {
  filters: TalentFilters;
  /** Puts the changed filters in the URL (the list follows). */
  onChange: (filters: TalentFilters) => void;
};

/**
 * The search by distance: a place of the gazetteer or the visitor's position ("Near me"), and a
 * radius. Loaded after the list's first visit has hydrated (ADR 56), so its JavaScript costs that
 * visit nothing.
 */
export function DistanceSearch({ filters, onChange }: DistanceSearchProps) {
  const t = useT();
  const language = useLanguage();
  const radiusId = useId();
  const placeId = filters.place ?? null;
  const place = useQuery({ ...placeQueryOptions(language, placeId ?? 0), enabled: placeId !== null });
  const [text, setText] = useState("");
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<NearMeFailure | null>(null);

  // The field names the place the URL has, once its name is known.
  const placeName = place.data?.name;
  useEffect(() => {
    if (placeName) setText(placeName);
  }, [placeName]);
  // ...and empties when the URL loses its place (Reset, or "Near me").
  useEffect(() => {
    if (placeId === null) setText("");
  }, [placeId]);

  const centred = filters.place !== undefined || filters.near !== undefined;
  const withoutCentre = { ...filters, place: undefined, near: undefined, radius: undefined };

  const nearMe = async () => {
    setFailure(null);
    setLocating(true);
    try {
      const near = await locateVisitor();
      onChange({ ...filters, place: undefined, near, radius: filters.radius ?? DEFAULT_RADIUS_KM });
    } catch (reason) {
      setFailure(reason === "denied" ? "denied" : "unavailable");
    } finally {
      setLocating(false);
    }
  };

  return (
    <fieldset className="rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{t("distance.filter.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-start">
        {filters.near ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">{t("distance.nearMe.active")}</p>
            <p className="text-xs text-muted-foreground">{t("distance.nearMe.privacy")}</p>
            <p className="text-xs text-muted-foreground">{t("distance.savedSearch.nearNotSaved")}</p>
          </div>
        ) : (
          <PlaceCombobox
            label={t("distance.filter.place")}
            text={text}
            placeId={placeId}
            onChange={(value) => {
              setText(value.text);
              if (value.place) {
                onChange({
                  ...filters,
                  near: undefined,
                  place: value.place.id,
                  radius: filters.radius ?? DEFAULT_RADIUS_KM,
                });
              } else if (!value.text.trim() && filters.place !== undefined) {
                onChange(withoutCentre);
              }
            }}
          />
        )}
        <div className="space-y-1.5">
          <label htmlFor={radiusId} className="block text-sm font-medium">
            {t("distance.filter.radius")}
          </label>
          <select
            id={radiusId}
            value={filters.radius ?? DEFAULT_RADIUS_KM}
            onChange={(event) => {
              const radius = Number(event.target.value);
              if (isDistanceRadius(radius)) onChange({ ...filters, radius });
            }}
            className="h-11 w-full rounded-md border border-border bg-surface px-3 text-base"
          >
            {DISTANCE_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {t("distance.filter.radiusOption", { km })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void nearMe()} disabled={locating}>
          <LocateFixed aria-hidden /> {locating ? t("distance.nearMe.locating") : t("distance.nearMe.button")}
        </Button>
        {centred ? (
          <Button type="button" variant="ghost" onClick={() => onChange(withoutCentre)}>
            <X aria-hidden /> {t("distance.filter.clear")}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t(failure === "denied" ? "distance.nearMe.denied" : "distance.nearMe.unavailable")}
        </p>
      ) : null}
      {centred ? (
        <p className="mt-2 text-xs text-muted-foreground">{t("distance.filter.placeHint")}</p>
      ) : null}
    </fieldset>
  );
}
