import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';
import type { Gateway, NewPaymentPoint, SentGateway } from './api';

/**
 * The payment point form's rules, the one source of its validation (ARCHITECTURE rule 7), mirroring the server's
 * (docs/CONTRACTS.md, «Billing»): a name of at most 100 characters, a gateway of the list, and a currency the
 * chosen gateway takes. The name's uniqueness in the hotel stays the server's (shown on the field).
 */

const text = ru.billing.form.validation;

export const POINT_NAME_MAX_LENGTH = 100;

/**
 * The gateways as the form and the cards offer them: a gateway that does not say which currencies it takes is
 * offered in the hotel's currencies (`hotelCurrencies`, the codes of the session's currency list; none while that
 * is unknown).
 */
export function offeredGateways(gateways: readonly SentGateway[], hotelCurrencies: readonly string[]): Gateway[] {
  return gateways.map((gateway) => ({ ...gateway, currencies: gateway.currencies ?? [...hotelCurrencies] }));
}

/** The currencies a gateway takes; none for an unknown or unchosen one. */
export function currenciesOf(gateways: readonly Gateway[], code: string | null): string[] {
  return gateways.find((gateway) => gateway.code === code)?.currencies ?? [];
}

/**
 * The currency to keep after the gateway changed: the chosen one when the new gateway takes it too, the only one
 * when the gateway takes just one (ЮKassa: RUB), else none — the user picks again.
 */
export function currencyForGateway(
  gateways: readonly Gateway[],
  code: string | null,
  currency: string | null,
): string | null {
  const currencies = currenciesOf(gateways, code);
  if (currency !== null && currencies.includes(currency)) return currency;
  return currencies.length === 1 ? currencies[0]! : null;
}

/** The form's values as the fields hold them (the selects are empty until chosen). */
export interface PaymentPointInput {
  name: string;
  gateway: string | null;
  currency: string | null;
  isActive: boolean;
}

/** What a valid form gives: the point without its hotel (the page adds the active one). */
export type PaymentPointValues = Omit<NewPaymentPoint, 'hotel'>;

/** A new point: active, nothing chosen. */
export const EMPTY_PAYMENT_POINT: PaymentPointInput = { name: '', gateway: null, currency: null, isActive: true };

/** The form's schema against the gateways on offer (the currency check needs the chosen one's currencies). */
export function paymentPointSchema(gateways: readonly Gateway[]) {
  return v.pipe(
    v.object({
      name: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(text.required),
        v.maxLength(POINT_NAME_MAX_LENGTH, text.maxLength(POINT_NAME_MAX_LENGTH)),
      ),
      gateway: v.pipe(
        v.nullable(v.string()),
        v.check((value) => value !== null && value !== '', text.gatewayRequired),
        v.check((value) => gateways.some((gateway) => gateway.code === value), text.gatewayUnknown),
      ),
      currency: v.pipe(
        v.nullable(v.string()),
        v.check((value) => value !== null && value !== '', text.currencyRequired),
      ),
      isActive: v.boolean(),
    }),
    // Only about a known gateway and a chosen currency: an empty or unknown one has its own message already.
    v.forward(
      v.partialCheck(
        [['gateway'], ['currency']],
        (input) => {
          const gateway = gateways.find((item) => item.code === input.gateway);
          return !gateway || !input.currency || gateway.currencies.includes(input.currency);
        },
        (issue) => {
          const input = issue.input as { gateway: string | null };
          const gateway = gateways.find((item) => item.code === input.gateway);
          return text.currencyNotTaken(gateway?.name ?? '', gateway?.currencies ?? []);
        },
      ),
      ['currency'],
    ),
    v.transform(
      (input): PaymentPointValues => ({
        name: input.name,
        gateway: input.gateway ?? '',
        currency: input.currency ?? '',
        isActive: input.isActive,
      }),
    ),
  );
}

/**
 * The form field a server error key lands on (DRF answers camelCase; snake_case is accepted too). Keys not listed
 * here (`hotel`, `nonFieldErrors`, `detail`) show above the buttons.
 */
export const SERVER_FIELDS = {
  name: 'name',
  gateway: 'gateway',
  currency: 'currency',
  isActive: 'isActive',
  is_active: 'isActive',
} as const satisfies Record<string, keyof PaymentPointInput>;
