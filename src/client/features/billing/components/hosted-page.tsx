import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * The frame of the test-mode provider's pages, which stand in for Stripe's hosted checkout and portal:
 * a banner no one can miss says that this is test mode and that no money moves.
 */
export function HostedPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="min-h-dvh">
      <div
        role="note"
        aria-label={t("billing.hosted.testMode")}
        className="border-b border-warning bg-warning-surface text-warning"
      >
        <p className="mx-auto flex max-w-xl items-start gap-3 px-4 py-3 text-sm">
          <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">{t("billing.hosted.bannerTitle")}</strong>{" "}
            <span className="text-foreground">{t("billing.hosted.bannerText")}</span>
          </span>
        </p>
      </div>
      <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
        <Link to="/" aria-label={t("billing.hosted.home")} className="inline-flex">
          <Logo />
        </Link>
        <div className="mt-6 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-8">
          <p className="inline-flex rounded-full border border-warning px-2.5 py-0.5 text-xs font-semibold text-warning">
            {t("billing.hosted.testMode")}
          </p>
          <h1 className="mt-3 font-display text-3xl font-semibold">{title}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
