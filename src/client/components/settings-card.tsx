import type { ReactNode } from "react";

/** One titled card of the settings page. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${title}-heading`.replace(/\W+/g, "-")}
      className="rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={`${title}-heading`.replace(/\W+/g, "-")} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
