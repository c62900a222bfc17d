import { useT } from "#client/lib/i18n/use-t.ts";
import { ADMIN_FINDINGS_FILTERS, ADMIN_TALENT_SORTS } from "#shared/talents/admin-talents.schema";
import type { AdminTalentListView } from "./admin-talents-api.ts";

const select = "min-h-11 rounded-md border border-border bg-surface px-2 text-sm";

/** Reads the list's view from the URL: unknown values fall back to all talents, newest first. */
export function listViewFrom(params: URLSearchParams): AdminTalentListView {
  const findings = params.get("findings");
  const sort = params.get("sort");
  return {
    findings: (ADMIN_FINDINGS_FILTERS as readonly string[]).includes(findings ?? "")
      ? (findings as AdminTalentListView["findings"])
      : "all",
    sort: (ADMIN_TALENT_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as AdminTalentListView["sort"])
      : "newest",
  };
}

/** Narrows the list to the talents the review checks flagged, and orders it by their findings. */
export function FindingsListControls({
  view,
  onChange,
}: {
  view: AdminTalentListView;
  onChange: (view: AdminTalentListView) => void;
}) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
      <label className="inline-flex items-center gap-2">
        {t("reviewChecks.filter.label")}
        <select
          className={select}
          value={view.findings}
          onChange={(e) => onChange({ ...view, findings: e.target.value as AdminTalentListView["findings"] })}
        >
          <option value="all">{t("reviewChecks.filter.all")}</option>
          <option value="with">{t("reviewChecks.filter.withFindings")}</option>
        </select>
      </label>
      <label className="inline-flex items-center gap-2">
        {t("reviewChecks.sort.label")}
        <select
          className={select}
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as AdminTalentListView["sort"] })}
        >
          <option value="newest">{t("reviewChecks.sort.newest")}</option>
          <option value="findings">{t("reviewChecks.sort.findings")}</option>
        </select>
      </label>
    </div>
  );
}
