import { Eye, Pencil } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import { PaymentOptionBadges } from "../components/payment-option-badges.tsx";
import { TalentImage } from "../components/talent-image.tsx";
import { TalentStatusBadge } from "../components/talent-status-badge.tsx";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 border-b border-border py-2 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * The profile at a glance, with Preview (only once live: the public page, which shows the approved
 * version while a change waits for review) and Edit.
 */
export function ProfileSummaryCard({
  talent,
  liveVersion,
  onEdit,
}: {
  talent: Talent;
  /** The version the public sees while `talent` (a change) waits for review. */
  liveVersion: Talent | null;
  onEdit: () => void;
}) {
  const t = useT();
  const { number } = useFormat();
  const navigate = useNavigate();
  const na = t("talents.dashboard.summary.notAvailable");
  const preview = () => {
    const live = talent.status === "approved" ? talent : liveVersion;
    if (live) {
      navigate(profilePath(live));
      return;
    }
    toast.info(
      t("talents.dashboard.summary.notLiveTitle"),
      talent.status === "pending"
        ? t("talents.dashboard.summary.notLivePending")
        : t("talents.dashboard.summary.notLiveRejected"),
    );
  };
  return (
    <section
      aria-label={t("talents.dashboard.summary.label")}
      className="rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
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
            <Row label={t("talents.dashboard.summary.name")}>{talent.name}</Row>
            <Row label={t("talents.dashboard.summary.age")}>
              {talent.age === null ? na : number(talent.age)}
            </Row>
            <Row label={t("talents.dashboard.summary.category")}>
              {talent.category ? categoryLabel(t, talent.category) : na}
            </Row>
            <Row label={t("talents.dashboard.summary.subcategory")}>
              {talent.subcategory ? subcategoryLabel(t, talent.subcategory) : na}
            </Row>
            <Row label={t("talents.dashboard.summary.location")}>{talent.location || na}</Row>
            <Row label={t("talents.dashboard.summary.paymentOptions")}>
              {talent.paymentOptions.length ? <PaymentOptionBadges options={talent.paymentOptions} /> : na}
            </Row>
            <Row label={t("talents.dashboard.summary.status")}>
              <TalentStatusBadge status={talent.status} />
            </Row>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={preview}>
              <Eye aria-hidden /> {t("talents.dashboard.summary.preview")}
            </Button>
            <Button onClick={onEdit}>
              <Pencil aria-hidden /> {t("talents.dashboard.summary.edit")}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
