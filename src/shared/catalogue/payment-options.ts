import type { Translate } from "#shared/i18n/translator";
import type { PaymentOption } from "#shared/talents/talent.schema";

/*
 * How a talent works for pay: each option's name ("Paid Work"), its tag on a profile ("TFP
 * Available") and what it means, from the catalogs (`catalogue.payment.<option>.*`).
 */

/** Every option, checked against the schema's list (a type import: the public pages load no zod). */
const OPTIONS: Record<PaymentOption, true> = { PAY: true, TFP: true };
const isPaymentOption = (option: string): option is PaymentOption => Object.hasOwn(OPTIONS, option);

/** An option's name, or the option itself when unknown. */
export function paymentOptionLabel(t: Translate, option: string): string {
  return isPaymentOption(option) ? t(`catalogue.payment.${option}.label`) : option;
}

/** An option's tag on a profile ("TFP Available"). */
export const paymentOptionTag = (t: Translate, option: PaymentOption): string =>
  t(`catalogue.payment.${option}.tag`);

/** What an option means ("Works on paid assignments."). */
export const paymentOptionDescription = (t: Translate, option: PaymentOption): string =>
  t(`catalogue.payment.${option}.description`);
