import { Check, Eye, Globe, Pencil, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import type { MessageId } from "#shared/i18n/translator";
import type { AdminTalentRow } from "#shared/talents/admin-talents.schema";
import { PaymentOptionBadges } from "../components/payment-option-badges.tsx";
import { TalentStatusBadge } from "../components/talent-status-badge.tsx";

export type RowActions = {
  onApprove: (row: AdminTalentRow) => void;
  onReject: (row: AdminTalentRow) => void;
  onDelete: (row: AdminTalentRow) => void;
  busy: boolean;
};

/** The headings of the table's columns, before the actions. */
const COLUMNS: readonly MessageId[] = [
  "talents.admin.table.name",
  "talents.admin.table.age",
  "talents.admin.table.category",
  "talents.admin.table.subcategory",
  "talents.admin.table.location",
  "talents.admin.table.options",
  "talents.admin.table.status",
  "reviewChecks.column",
];

/** A row's texts: "N/A" for what is empty, numbers in the page's language. */
function useCells() {
  const t = useT();
  const { number } = useFormat();
  const na = t("talents.admin.notAvailable");
  return {
    na,
    orNa: (text: string | number | null) =>
      text === null || text === "" ? na : typeof text === "number" ? number(text) : text,
  };
}

/** The review status, and for a live profile whose change waits (or was rejected), that it is live. */
function Status({ row }: { row: AdminTalentRow }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <TalentStatusBadge status={row.status} />
      {row.live && row.status !== "approved" ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-success-surface px-2 py-0.5 text-xs font-semibold text-success"
          title={t("talents.admin.table.liveHint")}
        >
          <Globe className="size-3.5" aria-hidden /> {t("talents.admin.table.live")}
        </span>
      ) : null}
    </span>
  );
}

/** Edit on every row; Review, Approve and Reject on pending rows only; Delete on every row. */
function Actions({ row, onApprove, onReject, onDelete, busy }: RowActions & { row: AdminTalentRow }) {
  const t = useT();
  const pending = row.status === "pending";
  const named = { name: row.name };
  return (
    <div className="flex flex-col items-start gap-1.5">
      {pending ? (
        <div className="flex flex-wrap gap-1.5">
          <Button
            asChild
            size="sm"
            variant="outline"
            aria-label={t("talents.admin.table.reviewNamed", named)}
          >
            <Link to={`/admin-panel/talents/review/${row.id}`}>
              <Eye aria-hidden /> {t("talents.admin.table.review")}
            </Link>
          </Button>
          <Button
            size="sm"
            aria-label={t("talents.admin.table.approveNamed", named)}
            disabled={busy}
            onClick={() => onApprove(row)}
          >
            <Check aria-hidden /> {t("talents.admin.table.approve")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t("talents.admin.table.rejectNamed", named)}
            disabled={busy}
            onClick={() => onReject(row)}
          >
            <X aria-hidden /> {t("talents.admin.table.reject")}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        <Button asChild size="sm" variant="outline" aria-label={t("talents.admin.table.editNamed", named)}>
          <Link to={`/admin-panel/talents/edit/${row.id}`}>
            <Pencil aria-hidden /> {t("talents.admin.table.edit")}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t("talents.admin.table.deleteNamed", named)}
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden className="text-danger" /> {t("talents.admin.table.delete")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The talents of one tab: a table from 1280 px, where its eight columns fit beside the sidebar, and
 * cards below (on a phone or a tablet the table would scroll inside its frame, its actions out of
 * sight). Both carry the same columns and actions.
 */
export function TalentsTable({
  rows,
  caption,
  ...actions
}: RowActions & { rows: AdminTalentRow[]; caption: string }) {
  const t = useT();
  const { number } = useFormat();
  const { na, orNa } = useCells();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-border xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wider text-muted-foreground">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold">
                  {t(h)}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 font-semibold">
                <span className="sr-only">{t("talents.admin.table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-3 font-medium">
                  {row.name}
                </th>
                <td className="px-3 py-3">{orNa(row.age)}</td>
                <td className="px-3 py-3">{row.category ? categoryLabel(t, row.category) : na}</td>
                <td className="px-3 py-3">{row.subcategory ? subcategoryLabel(t, row.subcategory) : na}</td>
                <td className="px-3 py-3">{orNa(row.location)}</td>
                <td className="px-3 py-3">
                  {row.paymentOptions.length ? <PaymentOptionBadges options={row.paymentOptions} /> : na}
                </td>
                <td className="px-3 py-3">
                  <Status row={row} />
                </td>
                <td className="px-3 py-3">{number(row.findings)}</td>
                <td className="px-3 py-3">
                  <Actions row={row} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <RecordCards label={caption} className="xl:hidden">
        {rows.map((row) => (
          <RecordCard
            key={row.id}
            title={row.name}
            aside={<Status row={row} />}
            actions={<Actions row={row} {...actions} />}
          >
            <RecordField label={t("talents.admin.table.age")}>{orNa(row.age)}</RecordField>
            <RecordField label={t("talents.admin.table.location")}>{orNa(row.location)}</RecordField>
            <RecordField label={t("talents.admin.table.category")}>
              {row.category ? categoryLabel(t, row.category) : na}
            </RecordField>
            <RecordField label={t("talents.admin.table.subcategory")}>
              {row.subcategory ? subcategoryLabel(t, row.subcategory) : na}
            </RecordField>
            <RecordField label={t("talents.admin.table.options")}>
              {row.paymentOptions.length ? <PaymentOptionBadges options={row.paymentOptions} /> : na}
            </RecordField>
            <RecordField label={t("reviewChecks.column")}>{number(row.findings)}</RecordField>
          </RecordCard>
        ))}
      </RecordCards>
    </>
  );
}
