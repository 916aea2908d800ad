import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotels, serviceOrders, services } from '../db/schema';
import { images } from '../media/schema';
import { testPng } from '../media/test-images';
import { insertOrder, makeHotel, makeService, makeStay } from '../testing/fixtures';
import { ADMIN, anyNumber, anyString, call, type Detail, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { ServiceResponse } from './services';

const { server, admin, manager } = await startSignedInServer();

type Service = Omit<ServiceResponse, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type Errors = Record<string, string[]>;

/** A hotel of this file's own (administered by admin@), so counts and names see only what the tests made. */
let hotel: number;

beforeAll(async () => {
  hotel = await makeHotel(server.app, { name: 'Тестовый отель услуг', admins: [ADMIN.email] });
});

function api<T>(path: string, options: { method?: string; json?: unknown; hotel?: number; token?: string } = {}) {
  return call<T>(server, path, {
    token: options.token ?? admin,
    hotel: options.hotel ?? hotel,
    method: options.method,
    json: options.json,
  });
}

function list(query = '', hotelId = hotel) {
  return api<Paged<Service>>(`/dashboard/services/${query}`, { hotel: hotelId });
}

function create(body: unknown, hotelId = hotel) {
  return api<Service & Errors>('/dashboard/services/', { json: body, hotel: hotelId });
}

function put(id: number, body: unknown, hotelId = hotel) {
  return api<Service & Errors>(`/dashboard/services/${id}/`, { method: 'PUT', json: body, hotel: hotelId });
}

function remove(id: number, hotelId = hotel) {
  return api<Detail & { ordersCount?: number }>(`/dashboard/services/${id}/`, { method: 'DELETE', hotel: hotelId });
}

let serial = 0;
/** A unique name, so tests never trip over each other's names in the shared hotel. */
function uniqueName(base = 'Услуга'): string {
  serial += 1;
  return `${base} ${serial}`;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

describe('GET /dashboard/services/', () => {
  it('pages the seeded services of the active hotel with every field, by position, inactive ones included', async () => {
    const response = await list('?page_size=999', 1);
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(response.body.count).toBe(results.length);
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results[0]).toEqual({
      id: anyNumber,
      name: anyString,
      description: anyString,
      serviceType: anyString,
      price: anyString,
      currency: 'RUB',
      approveType: anyString,
      bookingType: anyString,
      geoLevel: anyString,
      feedbackVariant: anyString,
      availability: anyObject(),
      responseMinutes: expect.toBeOneOf([anyNumber, null]) as unknown,
      completionMinutes: expect.toBeOneOf([anyNumber, null]) as unknown,
      isActive: anyBoolean(),
      position: anyNumber,
      ordersCount: anyNumber,
      createdAt: anyString,
      updatedAt: anyString,
    });
    for (const service of results) {
      expect(service.availability.days.length).toBeGreaterThan(0);
      expect([service.availability.from, service.availability.to]).toEqual(
        service.availability.from === null
          ? [null, null]
          : [expect.stringMatching(/^\d{2}:\d{2}$/), expect.stringMatching(/^\d{2}:\d{2}$/)],
      );
    }
    const positions = results.map((service) => service.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(results.some((service) => !service.isActive)).toBe(true);
    for (const service of results) if (service.price !== null) expect(service.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives the seeded services realistic settings and their real order counts', async () => {
    const { results } = (await list('?page_size=999', 1)).body;
    const breakfast = results.find((service) => service.name === 'Завтрак в номер')!;
    expect(breakfast).toMatchObject({
      approveType: 'auto',
      bookingType: 'time',
      geoLevel: 'room',
      availability: { days: EVERY_DAY, from: '07:00', to: '11:00' },
      responseMinutes: 10,
      completionMinutes: 30,
    });
    const transfer = results.find((service) => service.name.startsWith('Трансфер'))!;
    expect(transfer).toMatchObject({
      approveType: 'manual',
      geoLevel: 'city',
      availability: { days: EVERY_DAY, from: null, to: null },
      responseMinutes: 30,
      completionMinutes: null,
    });
    // Some services set no response time: the dashboard's default applies to them.
    expect(results.some((service) => service.responseMinutes === null)).toBe(true);
    // Not every service has the column defaults: the settings step ran.
    expect(
      new Set(results.map((service) => `${service.approveType}/${service.bookingType}/${service.geoLevel}`)).size,
    ).toBeGreaterThan(3);

    const [row] = await server.app.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.hotelId, 1), eq(services.name, 'Завтрак в номер')));
    const [stored] = await server.app.db
      .select({ value: count() })
      .from(serviceOrders)
      .where(eq(serviceOrders.serviceId, row!.id));
    expect(breakfast.ordersCount).toBe(stored!.value);
    expect(breakfast.ordersCount).toBeGreaterThan(0);
    // The inactive one was never ordered (the seed's promise), so it can be deleted.
    expect(results.find((service) => !service.isActive)!.ordersCount).toBe(0);
  });

  it('searches names case-insensitively, ё and е alike', async () => {
    const name = uniqueName('Ёлочная гирлянда');
    await create({ name });
    await create({ name: uniqueName('Просто услуга') });
    for (const term of ['ёлочная', 'ЕЛОЧНАЯ', '  елочная   гирлянда ']) {
      const response = await list(`?search=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
      expect(response.body.results.map((service) => service.name)).toEqual([name]);
    }
    // LIKE wildcards are literal.
    expect((await list('?search=%25')).body.count).toBe(0);
  });

  it('filters by type and by active, and orders by name or position', async () => {
    const own = await makeHotel(server.app, { name: 'Отель фильтров', admins: [ADMIN.email] });
    const made = [
      await create({ name: 'Бассейн', serviceType: 'information', isActive: true }, own),
      await create({ name: 'аренда велосипеда', serviceType: 'booking', isActive: false }, own),
      await create({ name: 'Вино', serviceType: 'product', isActive: true }, own),
    ];
    for (const response of made) expect(response.status).toBe(201);

    expect((await list('?service_type=booking', own)).body.results.map((service) => service.name)).toEqual([
      'аренда велосипеда',
    ]);
    expect((await list('?is_active=false', own)).body.results.map((service) => service.name)).toEqual([
      'аренда велосипеда',
    ]);
    expect((await list('?is_active=true', own)).body.results.map((service) => service.name)).toEqual([
      'Бассейн',
      'Вино',
    ]);
    expect((await list('?is_active=', own)).body.count).toBe(3);
    expect((await list('?ordering=name', own)).body.results.map((service) => service.name)).toEqual([
      'аренда велосипеда',
      'Бассейн',
      'Вино',
    ]);
    expect((await list('?ordering=-name', own)).body.results.map((service) => service.name)).toEqual([
      'Вино',
      'Бассейн',
      'аренда велосипеда',
    ]);
    expect((await list('?ordering=-position', own)).body.results.map((service) => service.name)).toEqual([
      'Вино',
      'аренда велосипеда',
      'Бассейн',
    ]);
    expect((await list('', own)).body.results.map((service) => service.position)).toEqual([1, 2, 3]);
  });

  it('refuses bad filter values per parameter', async () => {
    const response = await list('?service_type=spa&is_active=maybe&ordering=price');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      serviceType: ['Выберите корректный вариант. spa нет среди допустимых значений.'],
      isActive: ['Выберите корректный вариант. maybe нет среди допустимых значений.'],
      ordering: ['Выберите корректный вариант. price нет среди допустимых значений.'],
    });
  });

  it('lists only the active hotel’s services and needs a hotel of the user', async () => {
    const other = await list('?page_size=999', 2);
    const mine = await list('?page_size=999', 1);
    const ids = new Set(mine.body.results.map((service) => service.id));
    expect(other.body.results.some((service) => ids.has(service.id))).toBe(false);

    const foreign = await api<Detail>('/dashboard/services/', { token: manager, hotel: 1 });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: 'You do not have access to this hotel.' });
  });
});

describe('POST /dashboard/services/', () => {
  it('creates a service with every field (201), camelCase or snake_case keys', async () => {
    const name = uniqueName('Экскурсия по крышам');
    const response = await create({
      name: `  ${name}  `,
      description: 'Два часа с гидом.',
      service_type: 'booking',
      price: '2500.5',
      currency: 'EUR',
      approve_type: 'manual',
      bookingType: 'date',
      geo_level: 'city',
      feedbackVariant: 'rating_and_comment',
      availability: { days: [6, 5, 6], from: '18:00', to: '02:00', extra: 1 },
      response_minutes: 60,
      completionMinutes: 120,
      is_active: false,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: anyNumber,
      name,
      description: 'Два часа с гидом.',
      serviceType: 'booking',
      price: '2500.50',
      currency: 'EUR',
      approveType: 'manual',
      bookingType: 'date',
      geoLevel: 'city',
      feedbackVariant: 'rating_and_comment',
      availability: { days: [5, 6], from: '18:00', to: '02:00' },
      responseMinutes: 60,
      completionMinutes: 120,
      isActive: false,
      position: anyNumber,
      ordersCount: 0,
      createdAt: anyString,
      updatedAt: anyString,
    });
    const read = await api<Service>(`/dashboard/services/${response.body.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('fills the defaults: the hotel’s currency, every day around the clock, active, free, last position', async () => {
    const own = await makeHotel(server.app, { name: 'Отель в тенге', admins: [ADMIN.email] });
    await server.app.db.update(hotels).set({ currency: 'KZT' }).where(eq(hotels.id, own));
    const first = await create({ name: 'Первая' }, own);
    const second = await create({ name: 'Вторая', price: 0 }, own);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      description: '',
      serviceType: 'service',
      price: null,
      currency: 'KZT',
      approveType: 'auto',
      bookingType: 'none',
      geoLevel: 'hotel',
      feedbackVariant: 'none',
      availability: { days: EVERY_DAY, from: null, to: null },
      responseMinutes: null,
      completionMinutes: null,
      isActive: true,
      position: 1,
    });
    expect(second.body).toMatchObject({ price: '0.00', position: 2 });
  });

  it('answers every field error at once, in Russian', async () => {
    const response = await create({
      name: '',
      description: 5,
      serviceType: 'spa',
      price: '-1',
      currency: 'XYZ',
      approveType: 'maybe',
      bookingType: 'hour',
      geoLevel: 'planet',
      feedbackVariant: 'stars',
      availability: { days: [], from: '25:00', to: '10:00' },
      isActive: 'sometimes',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      name: ['Это поле не может быть пустым.'],
      description: ['Ожидалась строка.'],
      serviceType: ['"spa" не является корректным значением.'],
      price: ['Убедитесь, что значение больше или равно 0.'],
      currency: ['"XYZ" не является корректным значением.'],
      approveType: ['"maybe" не является корректным значением.'],
      bookingType: ['"hour" не является корректным значением.'],
      geoLevel: ['"planet" не является корректным значением.'],
      feedbackVariant: ['"stars" не является корректным значением.'],
      availability: ['Выберите хотя бы один день недели.', 'Время указывается в формате ЧЧ:ММ, например 07:30.'],
      isActive: ['Требуется логическое значение.'],
    });
  });

  it.each([
    [{}, { name: ['Обязательное поле.'] }],
    [{ name: null }, { name: ['Это поле не может быть пустым.'] }],
    [{ name: '   ' }, { name: ['Это поле не может быть пустым.'] }],
    [{ name: ['a'] }, { name: ['Ожидалась строка.'] }],
    [{ name: 'я'.repeat(256) }, { name: ['Убедитесь, что в этом поле не больше 255 символов.'] }],
  ])('validates the name: %j', async (body, errors) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
  });

  it('takes response times of a minute to a day, as numbers or digits; null or blank clears them', async () => {
    const name = uniqueName('Срочная');
    const made = await create({ name, responseMinutes: 5, completionMinutes: '1440' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ responseMinutes: 5, completionMinutes: 1440 });
    const cleared = await put(made.body.id, { name, responseMinutes: null, completionMinutes: '' });
    expect(cleared.body).toMatchObject({ responseMinutes: null, completionMinutes: null });
    const refused = await create({ name: uniqueName(), responseMinutes: 0, completionMinutes: 1441 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      responseMinutes: ['Убедитесь, что значение больше или равно 1.'],
      completionMinutes: ['Убедитесь, что значение меньше или равно 1440.'],
    });
    for (const bad of ['soon', 2.5, true]) {
      const response = await create({ name: uniqueName(), responseMinutes: bad });
      expect(response.body).toEqual({ responseMinutes: ['Требуется целочисленное значение.'] });
    }
  });

  it('accepts a name of 255 characters', async () => {
    const response = await create({ name: `${uniqueName('я')}${'я'.repeat(255)}`.slice(0, 255) });
    expect(response.status).toBe(201);
    expect(response.body.name).toHaveLength(255);
  });

  it('takes a description of 5000 characters and refuses a longer one', async () => {
    const long = await create({ name: uniqueName('описание'), description: 'о'.repeat(5000) });
    expect(long.status).toBe(201);
    const tooLong = await create({ name: uniqueName('описание'), description: 'о'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ description: ['Убедитесь, что в этом поле не больше 5000 символов.'] });
  });

  it.each([
    ['abc', 'Требуется численное значение.'],
    ['', 'Требуется численное значение.'],
    ['12,50', 'Требуется численное значение.'],
    [true, 'Требуется численное значение.'],
    ['1.005', 'Убедитесь, что в числе не больше 2 знаков в дробной части.'],
    ['1.000', 'Убедитесь, что в числе не больше 2 знаков в дробной части.'],
    ['123456789', 'Убедитесь, что в числе не больше 8 знаков в целой части.'],
    ['12345678901', 'Убедитесь, что в числе не больше 10 знаков.'],
    [-0.5, 'Убедитесь, что значение больше или равно 0.'],
  ])('validates the price %j', async (price, message) => {
    const response = await create({ name: uniqueName(), price });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ price: [message] });
  });

  it.each([
    ['99999999.99', '99999999.99'],
    [450.5, '450.50'],
    ['007', '7.00'],
    [' 12.3 ', '12.30'],
    [null, null],
  ])('stores the price %j as %j', async (price, stored) => {
    const response = await create({ name: uniqueName(), price });
    expect(response.status).toBe(201);
    expect(response.body.price).toBe(stored);
  });

  it.each([
    [null, 'Это поле не может быть пустым.'],
    ['always', 'Ожидался словарь со значениями, но был получен "str".'],
    [[1, 2], 'Ожидался словарь со значениями, но был получен "list".'],
    [{ from: '08:00', to: '20:00' }, 'Выберите хотя бы один день недели.'],
    [{ days: [0, 1] }, 'Дни недели — целые числа от 1 (понедельник) до 7 (воскресенье).'],
    [{ days: ['1'] }, 'Дни недели — целые числа от 1 (понедельник) до 7 (воскресенье).'],
    [{ days: [1], from: '8:00', to: '20:00' }, 'Время указывается в формате ЧЧ:ММ, например 07:30.'],
    [
      { days: [1], from: '08:00' },
      'Укажите и начало, и конец работы — или оставьте оба пустыми, если услуга доступна круглосуточно.',
    ],
    [
      { days: [1], from: '08:00', to: '08:00' },
      'Начало и конец работы совпадают. Если услуга доступна круглосуточно, оставьте оба поля пустыми.',
    ],
  ])('validates the availability %j', async (availability, message) => {
    const response = await create({ name: uniqueName(), availability });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ availability: [message] });
  });

  it('takes empty hours as around the clock', async () => {
    const response = await create({ name: uniqueName(), availability: { days: [7, 1], from: '', to: null } });
    expect(response.status).toBe(201);
    expect(response.body.availability).toEqual({ days: [1, 7], from: null, to: null });
  });

  it('refuses a name the hotel already has, whatever its case, ё or spacing', async () => {
    const name = uniqueName('Прокат ёлок');
    expect((await create({ name })).status).toBe(201);
    const response = await create({ name: `  ${name.toUpperCase().replace('Ё', 'Е').replace(' ', '   ')} ` });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ name: ['Услуга с таким названием уже есть в этом отеле.'] });
    // Another hotel may have the same name.
    const own = await makeHotel(server.app, { name: 'Соседний отель', admins: [ADMIN.email] });
    expect((await create({ name }, own)).status).toBe(201);
  });

  it('refuses a body that is not an object', async () => {
    const response = await create([1, 2]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      nonFieldErrors: ['Недопустимые данные. Ожидался dictionary, но был получен list.'],
    });
  });
});

