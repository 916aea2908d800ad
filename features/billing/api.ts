import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { choiceList, flag, listOf, PAGE_ALL, requiredText, text } from '@/lib/http/schemas';

/**
 * Fetchers of the billing area (docs/CONTRACTS.md, «Billing»): the payment gateways the hotel can take money
 * through and the hotel's payment points. Every response is validated here.
 */

/**
 * The gateways are a choice list in any form DRF projects send one (lib/http/schemas.ts `choiceList`:
 * `[{code, name, currencies}]`, the model's `[code, name]` choices…): each needs its code; the name the cards show
 * falls back to it. The currencies a gateway takes are read when it says (`null` when not): the page then offers
 * the hotel's currencies for it (BillingPage, schemas.ts `offeredGateways`).
 */
const gatewaysSchema = v.pipe(
  choiceList({ currencies: v.nullish(v.array(v.string()), null) }),
  v.transform((entries) =>
    entries.map(({ value, displayName, currencies }) => ({ code: value, name: displayName, currencies })),
  ),
);
/** A payment gateway as the backend describes it: the currencies it takes (ISO 4217 codes), null when not said. */
export type SentGateway = v.InferOutput<typeof gatewaysSchema>[number];
/** A payment gateway and the currencies the form offers for it. */
export interface Gateway {
  code: string;
  name: string;
  currencies: string[];
}

/**
 * A point needs its id and the name the list shows. A gateway or currency the backend does not send reads as ''
 * (shown as «—»); a point that does not say whether it takes payments does (as a new one). The hotel it belongs
 * to is the one asked for (SPEC §7: filtered by hotel), so its `hotel` key is not read.
 */
const paymentPointSchema = v.object({
  id: v.number(),
  name: requiredText(),
  gateway: text(),
  currency: text(),
  isActive: flag(true),
});
/** A place or purpose the hotel takes payments for (the restaurant, the spa), through one gateway in one currency. */
export type PaymentPoint = v.InferOutput<typeof paymentPointSchema>;

/** `GET /dashboard/billing/gateways/` — the gateways available to every hotel. */
export function fetchGateways(signal?: AbortSignal): Promise<SentGateway[]> {
  return http.get('/dashboard/billing/gateways/', gatewaysSchema, { signal });
}

/** `GET /dashboard/billing/payment_points/?hotel=` — the hotel's payment points on one page, by name. */
export async function fetchPaymentPoints(hotelId: number, signal?: AbortSignal): Promise<PaymentPoint[]> {
  const searchParams = { ...PAGE_ALL, hotel: hotelId };
  return (await http.get('/dashboard/billing/payment_points/', listOf(paymentPointSchema), { signal, searchParams }))
    .results;
}

export interface NewPaymentPoint {
  hotel: number;
  name: string;
  gateway: string;
  currency: string;
  isActive: boolean;
}

/** `POST /dashboard/billing/payment_points/` → the new point (administrators of the hotel only). */
export function createPaymentPoint(payload: NewPaymentPoint): Promise<PaymentPoint> {
  return http.post('/dashboard/billing/payment_points/', paymentPointSchema, { json: payload });
}
