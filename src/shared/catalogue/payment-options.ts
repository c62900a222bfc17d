import type { PaymentOption } from "#shared/talents/talent.schema";

export const PAYMENT_OPTION_INFO: Record<PaymentOption, { label: string; tag: string; description: string }> =
  {
    PAY: { label: "Paid Work", tag: "Paid Work", description: "Works on paid assignments." },
    TFP: {
      label: "Time for Prints",
      tag: "TFP Available",
      description: "Open to collaborations paid in pictures, not money.",
    },
  };

export function paymentOptionLabel(option: string): string {
  return PAYMENT_OPTION_INFO[option as PaymentOption]?.label ?? option;
}
