import { Link } from "react-router";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * The cancellation button's way in (§ 312k BGB): "Cancel contracts here", in the footer of every page,
 * reachable without signing in.
 */
export function CancelContractLink() {
  const t = useT();
  return (
    <Link
      to="/cancel-contract"
      className="inline-flex min-h-9 items-center font-semibold text-foreground underline underline-offset-4 hover:text-accent"
    >
      {t("common.footer.cancelContracts")}
    </Link>
  );
}
