/**
 * Billing (docs/CONTRACTS.md, «Billing»): the payment gateways a hotel can take money through, each with the
 * currencies it accepts, and the rules of a payment point (a named place of payment bound to one gateway and one
 * currency). The gateways are code, not data: adding one means code that talks to it.
 */
import { CURRENCIES } from './dictionaries';

/** One gateway as `GET /dashboard/billing/gateways/` answers it. */
export interface Gateway {
  code: string;
  name: string;
  /** ISO 4217 codes, in the order the dashboard offers them. */
  currencies: readonly string[];
}

/**
 * The gateways. Cash at the reception takes whatever the hotel can bill in: the very list of
 * `GET /dashboard/hotels/currency_list/`, so the two can never disagree.
 */
export const GATEWAYS: readonly Gateway[] = [
  { code: 'yookassa', name: 'ЮKassa', currencies: ['RUB'] },
  { code: 'tbank', name: 'Т-Касса', currencies: ['RUB'] },
  { code: 'cloudpayments', name: 'CloudPayments', currencies: ['RUB', 'KZT', 'USD', 'EUR'] },
  { code: 'stripe', name: 'Stripe', currencies: ['USD', 'EUR', 'GBP'] },
  { code: 'cash', name: 'Оплата на ресепшн', currencies: CURRENCIES.map((currency) => currency.code) },
];

/** The gateway of a code, or undefined. */
export function gatewayOf(code: string): Gateway | undefined {
  return GATEWAYS.find((gateway) => gateway.code === code);
}

/** Every currency some gateway takes (a point's currency must at least be one of these). */
export const BILLING_CURRENCIES: readonly string[] = [...new Set(GATEWAYS.flatMap((gateway) => gateway.currencies))];

export const POINT_NAME_MAX_LENGTH = 100;

/** Texts of the payment points' own errors (DRF's standard ones come from server/http/field-texts.ts). */
export const BILLING_TEXT = {
  adminOnly: 'Точки оплаты может добавлять только администратор отеля.',
  nameTaken: 'Точка с таким названием уже есть.',
  currencyNotTaken: (gateway: Gateway) => `Шлюз «${gateway.name}» принимает только: ${gateway.currencies.join(', ')}.`,
} as const;
