import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
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
      <legend className="text-sm font-medium">Linked user</legend>
      <p className="text-xs text-muted-foreground">
        The account that may edit this profile. Only accounts without a profile can be linked; a profile may
        have none.
      </p>
      <TextField
        label="Search accounts"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint="By e-mail or name."
      />
      <ul className="max-h-80 space-y-2 overflow-y-auto" aria-busy={accounts.isFetching}>
        <Choice name={name} checked={value === null} onSelect={() => choose(null)} title="No linked user" />
        {known.map((account) => (
          <Choice
            key={account.id}
            name={name}
            checked={value === account.id}
            onSelect={() => choose(account)}
            title={account.email}
            detail={account.id === current?.id ? `${account.name} · linked now` : account.name}
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
          Could not load accounts: {errorMessage(accounts.error)}
        </p>
      ) : accounts.data && results.length === 0 && query ? (
        <p className="text-sm text-muted-foreground">No account without a profile matches “{query}”.</p>
      ) : null}
    </fieldset>
  );
}
