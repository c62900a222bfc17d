import { type ComponentType, createContext, useContext } from "react";

export type SearchActionsProps = {
  /** The list's current filters as its URL writes them, without "?". */
  query: string;
};

const SearchActionsContext = createContext<ComponentType<SearchActionsProps> | null>(null);

/**
 * Where the app shell puts another domain's actions on the talents list's current search (the
 * workspace's "Save this search"), so the talents domain shows them without importing that domain.
 */
export const SearchActionsProvider = SearchActionsContext.Provider;

/** The actions the shell provided for the current search, or nothing. */
export function SearchActions(props: SearchActionsProps) {
  const Actions = useContext(SearchActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
