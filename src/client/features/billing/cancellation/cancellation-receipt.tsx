import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFormat, useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import type { CancellationReceipt, CancellationRequest } from "#shared/billing/cancellation.schema";
import { planById } from "#shared/catalogue/plans";
import { formatLongDate } from "../components/subscription-display.ts";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * The confirmation of receipt (§ 312k (4) BGB), shown at once: the date and time of receipt, what was
 * sent, when it is to take effect, and for a signed-in account whose plan it ended, when that plan ends.
 */
export function CancellationReceiptView({
  receipt,
  sent,
}: {
  receipt: CancellationReceipt;
  sent: CancellationRequest;
}) {
  const t = useT();
  const language = useLanguage();
  const { dateTime, calendarDate } = useFormat();
  return (
    <section
      role="status"
      aria-labelledby="cancellation-received-heading"
      className="rounded-2xl border border-border bg-surface p-6 md:p-8"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden />
      <h2 id="cancellation-received-heading" className="mt-4 font-display text-2xl font-semibold">
        {t("billing.cancelContract.received.title")}
      </h2>
      <p className="mt-2 text-lg">
        {t("billing.cancelContract.received.at", { dateTime: dateTime(receipt.receivedAt) })}
      </p>
      {receipt.outcome === "plan-ends" && receipt.planName ? (
        <p className="mt-3">
          {receipt.endsAt
            ? t("billing.cancelContract.received.planEnds", {
                plan: receipt.planName,
                date: formatLongDate(language, receipt.endsAt),
              })
            : t("billing.cancelContract.received.planEndsAtPeriodEnd", { plan: receipt.planName })}
        </p>
      ) : (
        <p className="mt-3">{t("billing.cancelContract.received.next")}</p>
      )}
      <p className="mt-3 text-muted-foreground">
        {t("billing.cancelContract.received.mailed", { email: sent.email })}
      </p>
      <h3 className="mt-6 font-sans text-base font-semibold">
        {t("billing.cancelContract.received.content")}
      </h3>
      <dl className="mt-3 space-y-2">
        <Line label={t("billing.cancelContract.name")}>{sent.name}</Line>
        <Line label={t("billing.cancelContract.email")}>{sent.email}</Line>
        <Line label={t("billing.cancelContract.contract")}>
          {t("billing.cancelContract.planOption", { plan: planById(sent.planId).name })}
        </Line>
        <Line label={t("billing.cancelContract.kind")}>
          {t(
            sent.kind === "extraordinary"
              ? "billing.cancelContract.extraordinary"
              : "billing.cancelContract.ordinary",
          )}
        </Line>
        {sent.kind === "extraordinary" ? (
          <Line label={t("billing.cancelContract.reason")}>{sent.reason}</Line>
        ) : null}
        <Line label={t("billing.cancelContract.effective")}>
          {sent.effective === "date" ? calendarDate(sent.effectiveDate) : t("billing.cancelContract.asap")}
        </Line>
      </dl>
    </section>
  );
}
