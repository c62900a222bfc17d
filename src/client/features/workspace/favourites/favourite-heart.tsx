import { Heart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentActionsProps } from "#client/lib/talent-actions.tsx";
import { useFavourite } from "./use-favourite.ts";

const SignInToFavouriteDialog = lazy(() =>
  import("./sign-in-to-favourite-dialog.tsx").then((m) => ({ default: m.SignInToFavouriteDialog })),
);

/**
 * The heart on a talent's card and profile: adds the talent to the account's favourites or removes
 * it. A visitor is asked to sign in first, and comes back to the page with the heart set.
 */
export function FavouriteHeart({ talent, placement }: TalentActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { account, favourite, toggle } = useFavourite(talent.id);
  const [asking, setAsking] = useState(false);
  const onClick = () => {
    if (account === "visitor") setAsking(true);
    else if (account === "unconfirmed") navigate("/verify-email");
    else toggle();
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={t(favourite ? "workspace.heart.remove" : "workspace.heart.add", { name: talent.name })}
        onClick={onClick}
        className={cn(
          "relative z-10 inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          placement === "card"
            ? "bg-surface/90 text-foreground shadow-sm backdrop-blur hover:bg-surface"
            : "border border-border bg-surface text-foreground hover:bg-surface-muted",
        )}
      >
        <Heart
          className={cn("size-5", favourite && "fill-accent text-accent")}
          aria-hidden
          strokeWidth={favourite ? 0 : 2}
        />
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <SignInToFavouriteDialog talent={talent} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
