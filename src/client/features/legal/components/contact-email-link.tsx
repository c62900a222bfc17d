import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useSiteInfo } from "#client/lib/site-info.ts";

/** The configured contact address as a mailto link. */
export function ContactEmailLink() {
  const email = useSiteInfo()?.contactEmail;
  if (!email) return <Skeleton className="inline-block h-4 w-40 rounded align-middle" />;
  return <a href={`mailto:${email}`}>{email}</a>;
}
