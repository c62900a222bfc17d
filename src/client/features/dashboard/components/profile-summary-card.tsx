import { Eye, Pencil } from "lucide-react";
import { useNavigate } from "react-router";
import { STATUS_LABELS } from "#shared/catalogue/badges";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { PAYMENT_OPTION_INFO } from "#shared/catalogue/payment-options";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import { TalentImage } from "../../../components/talent-image.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";

const STATUS_TONE = {
  pending: "bg-warning-surface text-warning",
  approved: "bg-success-surface text-success",
  rejected: "bg-danger-surface text-danger",
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 border-b border-border py-2 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The profile at a glance, with Preview (only once live) and Edit. */
export function ProfileSummaryCard({ talent, onEdit }: { talent: Talent; onEdit: () => void }) {
  const navigate = useNavigate();
  const preview = () => {
    if (talent.status === "approved") {
      navigate(profilePath(talent));
      return;
    }
    toast.info(
      "Profile Not Live Yet",
      talent.status === "pending"
        ? "Your profile is under review. You can preview it once it has been approved."
        : "Your profile was not approved. Edit it and submit it again.",
    );
  };
  return (
    <section aria-label="Profile summary" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
        <div className="aspect-[3/4] w-40 overflow-hidden rounded-xl">
          <TalentImage
            image={talent.image}
            alt={talent.name}
            sizes="10rem"
            className="size-full"
            loading="eager"
          />
        </div>
        <div>
          <dl>
            <Row label="Name">{talent.name}</Row>
            <Row label="Age">{talent.age ?? "N/A"}</Row>
            <Row label="Category">{talent.category ? categoryLabel(talent.category) : "N/A"}</Row>
            <Row label="Subcategory">{talent.subcategory ? subcategoryLabel(talent.subcategory) : "N/A"}</Row>
            <Row label="Location">{talent.location || "N/A"}</Row>
            <Row label="Payment Options">
              {talent.paymentOptions.length ? (
                <span className="flex flex-wrap gap-1.5">
                  {talent.paymentOptions.map((option) => (
                    <span
                      key={option}
                      title={PAYMENT_OPTION_INFO[option].label}
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-semibold",
                        option === "PAY" ? "bg-success-surface text-success" : "bg-info-surface text-info",
                      )}
                    >
                      {option}
                    </span>
                  ))}
                </span>
              ) : (
                "N/A"
              )}
            </Row>
            <Row label="Status">
              <span
                className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_TONE[talent.status])}
              >
                {STATUS_LABELS[talent.status]}
              </span>
            </Row>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={preview}>
              <Eye aria-hidden /> Preview Profile
            </Button>
            <Button onClick={onEdit}>
              <Pencil aria-hidden /> Edit Profile
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
