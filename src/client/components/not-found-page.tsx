import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">404</p>
      <h1 className="mt-2 font-display text-4xl font-semibold">Page not found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        This page does not exist, or it is no longer public. Check the address, or start again from the home
        page.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/talents">Explore Talents</Link>
        </Button>
      </div>
    </section>
  );
}
