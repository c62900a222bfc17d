import { useId, useState } from "react";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";

export type Option = { value: string; label: string; count?: number };

/** A searchable list of checkboxes; scrolls at 15rem. */
export function MultiSelectList({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: Option[];
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  const [search, setSearch] = useState("");
  const id = useId();
  const t = useT();
  const language = useLanguage();
  const visible = options.filter((o) => o.label.toLowerCase().includes(search.trim().toLowerCase()));
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  if (!options.length)
    return <p className="px-1 py-2 text-sm text-muted-foreground">{t("common.multiSelect.empty")}</p>;
  return (
    <div className="space-y-2">
      {options.length > 6 ? (
        <input
          type="search"
          aria-label={t("common.multiSelect.search", { label })}
          // Within an English sentence the list's name is lower case; German nouns keep their capital.
          placeholder={t("common.multiSelect.placeholder", {
            label: language === "en" ? label.toLowerCase() : label,
          })}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="h-10 w-full rounded-md border border-border bg-surface px-3 text-sm"
        />
      ) : null}
      {visible.length ? (
        <ul className="max-h-[15rem] space-y-0.5 overflow-y-auto pr-1" aria-label={label}>
          {visible.map((option) => {
            const inputId = `${id}-${option.value}`;
            return (
              <li key={option.value}>
                <label
                  htmlFor={inputId}
                  className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-surface-muted"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-4 accent-accent"
                    checked={selected.includes(option.value)}
                    onChange={() => toggle(option.value)}
                  />
                  <span className="flex-1">{option.label}</span>
                  {option.count !== undefined ? (
                    <span className="text-xs text-muted-foreground">{option.count}</span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-1 py-2 text-sm text-muted-foreground">{t("common.multiSelect.noResults")}</p>
      )}
    </div>
  );
}
