import { describe, expect, it } from 'vitest';
import { BILLING_TEXT, GATEWAYS, type Gateway } from '../domain/billing';
import { CURRENCIES } from '../domain/dictionaries';
import { makeHotel } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, login, matching, NO_HOTELS, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { PaymentPointResponse } from './billing';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;
type Point = Omit<PaymentPointResponse, 'createdAt'> & { createdAt: string };

function points(query: string, token = admin, headers: Record<string, string> = {}) {
  return call<Paged<Point> & Errors & Detail>(server, `/dashboard/billing/payment_points/${query}`, { token, headers });
}

function createPoint(json: unknown, token = admin, headers: Record<string, string> = {}) {
  return call<Point & Errors & Detail>(server, '/dashboard/billing/payment_points/', { token, json, headers });
}

/** A hotel of the test's own, administered by admin@ (so creating points there changes no other test's list). */
let hotelSerial = 0;
function freshHotel(): Promise<number> {
  hotelSerial += 1;
  return makeHotel(server.app, { name: `Касса ${hotelSerial}`, admins: [ADMIN.email] });
}

describe('GET /dashboard/billing/gateways/', () => {
  it('answers the fixed list; cash takes every currency of the hotel currency list', async () => {
    const response = await call<Gateway[]>(server, '/dashboard/billing/gateways/', { token: manager });
    expect(response.status).toBe(200);
    expect(response.body.map((gateway) => gateway.code)).toEqual([
      'yookassa',
      'tbank',
      'cloudpayments',
      'stripe',
      'cash',
    ]);
    expect(response.body[0]).toEqual({ code: 'yookassa', name: 'ЮKassa', currencies: ['RUB'] });
    expect(response.body.find((gateway) => gateway.code === 'stripe')?.currencies).toEqual(['USD', 'EUR', 'GBP']);
    const currencyList = await call<{ code: string }[]>(server, '/dashboard/hotels/currency_list/', { token: manager });
    expect(response.body.find((gateway) => gateway.code === 'cash')).toEqual({
      code: 'cash',
      name: 'Оплата на ресепшн',
      currencies: currencyList.body.map((currency) => currency.code),
    });
    expect(response.body).toEqual(JSON.parse(JSON.stringify(GATEWAYS)));
  });

  it('needs a signed-in user but no hotel', async () => {
    expect((await call(server, '/dashboard/billing/gateways/')).status).toBe(401);
    const noHotels = await login(server, NO_HOTELS);
    expect((await call(server, '/dashboard/billing/gateways/', { token: noHotels.access })).status).toBe(200);
  });
});

