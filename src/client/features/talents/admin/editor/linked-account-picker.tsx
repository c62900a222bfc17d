import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { LinkableAccount } from "#shared/talents/admin-talents.schema";
import { linkableAccountsQueryOptions } from "../admin-talents-api.ts";

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Choice({
  name,
  checked,
  onSelect,
  title,
  detail,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail?: string;
}) {
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-checked:border-accent">
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onSelect}
          className="size-4 accent-[var(--accent)]"
        />
        <span className="min-w-0">
          <span className="block break-words">{title}</span>
          {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
        </span>
      </label>
    </li>
  );
}

/**
 * The account a profile belongs to: none, the current one, or one found by e-mail or name among the
 * accounts that have no profile yet.
 */
export function LinkedAccountPicker({
  value,
  current,
  onChange,
}: {
  value: string | null;
  /** The account the saved profile is linked to, so it stays choosable. */
  current: LinkableAccount | null;
  onChange: (userId: string | null, account: LinkableAccount | null) => void;
}) {
  const t = useT();
  const name = useId();
  const [search, setSearch] = useState("");
  const query = useDebounced(search, 250);
  const accounts = useQuery(linkableAccountsQueryOptions(query));
  const [picked, setPicked] = useState<LinkableAccount | null>(null);
  const known = [current, picked].filter((a): a is LinkableAccount => a !== null);
  const results = (accounts.data ?? []).filter((a) => !known.some((k) => k.id === a.id));
  const choose = (account: LinkableAccount | null) => {
    if (account && account.id !== current?.id) setPicked(account);
    onChange(account?.id ?? null, account);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t("talents.admin.account.legend")}</legend>
      <p className="text-xs text-muted-foreground">{t("talents.admin.account.lead")}</p>
      <TextField
        label={t("talents.admin.account.search")}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint={t("talents.admin.account.searchHint")}
      />
      <ul className="max-h-80 space-y-2 overflow-y-auto" aria-busy={accounts.isFetching}>
        <Choice
          name={name}
          checked={value === null}
          onSelect={() => choose(null)}
          title={t("talents.admin.account.none")}
        />
        {known.map((account) => (
          <Choice
            key={account.id}
            name={name}
            checked={value === account.id}
            onSelect={() => choose(account)}
            title={account.email}
            detail={
              account.id === current?.id
                ? t("talents.admin.account.linkedNow", { name: account.name })
                : account.name
            }
          />
        ))}
        {results.map((account) => (
          <Choice
            key={account.id}
            name={name}
            checked={value === account.id}
            onSelect={() => choose(account)}
            title={account.email}
            detail={account.name}
          />
        ))}
      </ul>
      {accounts.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t("talents.admin.account.loadFailed", { reason: errorMessage(accounts.error) })}
        </p>
      ) : accounts.data && results.length === 0 && query ? (
        <p className="text-sm text-muted-foreground">{t("talents.admin.account.noMatch", { query })}</p>
      ) : null}
    </fieldset>
  );
}
