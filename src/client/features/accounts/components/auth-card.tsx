import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/** The calm centred frame of the sign-in, sign-up and verification pages (which have no top bar). */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-between">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden /> {t("accounts.authCard.backHome")}
          </Link>
          <Link to="/" aria-label={t("accounts.authCard.homeLink")}>
            <Logo />
          </Link>
        </div>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-semibold">{title}</h1>
          {lead ? <div className="mt-2 text-muted-foreground">{lead}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}