describe('GET /dashboard/billing/payment_points/', () => {
  it('pages the seeded points of the hotel by name, for its managers too', async () => {
    const response = await points('?hotel=2', manager);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(response.body.results.map((point) => [point.name, point.gateway, point.currency, point.isActive])).toEqual([
      ['Иностранные карты', 'stripe', 'EUR', true],
      ['Онлайн-оплата', 'yookassa', 'RUB', true],
      ['Ресепшн', 'cash', 'RUB', true],
    ]);
    expect(response.body.results[0]).toEqual({
      id: anyNumber,
      hotel: 2,
      name: 'Иностранные карты',
      gateway: 'stripe',
      currency: 'EUR',
      isActive: true,
      createdAt: matching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const first = await points('?hotel=1&page_size=2');
    expect(first.body.count).toBe(3);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toMatch(/hotel=1/);
    expect(first.body.results.some((point) => !point.isActive)).toBe(false);
    const second = await call<Paged<Point>>(
      server,
      new URL(first.body.next!).pathname + new URL(first.body.next!).search,
      { token: admin },
    );
    expect(second.body.results.map((point) => [point.name, point.isActive])).toEqual([['Терминал в ресторане', false]]);
  });

  it('requires the hotel parameter, a number', async () => {
    expect(await points('')).toMatchObject({ status: 400, body: { hotel: ['This field is required.'] } });
    expect(await points('?hotel=')).toMatchObject({ status: 400, body: { hotel: ['This field is required.'] } });
    expect(await points('?hotel=abc')).toMatchObject({
      status: 400,
      body: { hotel: ['A valid integer is required.'] },
    });
    expect(await points('?hotel=1.5')).toMatchObject({
      status: 400,
      body: { hotel: ['A valid integer is required.'] },
    });
    const russian = await points('', admin, { 'accept-language': 'ru' });
    expect(russian.body).toEqual({ hotel: ['Обязательное поле.'] });
  });

  it('refuses a hotel that is not the user’s, whatever Managed-Hotel says', async () => {
    const foreign = await points('?hotel=1', manager);
    expect(foreign).toMatchObject({ status: 403, body: { detail: 'You do not have access to this hotel.' } });
    const withHeader = await call<Detail>(server, '/dashboard/billing/payment_points/?hotel=1', {
      token: manager,
      hotel: 2,
    });
    expect(withHeader.status).toBe(403);
    expect((await points('?hotel=999999')).status).toBe(403);
    expect((await call(server, '/dashboard/billing/payment_points/?hotel=1')).status).toBe(401);
  });
});

describe('POST /dashboard/billing/payment_points/', () => {
  it('creates a point that then appears in the hotel’s list', async () => {
    const hotel = await freshHotel();
    const created = await createPoint({ hotel, name: '  Бар у бассейна ', gateway: 'cloudpayments', currency: 'kzt' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      id: anyNumber,
      hotel,
      name: 'Бар у бассейна',
      gateway: 'cloudpayments',
      currency: 'KZT',
      isActive: true,
      createdAt: matching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const off = await createPoint({
      hotel: String(hotel),
      name: 'Агентства',
      gateway: 'cash',
      currency: 'AMD',
      is_active: 'false',
    });
    expect(off.status).toBe(201);
    expect(off.body).toMatchObject({ hotel, currency: 'AMD', isActive: false });

    const list = await points(`?hotel=${hotel}`);
    expect(list.body.results.map((point) => [point.id, point.name, point.isActive])).toEqual([
      [off.body.id, 'Агентства', false],
      [created.body.id, 'Бар у бассейна', true],
    ]);
    // Another hotel's list does not show them.
    expect((await points('?hotel=1')).body.results.some((point) => point.hotel !== 1)).toBe(false);
  });

  it('is for the hotel’s administrators only', async () => {
    const asManager = await createPoint(
      { hotel: 2, name: 'Касса менеджера', gateway: 'cash', currency: 'RUB' },
      manager,
    );
    expect(asManager).toMatchObject({ status: 403, body: { detail: BILLING_TEXT.adminOnly } });
    expect(BILLING_TEXT.adminOnly).toBe('Точки оплаты может добавлять только администратор отеля.');
    // admin@ only manages hotel 3.
    const managedOnly = await createPoint({ hotel: 3, name: 'Касса', gateway: 'cash', currency: 'RUB' });
    expect(managedOnly).toMatchObject({ status: 403, body: { detail: BILLING_TEXT.adminOnly } });
    // A hotel that is not the user's at all is the foreign-hotel 403, before any field is looked at.
    const foreign = await createPoint({ hotel: 1, name: '', gateway: 'nope' }, manager);
    expect(foreign).toMatchObject({ status: 403, body: { detail: 'You do not have access to this hotel.' } });
    expect((await points('?hotel=2', manager)).body.count).toBe(3);
  });

  it('checks every field at once; a malformed hotel is a 400 among them', async () => {
    const empty = await createPoint({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      hotel: ['This field is required.'],
      name: ['This field is required.'],
      gateway: ['This field is required.'],
      currency: ['This field is required.'],
    });
    const bad = await createPoint({
      hotel: 'first',
      name: 'x'.repeat(101),
      gateway: 'bitcoin',
      currency: 'XYZ',
      isActive: 'maybe',
    });
    expect(bad.body).toEqual({
      hotel: ['A valid integer is required.'],
      name: ['Ensure this field has no more than 100 characters.'],
      gateway: ['"bitcoin" is not a valid choice.'],
      currency: ['"XYZ" is not a valid choice.'],
      isActive: ['Must be a valid boolean.'],
    });
    const hotel = await freshHotel();
    const blank = await createPoint({ hotel, name: '   ', gateway: 'cash', currency: 'RUB' });
    expect(blank).toMatchObject({ status: 400, body: { name: ['This field may not be blank.'] } });
  });

  it('takes only a currency the gateway accepts', async () => {
    const hotel = await freshHotel();
    const rouble = await createPoint({ hotel, name: 'Stripe', gateway: 'stripe', currency: 'RUB' });
    expect(rouble).toMatchObject({
      status: 400,
      body: { currency: ['Шлюз «Stripe» принимает только: USD, EUR, GBP.'] },
    });
    const euro = await createPoint({ hotel, name: 'ЮKassa', gateway: 'yookassa', currency: 'EUR' });
    expect(euro.body).toEqual({ currency: ['Шлюз «ЮKassa» принимает только: RUB.'] });
    // Cash takes the whole currency list (a currency no gateway knows is an invalid choice, not a mismatch).
    for (const { code } of CURRENCIES.slice(0, 3)) {
      expect((await createPoint({ hotel, name: `Наличные ${code}`, gateway: 'cash', currency: code })).status).toBe(
        201,
      );
    }
    const gbpCash = await createPoint({ hotel, name: 'Фунты', gateway: 'cash', currency: 'GBP' });
    expect(gbpCash.body).toEqual({
      currency: ['Шлюз «Оплата на ресепшн» принимает только: RUB, USD, EUR, KZT, BYN, AMD, GEL, AED, TRY, CNY.'],
    });
  });

  it('refuses a name already used in the hotel, ignoring case; other hotels may reuse it', async () => {
    const duplicate = await createPoint({ hotel: 1, name: 'РЕСЕПШН', gateway: 'cash', currency: 'RUB' });
    expect(duplicate).toMatchObject({ status: 400, body: { name: ['Точка с таким названием уже есть.'] } });
    const hotel = await freshHotel();
    expect((await createPoint({ hotel, name: 'Ресепшн', gateway: 'cash', currency: 'RUB' })).status).toBe(201);
    // Two at once: one wins, the other gets the same 400 (the unique index decides the race).
    const race = await Promise.all(
      [1, 2].map(() => createPoint({ hotel, name: 'Гонка', gateway: 'tbank', currency: 'RUB' })),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(race.find((response) => response.status === 400)?.body).toEqual({
      name: ['Точка с таким названием уже есть.'],
    });
  });

  it('speaks Russian to the dashboard', async () => {
    const hotel = await freshHotel();
    const response = await createPoint({ hotel, name: 'Точка', gateway: 'bitcoin', currency: 'RUB' }, admin, {
      'accept-language': 'ru',
    });
    expect(response.body).toEqual({ gateway: ['Значения «bitcoin» нет среди допустимых вариантов.'] });
  });
});
