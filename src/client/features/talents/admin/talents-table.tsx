import { Check, Eye, Globe, Pencil, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import type { AdminTalentRow } from "#shared/talents/admin-talents.schema";
import { PaymentOptionBadges } from "../components/payment-option-badges.tsx";
import { TalentStatusBadge } from "../components/talent-status-badge.tsx";

export type RowActions = {
  onApprove: (row: AdminTalentRow) => void;
  onReject: (row: AdminTalentRow) => void;
  onDelete: (row: AdminTalentRow) => void;
  busy: boolean;
};

const orNa = (text: string | number | null) => (text === null || text === "" ? "N/A" : text);

/** The review status, and for a live profile whose change waits (or was rejected), that it is live. */
function Status({ row }: { row: AdminTalentRow }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <TalentStatusBadge status={row.status} />
      {row.live && row.status !== "approved" ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-success-surface px-2 py-0.5 text-xs font-semibold text-success"
          title="The approved version stays public while this change waits for review."
        >
          <Globe className="size-3.5" aria-hidden /> Live
        </span>
      ) : null}
    </span>
  );
}

/** Edit on every row; Review, Approve and Reject on pending rows only; Delete on every row. */
function Actions({ row, onApprove, onReject, onDelete, busy }: RowActions & { row: AdminTalentRow }) {
  const pending = row.status === "pending";
  return (
    <div className="flex flex-col items-start gap-1.5">
      {pending ? (
        <div className="flex flex-wrap gap-1.5">
          <Button asChild size="sm" variant="outline" aria-label={`Review ${row.name}`}>
            <Link to={`/admin-panel/talents/review/${row.id}`}>
              <Eye aria-hidden /> Review
            </Link>
          </Button>
          <Button size="sm" aria-label={`Approve ${row.name}`} disabled={busy} onClick={() => onApprove(row)}>
            <Check aria-hidden /> Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${row.name}`}
            disabled={busy}
            onClick={() => onReject(row)}
          >
            <X aria-hidden /> Reject
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        <Button asChild size="sm" variant="outline" aria-label={`Edit ${row.name}`}>
          <Link to={`/admin-panel/talents/edit/${row.id}`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)}>
          <Trash2 aria-hidden className="text-danger" /> Delete
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
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-border xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wider text-muted-foreground">
            <tr>
              {["Name", "Age", "Category", "Subcategory", "Location", "Options", "Status"].map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 font-semibold">
                <span className="sr-only">Actions</span>
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
                <td className="px-3 py-3">{row.category ? categoryLabel(t, row.category) : "N/A"}</td>
                <td className="px-3 py-3">
                  {row.subcategory ? subcategoryLabel(t, row.subcategory) : "N/A"}
                </td>
                <td className="px-3 py-3">{orNa(row.location)}</td>
                <td className="px-3 py-3">
                  {row.paymentOptions.length ? <PaymentOptionBadges options={row.paymentOptions} /> : "N/A"}
                </td>
                <td className="px-3 py-3">
                  <Status row={row} />
                </td>
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
            <RecordField label="Age">{orNa(row.age)}</RecordField>
            <RecordField label="Location">{orNa(row.location)}</RecordField>
            <RecordField label="Category">
              {row.category ? categoryLabel(t, row.category) : "N/A"}
            </RecordField>
            <RecordField label="Subcategory">
              {row.subcategory ? subcategoryLabel(t, row.subcategory) : "N/A"}
            </RecordField>
            <RecordField label="Options">
              {row.paymentOptions.length ? <PaymentOptionBadges options={row.paymentOptions} /> : "N/A"}
            </RecordField>
          </RecordCard>
        ))}
      </RecordCards>
    </>
  );
}
