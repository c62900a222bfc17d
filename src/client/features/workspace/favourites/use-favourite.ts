import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { favouriteIdsQueryOptions, setFavourite, workspaceKeys } from "./favourites-api.ts";

/**
 * Whether a talent is among the signed-in account's favourites, and the change: shown at once,
 * taken back with a toast when the server refuses. Unknown (false) until the ids arrive, so the
 * server's markup and the first render in the browser agree.
 */
export function useFavourite(talentId: string) {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirmed = user?.emailVerified === true;
  const ids = useQuery({ ...favouriteIdsQueryOptions(), enabled: confirmed });
  const favourite = confirmed && (ids.data?.includes(talentId) ?? false);
  const change = useMutation({
    mutationFn: setFavourite,
    onMutate: async (next) => {
      const key = workspaceKeys.favouriteIds();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (old = []) =>
        next.favourite
          ? [next.talentId, ...old.filter((id) => id !== next.talentId)]
          : old.filter((id) => id !== next.talentId),
      );
      return { previous };
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(workspaceKeys.favouriteIds(), context?.previous);
      toast.error(t("workspace.heart.failed"), errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.favourites() }),
  });
  return {
    /** Who is asking: a visitor, an account still to confirm its address, or a confirmed one. */
    account: user ? (confirmed ? "confirmed" : "unconfirmed") : "visitor",
    favourite,
    toggle: () => change.mutate({ talentId, favourite: !favourite }),
  } as const;
}
