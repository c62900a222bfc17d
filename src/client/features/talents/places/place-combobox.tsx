import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { cn } from "#client/lib/cn.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import type { PlaceSuggestion } from "#shared/places/places.schema";
import { placeQueryOptions, placeSearchQueryOptions } from "./places-api.ts";
import { useDebounced } from "./use-debounced.ts";

/** How long typing must pause before the search asks the server. */
export const PLACE_SEARCH_DELAY_MS = 250;
/** The shortest text the combobox searches for. */
const MIN_QUERY = 2;

/** What the field holds: the text shown, and the place of the gazetteer it names (null: free text). */
export type PlaceValue = { text: string; place: PlaceSuggestion | null };

type PlaceComboboxProps = {
  label: string;
  /** The text the field shows. */
  text: string;
  /** The GeoNames id of the linked place, or null while the text names none. */
  placeId: number | null;
  /** Typing unlinks the place (the text is free again); choosing a suggestion links it and takes its name. */
  onChange: (value: PlaceValue) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  name?: string;
  className?: string;
  /** Shown under the field while the text names no place (the default asks to choose one). */
  unlinkedHint?: string;
};

/**
 * A text field that suggests places of the gazetteer as one types (the WAI-ARIA combobox pattern with
 * a list box): arrows move through the suggestions, Enter chooses, Escape closes. Free text stays
 * allowed; a chosen place is named under the field.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { label, text, placeId, onChange, onBlur, error: issue, placeholder, name, className } = props;
  const t = useT();
  const language = useLanguage();
  const error = useIssueText()(issue);
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const query = useDebounced(text.trim(), PLACE_SEARCH_DELAY_MS);
  const searching = open && query.length >= MIN_QUERY && placeId === null;
  const search = useQuery({ ...placeSearchQueryOptions(language, query), enabled: searching });
  const linked = useQuery({
    ...placeQueryOptions(language, placeId ?? 0),
    enabled: placeId !== null && chosen?.id !== placeId,
  });
  const suggestions = searching ? (search.data ?? []) : [];
  const expanded = searching && (suggestions.length > 0 || search.isFetched || search.isError);
  const typing = text.trim() !== query;
  const place = placeId === null ? null : chosen?.id === placeId ? chosen : (linked.data ?? null);

  const choose = (suggestion: PlaceSuggestion) => {
    setChosen(suggestion);
    setOpen(false);
    setActive(-1);
    onChange({ text: suggestion.name, place: suggestion });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((current) => (current + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === "Enter") {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        // Choosing a suggestion must not submit the form around the field.
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = !searching
    ? ""
    : search.isError
      ? t("places.combobox.error")
      : search.isFetching || typing
        ? t("places.combobox.loading")
        : search.isFetched && suggestions.length === 0
          ? t("places.combobox.noResults")
          : t("places.combobox.results", { count: suggestions.length });
  const activeId =
    expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
  const describedBy = [`${id}-place`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className={cn("relative space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          onChange({ text: event.target.value, place: null });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        className="h-11 w-full rounded-md border border-border bg-surface px-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded || suggestions.length === 0}
        className="absolute inset-x-0 top-[4.75rem] z-20 max-h-72 overflow-y-auto rounded-md border border-border bg-surface py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // Options of a combobox are not focused: the field keeps the focus and points at the active one
          // (aria-activedescendant), and its keys choose (WAI-ARIA combobox pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's keys choose, see above.
          <div
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field, so that the click chooses before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setActive(index)}
            className={cn(
              "flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5",
              index === active && "bg-muted",
            )}
          >
            <span className="text-sm font-medium">{suggestion.name}</span>
            <span className="text-xs text-muted-foreground">{suggestion.label}</span>
          </div>
        ))}
      </div>
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {status}
      </p>
      <p id={`${id}-place`} className="text-xs text-muted-foreground">
        {place
          ? t("places.combobox.chosen", { name: place.name, label: place.label })
          : text.trim() && !searching
            ? (props.unlinkedHint ?? t("places.combobox.notLinked"))
            : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
