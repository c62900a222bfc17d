import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLanguage } from "#client/lib/i18n/use-t.ts";
import { localizedPath } from "#shared/i18n/languages";
import { authApi, type SessionUser } from "./auth-api.ts";
import { SESSION_FRESH_MS, SESSION_QUERY_KEY, sessionQueryOptions } from "./session-query.ts";

type AuthState = {
  /** The signed-in user of the last successful session check (kept while later checks fail). */
  user: SessionUser | null;
  /** True only when the stored role is exactly "admin". */
  isAdmin: boolean;
  /** True until a session check has answered: nobody is known to be signed in or out yet. */
  loading: boolean;
  /**
   * The last session check failed (rate limited, the server or the network failing) and is being
   * tried again. Says nothing about the session: `user` is still the last known one.
   */
  checkFailed: boolean;
  /** Asks for the session again at once (a "Try again" button). */
  checkAgain: () => void;
  /** Re-reads the session (after sign-in, verification or an e-mail change). */
  refresh: () => Promise<void>;
  /** Signs out on the server; local state is cleared only when that succeeded, then goes to "/" (or `to`). */
  signOut: (to?: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    ...sessionQueryOptions(),
    refetchInterval: SESSION_FRESH_MS,
    refetchOnWindowFocus: true,
  });
  // A retry waiting for its turn is dropped first: without a known session, a refetch would only
  // join the waiting retry rather than ask now.
  const checkAgain = useCallback(() => {
    void queryClient
      .cancelQueries({ queryKey: SESSION_QUERY_KEY })
      .then(() => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const language = useLanguage();
  const { mutateAsync: signOutOnServer } = useMutation({ mutationFn: authApi.signOut });
  const signOut = useCallback(
    async (to = "/") => {
      await signOutOnServer();
      // A full load of "/" drops every cached query of the account at once; clearing the session in
      // place would let a guarded page redirect to the login page before the navigation lands. The
      // page stays in its language.
      window.location.assign(localizedPath(language, to));
    },
    [signOutOnServer, language],
  );

  // The first answer reaches the page as a transition: on a server-rendered page it arrives while
  // the page's parts hydrate in short slices, and an urgent change of the session would make every
  // part that reads it hydrate at once, in one long task (ADR 61). Later answers apply at once.
  const [answered, setAnswered] = useState(session.data !== undefined);
  useEffect(() => {
    if (!answered && session.data !== undefined) startTransition(() => setAnswered(true));
  }, [answered, session.data]);
  const data = answered ? session.data : undefined;

  const checkFailed = session.failureReason !== null;
  const value = useMemo<AuthState>(() => {
    const user = data?.user ?? null;
    return {
      user,
      isAdmin: user?.role === "admin",
      loading: data === undefined,
      checkFailed,
      checkAgain,
      refresh,
      signOut,
    };
  }, [data, checkFailed, checkAgain, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/** Up to two letters for the avatar: the first two of the e-mail, upper case, or "U". */
export function avatarInitials(email: string | null | undefined): string {
  return email ? email.slice(0, 2).toUpperCase() : "U";
}
