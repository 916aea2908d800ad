import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { Gateway } from './api';
import { currencyForGateway, EMPTY_PAYMENT_POINT, type PaymentPointInput, paymentPointSchema } from './schemas';

const text = ru.billing.form.validation;

const gateways: Gateway[] = [
  { code: 'yookassa', name: 'ЮKassa', currencies: ['RUB'] },
  { code: 'cloudpayments', name: 'CloudPayments', currencies: ['RUB', 'KZT', 'USD', 'EUR'] },
  { code: 'stripe', name: 'Stripe', currencies: ['USD', 'EUR', 'GBP'] },
];

function check(input: Partial<PaymentPointInput>) {
  return v.safeParse(paymentPointSchema(gateways), { ...EMPTY_PAYMENT_POINT, ...input });
}

/** The first message per field of a failed parse. */
function messages(input: Partial<PaymentPointInput>): Record<string, string> {
  const result = check(input);
  if (result.success) return {};
  const flat = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(flat).map(([key, list]) => [key, list?.[0] ?? '']));
}

describe('paymentPointSchema', () => {
  it('gives the payload of a valid form, the name trimmed', () => {
    const result = check({ name: '  Спа  ', gateway: 'stripe', currency: 'EUR', isActive: false });
    expect(result.success && result.output).toEqual({
      name: 'Спа',
      gateway: 'stripe',
      currency: 'EUR',
      isActive: false,
    });
  });

  it('asks for a name, a gateway and a currency', () => {
    expect(messages({ name: '   ' })).toEqual({
      name: text.required,
      gateway: text.gatewayRequired,
      currency: text.currencyRequired,
    });
  });

  it('limits the name to 100 characters', () => {
    expect(messages({ name: 'я'.repeat(101), gateway: 'stripe', currency: 'EUR' })).toEqual({
      name: text.maxLength(100),
    });
    expect(check({ name: 'я'.repeat(100), gateway: 'stripe', currency: 'EUR' }).success).toBe(true);
  });

  it('takes only a gateway of the list', () => {
    expect(messages({ name: 'Спа', gateway: 'paypal', currency: 'USD' })).toEqual({ gateway: text.gatewayUnknown });
  });

  it('refuses a currency the chosen gateway does not take, with the server’s words', () => {
    expect(messages({ name: 'Спа', gateway: 'yookassa', currency: 'USD' })).toEqual({
      currency: 'Шлюз «ЮKassa» принимает только: RUB.',
    });
    expect(messages({ name: 'Спа', gateway: 'stripe', currency: 'RUB' })).toEqual({
      currency: text.currencyNotTaken('Stripe', ['USD', 'EUR', 'GBP']),
    });
  });
});

describe('currencyForGateway', () => {
  it('keeps a currency the new gateway takes', () => {
    expect(currencyForGateway(gateways, 'cloudpayments', 'EUR')).toBe('EUR');
  });

  it('picks the only currency of a single-currency gateway', () => {
    expect(currencyForGateway(gateways, 'yookassa', 'EUR')).toBe('RUB');
    expect(currencyForGateway(gateways, 'yookassa', null)).toBe('RUB');
  });

  it('empties a currency the new gateway does not take, and without a gateway', () => {
    expect(currencyForGateway(gateways, 'stripe', 'RUB')).toBeNull();
    expect(currencyForGateway(gateways, null, 'RUB')).toBeNull();
    expect(currencyForGateway(gateways, 'paypal', 'USD')).toBeNull();
  });
});