describe('GET, PUT, DELETE /dashboard/services/{id}/', () => {
  it('updates every field with a full PUT; absent optional fields keep their values', async () => {
    const created = (
      await create({
        name: uniqueName(),
        price: '100',
        currency: 'USD',
        geoLevel: 'room',
        availability: { days: [1], from: '09:00', to: '18:00' },
      })
    ).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const name = uniqueName('Переименованная');
    const response = await put(created.id, {
      name,
      description: 'Новое описание',
      price: null,
      approveType: 'manual',
      isActive: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...created,
      name,
      description: 'Новое описание',
      price: null,
      approveType: 'manual',
      isActive: false,
      updatedAt: anyString,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await api<Service>(`/dashboard/services/${created.id}/`)).body).toEqual(response.body);
  });

  it('requires the name on a PUT and validates like a create', async () => {
    const created = (await create({ name: uniqueName() })).body;
    const response = await put(created.id, { price: '-5', availability: { days: [8] } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      name: ['Обязательное поле.'],
      price: ['Убедитесь, что значение больше или равно 0.'],
      availability: ['Дни недели — целые числа от 1 (понедельник) до 7 (воскресенье).'],
    });
  });

  it('lets a service keep its own name but not take another’s', async () => {
    const first = (await create({ name: uniqueName('Первая') })).body;
    const second = (await create({ name: uniqueName('Вторая') })).body;
    expect((await put(first.id, { name: first.name.toLowerCase() })).status).toBe(200);
    const response = await put(second.id, { name: first.name });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ name: ['Услуга с таким названием уже есть в этом отеле.'] });
  });

  it('deletes a service without orders (204), then it is gone', async () => {
    const created = (await create({ name: uniqueName() })).body;
    const response = await remove(created.id);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect((await api<Detail>(`/dashboard/services/${created.id}/`)).status).toBe(404);
    expect((await remove(created.id)).status).toBe(404);
  });

  it('deletes the photos of a deleted service, files included', async () => {
    const created = (await create({ name: uniqueName('С фото') })).body;
    const form = new FormData();
    form.append('contentType', 'service');
    form.append('objectID', String(created.id));
    form.append('file', new Blob([new Uint8Array(testPng(12, 9))], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${server.url}/dashboard/images/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'managed-hotel': String(hotel) },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { url: string };
    expect((await fetch(image.url)).status).toBe(200);

    expect((await remove(created.id)).status).toBe(204);
    const [left] = await server.app.db
      .select({ value: count() })
      .from(images)
      .where(and(eq(images.contentType, 'service'), eq(images.objectId, created.id)));
    expect(left!.value).toBe(0);
    expect((await fetch(image.url)).status).toBe(404);
  });

  it('refuses to delete a service with orders: 409 naming their number and suggesting to switch it off', async () => {
    const serviceId = await makeService(server.app, hotel, uniqueName('Заказанная'));
    const { stayId } = await makeStay(server.app, hotel, { firstName: 'Анна', lastName: 'Тестова' });
    await insertOrder(server.app, hotel, stayId, serviceId, { status: 'completed' });
    await insertOrder(server.app, hotel, stayId, serviceId, { status: 'cancelled' });

    const response = await remove(serviceId);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      detail: 'Услугу нельзя удалить: по ней есть заказы (2). Отключите её, чтобы гости не могли её заказать.',
      code: 'protected',
      ordersCount: 2,
    });
    const still = await api<Service>(`/dashboard/services/${serviceId}/`);
    expect(still.status).toBe(200);
    expect(still.body.ordersCount).toBe(2);
    // Switching it off is the way out.
    expect((await put(serviceId, { name: still.body.name, isActive: false })).body.isActive).toBe(false);
  });

  it('refuses a seeded service with orders the same way', async () => {
    const { results } = (await list('?page_size=999', 1)).body;
    const ordered = results.find((service) => service.ordersCount > 0)!;
    const response = await remove(ordered.id, 1);
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe(
      `Услугу нельзя удалить: по ней есть заказы (${ordered.ordersCount}). Отключите её, чтобы гости не могли её заказать.`,
    );
  });

  it('answers 404 for another hotel’s service on every method, before looking at the body', async () => {
    const foreign = (await list('', 2)).body.results[0]!;
    expect((await api<Detail>(`/dashboard/services/${foreign.id}/`)).body).toEqual({ detail: 'Not found.' });
    expect((await api<Detail>(`/dashboard/services/${foreign.id}/`)).status).toBe(404);
    expect((await put(foreign.id, {})).status).toBe(404);
    expect((await put(foreign.id, { name: 'Захват' })).status).toBe(404);
    expect((await remove(foreign.id)).status).toBe(404);
    // Still there, unchanged, for its own hotel.
    const own = await api<Service>(`/dashboard/services/${foreign.id}/`, { hotel: 2 });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe(foreign.name);
  });

  it('offers no PATCH: a full update is a PUT', async () => {
    const created = (await create({ name: uniqueName() })).body;
    const response = await api<Detail>(`/dashboard/services/${created.id}/`, { method: 'PATCH', json: { name: 'x' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('PUT');
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const id of ['0', 'abc', '99999999']) {
      expect((await api<Detail>(`/dashboard/services/${id}/`)).status).toBe(404);
    }
  });
});

function anyBoolean(): unknown {
  return expect.any(Boolean);
}

function anyObject(): unknown {
  return expect.any(Object);
}
