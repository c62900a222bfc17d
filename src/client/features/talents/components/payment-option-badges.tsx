import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import type { PaymentOption } from "#shared/talents/talent.schema";

/** PAY in green, the others in purple; the code is written out too, so colour is never the only signal. */
export function PaymentOptionBadges({ options }: { options: PaymentOption[] }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <span
          key={option}
          title={paymentOptionLabel(t, option)}
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold",
            option === "PAY" ? "bg-success-surface text-success" : "bg-info-surface text-info",
          )}
        >
          {option}
          <span className="sr-only"> ({paymentOptionLabel(t, option)})</span>
        </span>
      ))}
    </span>
  );
}
