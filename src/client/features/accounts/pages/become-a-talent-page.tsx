import { ArrowLeft, Sparkles } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";

export function BecomeATalentPage() {
  const { user } = useAuth();
  // Shown while the session is still unknown too (the server renders it for everyone): a signed-in
  // visitor goes on to their profile as soon as the session says so.
  if (user) return <Navigate to="/dashboard/profile" replace />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <Button asChild variant="ghost" className="-ml-3 mb-6">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <Sparkles className="size-10 text-accent" aria-hidden />
      <h1 className="mt-4 font-display text-4xl font-semibold">Become a Talent</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        To show your work on Vitrine you need a free account first. Sign up, confirm your e-mail address, then
        build your profile step by step. Our team reviews every profile before it goes live.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/signup">Sign Up</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">Log In</Link>
        </Button>
      </div>
    </section>
  );
}
