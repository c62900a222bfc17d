import { ArrowLeft, Sparkles } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

export function BecomeATalentPage() {
  const { user } = useAuth();
  const t = useT();
  // Shown while the session is still unknown too (the server renders it for everyone): a signed-in
  // visitor goes on to their profile as soon as the session says so.
  if (user) return <Navigate to="/dashboard/profile" replace />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <Button asChild variant="ghost" className="-ml-3 mb-6">
        <Link to="/">
          <ArrowLeft aria-hidden /> {t("accounts.becomeTalent.back")}
        </Link>
      </Button>
      <Sparkles className="size-10 text-accent" aria-hidden />
      <h1 className="mt-4 font-display text-4xl font-semibold">{t("accounts.becomeTalent.title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("accounts.becomeTalent.text")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/signup">{t("accounts.becomeTalent.signUp")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">{t("accounts.becomeTalent.logIn")}</Link>
        </Button>
      </div>
    </section>
  );
}
