import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { authApi, type SessionUser } from "./auth-api.ts";

export const SESSION_QUERY_KEY = ["session"] as const;

type AuthState = {
  user: SessionUser | null;
  /** True only when the stored role is exactly "admin". */
  isAdmin: boolean;
  /** True until the first session check has finished. */
  loading: boolean;
  /** Re-reads the session (after sign-in, verification or an e-mail change). */
  refresh: () => Promise<void>;
  /** Signs out on the server; local state is cleared only when that succeeded, then goes to "/" (or `to`). */
  signOut: (to?: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: authApi.getSession,
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const { mutateAsync: signOutOnServer } = useMutation({ mutationFn: authApi.signOut });
  const signOut = useCallback(
    async (to = "/") => {
      await signOutOnServer();
      // A full load of "/" drops every cached query of the account at once; clearing the session in
      // place would let a guarded page redirect to the login page before the navigation lands.
      window.location.assign(to);
    },
    [signOutOnServer],
  );

  const value = useMemo<AuthState>(() => {
    const user = session.data?.user ?? null;
    return { user, isAdmin: user?.role === "admin", loading: session.isPending, refresh, signOut };
  }, [session.data, session.isPending, refresh, signOut]);

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
