import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOrderEvents } from '../db/schema';
import { type Order, type OrderDetail, type OrderMessage, writeTransition } from '../domain/orders';
import {
  insertMessage,
  insertOrder,
  isoDay,
  makeHotel,
  makeService,
  makeStay,
  minutesAfter,
  userId,
} from '../testing/fixtures';
import { ADMIN, anyNumber, anyString, call, type Detail, login, MANAGER, type Paged } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';

const KUZNETSOV = { email: 'd.kuznetsov@example.com', password: 'demo12345' } as const;
const BASE = '/dashboard/service_orders';

let server: TestServer;
let admin: string;
let kuznetsov: string;
let adminId: number;
let kuznetsovId: number;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
  [admin, kuznetsov] = await Promise.all([
    login(server, ADMIN).then((t) => t.access),
    login(server, KUZNETSOV).then((t) => t.access),
  ]);
  [adminId, kuznetsovId] = await Promise.all([userId(server.app, ADMIN.email), userId(server.app, KUZNETSOV.email)]);
});

afterAll(async () => {
  await server.close();
});

/** A hotel of the test's own, run by the demo administrator with Дмитрий Кузнецов as manager. */
function ownHotel(name: string, timezone = 'Europe/Moscow') {
  return makeHotel(server.app, { name, timezone, admins: [ADMIN.email], managers: [KUZNETSOV.email] });
}

function ids(orders: { id: number }[]): number[] {
  return orders.map((order) => order.id);
}

describe('GET /dashboard/service_orders/', () => {
  let hotel: number;
  let leila: number;
  let john: number;
  let breakfast: number;
  let taxi: number;
  const o: Record<'o1' | 'o2' | 'o3' | 'o4', number> = { o1: 0, o2: 0, o3: 0, o4: 0 };
  const firstMessageAt = new Date('2025-05-10T08:05:00Z');
  const lastMessageAt = new Date('2025-05-10T08:15:00Z');

  const list = (query: string, token = admin) =>
    call<Paged<Order>>(server, `${BASE}/?page_size=999&${query}`, { token, hotel });

  beforeAll(async () => {
    const app = server.app;
    hotel = await ownHotel('Orders list');
    leila = (
      await makeStay(app, hotel, {
        firstName: 'Лейла',
        lastName: 'Хасанова',
        language: 'ar',
        nationality: 'AE',
        room: '1505',
      })
    ).stayId;
    john = (
      await makeStay(app, hotel, { firstName: 'John', lastName: 'Smith', language: 'en', nationality: 'GB', room: '7' })
    ).stayId;
    breakfast = await makeService(app, hotel, 'Завтрак в номер');
    taxi = await makeService(app, hotel, 'Такси в аэропорт');
    // Moscow is UTC+3: o2 is created on 11 May in the hotel although it is still 10 May in UTC.
    o.o1 = await insertOrder(app, hotel, leila, breakfast, {
      createdAt: new Date('2025-05-10T08:00:00Z'),
      updatedAt: new Date('2025-05-10T08:00:00Z'),
    });
    o.o2 = await insertOrder(app, hotel, leila, taxi, {
      status: 'in_progress',
      createdAt: new Date('2025-05-10T21:30:00Z'),
      takenAt: new Date('2025-05-10T21:40:00Z'),
      takenBy: kuznetsovId,
      updatedAt: new Date('2025-05-13T09:00:00Z'),
    });
    o.o3 = await insertOrder(app, hotel, john, breakfast, {
      status: 'completed',
      createdAt: new Date('2025-05-11T10:00:00Z'),
      takenAt: new Date('2025-05-11T10:05:00Z'),
      completedAt: new Date('2025-05-11T10:30:00Z'),
      takenBy: adminId,
      updatedAt: new Date('2025-05-11T10:30:00Z'),
    });
    o.o4 = await insertOrder(app, hotel, john, taxi, {
      status: 'cancelled',
      createdAt: new Date('2025-05-12T10:00:00Z'),
      cancelledAt: new Date('2025-05-12T11:00:00Z'),
      updatedAt: new Date('2025-05-12T11:00:00Z'),
    });
    await insertMessage(app, o.o1, {
      author: 'guest',
      text: 'من فضلكم بدون مكسرات، طفلي لديه حساسية.',
      language: 'ar',
      createdAt: firstMessageAt,
    });
    await insertMessage(app, o.o1, {
      author: 'staff',
      text: 'Конечно, всё сделаем.',
      userId: adminId,
      createdAt: lastMessageAt,
    });
    await insertMessage(app, o.o3, {
      author: 'guest',
      text: 'Спасибо, всё было отлично!',
      createdAt: new Date('2025-05-11T11:00:00Z'),
    });
  });

  it('pages the hotel’s orders, newest first, in the Order shape', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 4, next: null, previous: null });
    expect(ids(response.body.results)).toEqual([o.o4, o.o3, o.o2, o.o1]);
    const first = response.body.results.find((order) => order.id === o.o1)!;
    expect(first).toEqual({
      id: o.o1,
      status: 'new',
      service: { id: breakfast, name: 'Завтрак в номер', serviceType: 'service' },
      stay: {
        id: leila,
        room: { id: anyNumber, number: '1505' },
        guest: { id: anyNumber, firstName: 'Лейла', lastName: 'Хасанова', language: 'ar', nationality: 'AE' },
        checkIn: isoDay(-5),
        checkOut: isoDay(5),
      },
      data: {},
      comment: '',
      createdBy: null,
      takenBy: null,
      takenAt: null,
      completedAt: null,
      cancelledAt: null,
      createdAt: '2025-05-10T08:00:00.000Z',
      updatedAt: '2025-05-10T08:00:00.000Z',
      messagesCount: 2,
      lastMessageAt: lastMessageAt.toISOString(),
    });
    const second = response.body.results.find((order) => order.id === o.o2)!;
    expect(second).toMatchObject({
      takenBy: { id: kuznetsovId, firstName: 'Дмитрий', lastName: 'Кузнецов' },
      messagesCount: 0,
      lastMessageAt: null,
    });
    expect(response.body.results.find((order) => order.id === o.o3)!.messagesCount).toBe(1);
  });

  it('pages with page_size', async () => {
    const page = await call<Paged<Order>>(server, `${BASE}/?page_size=3`, { token: admin, hotel });
    expect(page.body.count).toBe(4);
    expect(page.body.results).toHaveLength(3);
    expect(page.body.next).toBe(`${server.url}${BASE}/?page=2&page_size=3`);
  });

  it('filters by one status (status) or several (status__in), as django-filter does', async () => {
    expect(ids((await list('status=new')).body.results)).toEqual([o.o1]);
    expect(ids((await list('status__in=new,in_progress')).body.results)).toEqual([o.o2, o.o1]);
    expect(ids((await list('status__in=completed, cancelled')).body.results)).toEqual([o.o4, o.o3]);
    expect(ids((await list('status__in=new')).body.results)).toEqual([o.o1]);
    // Both: the orders whose status is both.
    expect(ids((await list('status=new&status__in=new,in_progress')).body.results)).toEqual([o.o1]);
    expect((await list('status=new&status__in=completed')).body.count).toBe(0);
    expect((await list('status=')).body.count).toBe(4);
    expect((await list('status__in=')).body.count).toBe(4);
  });

  it('refuses a comma list under status, naming status, as an exact choice filter does', async () => {
    const response = await list('status=new,in_progress');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: ['Выберите корректный вариант. new,in_progress нет среди допустимых значений.'],
    });
  });

  it('filters by creation dates, both inclusive, in the hotel’s time zone', async () => {
    expect(ids((await list('created_before=2025-05-10')).body.results)).toEqual([o.o1]);
    expect(ids((await list('created_after=2025-05-11')).body.results)).toEqual([o.o4, o.o3, o.o2]);
    expect(ids((await list('created_after=2025-05-11&created_before=2025-05-11')).body.results)).toEqual([o.o3, o.o2]);
    expect((await list('created_after=2025-05-13')).body.count).toBe(0);
  });

  it('filters by stay and by service', async () => {
    expect(ids((await list(`stay=${leila}`)).body.results)).toEqual([o.o2, o.o1]);
    expect(ids((await list(`service=${taxi}`)).body.results)).toEqual([o.o4, o.o2]);
    expect(ids((await list(`stay=${john}&service=${taxi}`)).body.results)).toEqual([o.o4]);
  });

  it('searches guest names (either order, any case), service names, room numbers and order ids', async () => {
    expect(ids((await list(`search=${encodeURIComponent('Хасанова')}`)).body.results)).toEqual([o.o2, o.o1]);
    expect(ids((await list(`search=${encodeURIComponent('лейла хас')}`)).body.results)).toEqual([o.o2, o.o1]);
    expect(ids((await list(`search=${encodeURIComponent('Smith John')}`)).body.results)).toEqual([o.o4, o.o3]);
    expect(ids((await list(`search=${encodeURIComponent('такси')}`)).body.results)).toEqual([o.o4, o.o2]);
    expect(ids((await list(`search=${encodeURIComponent('#' + o.o3)}`)).body.results)).toEqual([o.o3]);
    // A bare number is an order id or the start of a room number.
    const all = (await list('')).body.results;
    for (const term of ['150', String(o.o4)]) {
      const expected = all.filter((order) => order.id === Number(term) || order.stay.room?.number.startsWith(term));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids((await list(`search=${term}`)).body.results)).toEqual(ids(expected));
    }
    expect((await list('search=%25')).body.count).toBe(0);
  });

  it('orders by created_at, -created_at or -updated_at', async () => {
    expect(ids((await list('ordering=created_at')).body.results)).toEqual([o.o1, o.o2, o.o3, o.o4]);
    expect(ids((await list('ordering=-created_at')).body.results)).toEqual([o.o4, o.o3, o.o2, o.o1]);
    expect(ids((await list('ordering=-updated_at')).body.results)).toEqual([o.o2, o.o4, o.o3, o.o1]);
  });

  it('answers 400 per bad parameter', async () => {
    const response = await list(
      'status=done&status__in=new,gone&created_after=2025-02-30&created_before=yesterday' +
        '&stay=abc&service=1.5&ordering=price',
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: ['Выберите корректный вариант. done нет среди допустимых значений.'],
      status__in: ['Выберите корректный вариант. gone нет среди допустимых значений.'],
      createdAfter: ['Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.'],
      createdBefore: ['Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.'],
      stay: ['Введите целое число.'],
      service: ['Введите целое число.'],
      ordering: ['Выберите корректный вариант. price нет среди допустимых значений.'],
    });
  });

  it('is scoped to the Managed-Hotel', async () => {
    const manager = (await login(server, MANAGER)).access;
    const foreign = await list('', manager);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: 'You do not have access to this hotel.' });
    expect((await call(server, `${BASE}/`, { token: admin })).status).toBe(403);
    expect((await call(server, `${BASE}/`, { hotel })).status).toBe(401);
    // The seeded hotel 1 sees none of these orders.
    const neva = await call<Paged<Order>>(server, `${BASE}/?page_size=999`, { token: admin, hotel: 1 });
    expect(neva.status).toBe(200);
    expect(ids(neva.body.results)).not.toContain(o.o1);
  });

  it('shows one order with its history and messages, oldest first', async () => {
    const response = await call<OrderDetail>(server, `${BASE}/${o.o1}/`, { token: admin, hotel });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: o.o1, status: 'new', messagesCount: 2 });
    expect(response.body.history).toEqual([
      { id: anyNumber, fromStatus: null, toStatus: 'new', user: null, createdAt: '2025-05-10T08:00:00.000Z' },
    ]);
    expect(response.body.messages).toEqual([
      {
        id: anyNumber,
        orderId: o.o1,
        author: 'guest',
        user: null,
        text: 'من فضلكم بدون مكسرات، طفلي لديه حساسية.',
        language: 'ar',
        createdAt: firstMessageAt.toISOString(),
      },
      {
        id: anyNumber,
        orderId: o.o1,
        author: 'staff',
        user: { id: adminId, firstName: 'Анна', lastName: 'Смирнова' },
        text: 'Конечно, всё сделаем.',
        language: 'ru',
        createdAt: lastMessageAt.toISOString(),
      },
    ]);
  });

  it('answers 404 for an order of another hotel, an unknown id or a malformed one', async () => {
    for (const path of [`${BASE}/${o.o1}/`, `${BASE}/999999/`, `${BASE}/abc/`, `${BASE}/0/`]) {
      const response = await call(server, path, { token: admin, hotel: 2 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('POST /dashboard/service_orders/', () => {
  let hotel: number;
  let stay: number;
  let pastStay: number;
  let upcomingStay: number;
  let service: number;
  let inactive: number;
  let foreignStay: number;
  let foreignService: number;

  beforeAll(async () => {
    const app = server.app;
    hotel = await ownHotel('Orders create');
    stay = (await makeStay(app, hotel, { firstName: 'Мария', lastName: 'Белова', room: null })).stayId;
    pastStay = (
      await makeStay(app, hotel, { firstName: 'Пётр', lastName: 'Ушедший', checkIn: isoDay(-10), checkOut: isoDay(-3) })
    ).stayId;
    upcomingStay = (
      await makeStay(app, hotel, { firstName: 'Ирина', lastName: 'Будущая', checkIn: isoDay(3), checkOut: isoDay(6) })
    ).stayId;
    service = await makeService(app, hotel, 'Гладильная доска');
    inactive = await makeService(app, hotel, 'Старая услуга', false);
    const other = await ownHotel('Orders create, other');
    foreignStay = (await makeStay(app, other, { firstName: 'Чужой', lastName: 'Гость' })).stayId;
    foreignService = await makeService(app, other, 'Чужая услуга');
  });

  it('creates a new order of the user with a history row null → new', async () => {
    const response = await call<Order>(server, `${BASE}/`, {
      token: kuznetsov,
      hotel,
      json: { stay, service, data: { quantity: 2, time: '19:30' }, comment: '  К 19:30, пожалуйста  ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: anyNumber,
      status: 'new',
      service: { id: service, name: 'Гладильная доска' },
      stay: { id: stay, room: null, guest: { firstName: 'Мария', lastName: 'Белова' } },
      data: { quantity: 2, time: '19:30' },
      comment: 'К 19:30, пожалуйста',
      createdBy: { id: kuznetsovId, firstName: 'Дмитрий', lastName: 'Кузнецов' },
      takenBy: null,
      messagesCount: 0,
      createdAt: anyString,
    });
    expect(response.body.createdAt).toBe(response.body.updatedAt);
    const detail = await call<OrderDetail>(server, `${BASE}/${response.body.id}/`, { token: admin, hotel });
    expect(detail.body.history).toEqual([
      {
        id: anyNumber,
        fromStatus: null,
        toStatus: 'new',
        user: { id: kuznetsovId, firstName: 'Дмитрий', lastName: 'Кузнецов' },
        createdAt: response.body.createdAt,
      },
    ]);
  });

  it('accepts ids as strings, and orders for an upcoming stay', async () => {
    const response = await call<Order>(server, `${BASE}/`, {
      token: admin,
      hotel,
      json: { stay: String(upcomingStay), service: String(service) },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ data: {}, comment: '', stay: { id: upcomingStay } });
  });

  it('answers 400 per field', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { stay: ['Обязательное поле.'], service: ['Обязательное поле.'] }],
      [
        { stay: foreignStay, service: foreignService },
        { stay: ['Проживание не найдено в этом отеле.'], service: ['Услуга не найдена в этом отеле.'] },
      ],
      [
        { stay: 999999, service: 'abc' },
        { stay: ['Проживание не найдено в этом отеле.'], service: ['Услуга не найдена в этом отеле.'] },
      ],
      [
        { stay: pastStay, service: inactive },
        { stay: ['Проживание уже завершено.'], service: ['Услуга отключена: её нельзя заказать.'] },
      ],
      [
        { stay: { id: stay }, service, data: [1], comment: 5 },
        {
          stay: ['Некорректный тип. Ожидалось значение первичного ключа, получен dict.'],
          data: ['Ожидался объект.'],
          comment: ['Ожидалась строка.'],
        },
      ],
      [
        { stay, service, comment: 'x'.repeat(2001) },
        { comment: ['Убедитесь, что в этом поле не больше 2000 символов.'] },
      ],
      // A megabyte of form answers would be pushed whole to every open desk.
      [
        { stay, service, data: { note: 'x'.repeat(1_000_000) } },
        { data: ['Убедитесь, что в этом поле не больше 16384 символов.'] },
      ],
    ];
    for (const [json, expected] of cases) {
      const response = await call(server, `${BASE}/`, { token: admin, hotel, json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(response.body).toEqual(expected);
    }
    const list = await call<Paged<Order>>(server, `${BASE}/?stay=${pastStay}`, { token: admin, hotel });
    expect(list.body.count).toBe(0);
  });

  it('is forbidden in a hotel that is not the user’s', async () => {
    const manager = (await login(server, MANAGER)).access;
    const response = await call(server, `${BASE}/`, { token: manager, hotel, json: { stay, service } });
    expect(response.status).toBe(403);
  });
});

describe('order actions', () => {
  let hotel: number;
  let stay: number;
  let service: number;

  beforeAll(async () => {
    hotel = await ownHotel('Orders actions');
    stay = (await makeStay(server.app, hotel, { firstName: 'Олег', lastName: 'Тестов' })).stayId;
    service = await makeService(server.app, hotel, 'Такси');
  });

  async function newOrder(): Promise<Order> {
    const response = await call<Order>(server, `${BASE}/`, { token: admin, hotel, json: { stay, service } });
    expect(response.status).toBe(201);
    return response.body;
  }

  const act = (id: number, action: 'take' | 'complete' | 'cancel', token = admin, target = hotel) =>
    call<Order & Detail & { order?: Order }>(server, `${BASE}/${id}/${action}_order/`, {
      token,
      hotel: target,
      method: 'POST',
    });

  async function historyOf(id: number) {
    return (await call<OrderDetail>(server, `${BASE}/${id}/`, { token: admin, hotel })).body.history.map((entry) => [
      entry.fromStatus,
      entry.toStatus,
      entry.user?.id ?? null,
    ]);
  }

  it('takes, then completes an order, stamping who and when', async () => {
    const order = await newOrder();
    const taken = await act(order.id, 'take', kuznetsov);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      id: order.id,
      status: 'in_progress',
      takenBy: { id: kuznetsovId, firstName: 'Дмитрий', lastName: 'Кузнецов' },
      completedAt: null,
    });
    expect(Date.parse(taken.body.takenAt!)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    expect(taken.body.updatedAt).toBe(taken.body.takenAt);

    // Anyone of the hotel may complete it, not only who took it.
    const completed = await call<Order>(server, `${BASE}/${order.id}/complete_order/`, {
      token: admin,
      hotel,
      json: {},
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      status: 'completed',
      takenBy: { id: kuznetsovId },
      takenAt: taken.body.takenAt,
      cancelledAt: null,
    });
    expect(completed.body.updatedAt).toBe(completed.body.completedAt);
    expect(await historyOf(order.id)).toEqual([
      [null, 'new', adminId],
      ['new', 'in_progress', kuznetsovId],
      ['in_progress', 'completed', adminId],
    ]);
  });

  it('cancels a new and an in-progress order', async () => {
    const fresh = await newOrder();
    const cancelled = await act(fresh.id, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', takenBy: null, cancelledAt: anyString });
    const working = await newOrder();
    await act(working.id, 'take');
    const stopped = await act(working.id, 'cancel', kuznetsov);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ status: 'cancelled', takenBy: { id: adminId } });
    expect(await historyOf(working.id)).toEqual([
      [null, 'new', adminId],
      ['new', 'in_progress', adminId],
      ['in_progress', 'cancelled', kuznetsovId],
    ]);
  });

  it('refuses illegal transitions with 400 invalid_transition, and writes no history', async () => {
    const fresh = await newOrder();
    expect((await act(fresh.id, 'complete')).body).toEqual({
      detail: 'Нельзя завершить заказ в статусе «Новый».',
      code: 'invalid_transition',
    });

    const done = await newOrder();
    await act(done.id, 'take');
    await act(done.id, 'complete');
    const cancelled = await newOrder();
    await act(cancelled.id, 'cancel');
    const expected: [number, 'take' | 'complete' | 'cancel', string][] = [
      [done.id, 'take', 'Нельзя взять в работу заказ в статусе «Выполнен».'],
      [done.id, 'complete', 'Нельзя завершить заказ в статусе «Выполнен».'],
      [done.id, 'cancel', 'Нельзя отменить заказ в статусе «Выполнен».'],
      [cancelled.id, 'take', 'Нельзя взять в работу заказ в статусе «Отменён».'],
      [cancelled.id, 'complete', 'Нельзя завершить заказ в статусе «Отменён».'],
      [cancelled.id, 'cancel', 'Нельзя отменить заказ в статусе «Отменён».'],
    ];
    for (const [id, action, detail] of expected) {
      const response = await act(id, action);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail, code: 'invalid_transition' });
    }
    expect(await historyOf(done.id)).toHaveLength(3);
    expect(await historyOf(cancelled.id)).toHaveLength(2);
    expect(await historyOf(fresh.id)).toHaveLength(1);
  });

  it('answers 409 with the winner when the order is already taken', async () => {
    const order = await newOrder();
    await act(order.id, 'take', kuznetsov);
    const late = await act(order.id, 'take', admin);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      detail: 'Заказ уже взят в работу: Дмитрий Кузнецов.',
      code: 'conflict',
      order: { id: order.id, status: 'in_progress', takenBy: { id: kuznetsovId } },
    });
  });

  it('lets exactly one of two simultaneous takes win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await newOrder();
      const [first, second] = await Promise.all([act(order.id, 'take', admin), act(order.id, 'take', kuznetsov)]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner = first.status === 200 ? first : second;
      const loser = first.status === 200 ? second : first;
      const winnerName = winner.body.takenBy!.id === adminId ? 'Анна Смирнова' : 'Дмитрий Кузнецов';
      expect(loser.body).toMatchObject({
        detail: `Заказ уже взят в работу: ${winnerName}.`,
        code: 'conflict',
        order: { takenBy: { id: winner.body.takenBy!.id } },
      });
      const events = await server.app.db
        .select()
        .from(serviceOrderEvents)
        .where(eq(serviceOrderEvents.orderId, order.id));
      expect(events.filter((event) => event.toStatus === 'in_progress')).toHaveLength(1);
    }
  });

  it('writes a change only while the order is still in the status it was decided from', async () => {
    // Both requests read "new" and decided to take; their writes race. (Over HTTP the in-process PGlite runs
    // one request's queries without yielding, so the interleaving is staged here, where it would happen on
    // Postgres.)
    const order = await newOrder();
    const take = (userId: number) =>
      writeTransition(server.app.db, {
        hotelId: hotel,
        orderId: order.id,
        action: 'take',
        from: 'new',
        to: 'in_progress',
        userId,
      });
    const results = await Promise.all([take(adminId), take(kuznetsovId)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? adminId : kuznetsovId;
    expect(await historyOf(order.id)).toEqual([
      [null, 'new', adminId],
      ['new', 'in_progress', winner],
    ]);
    expect(await take(adminId)).toBe(false);
    // A cancel decided while the order was new, applied after the take, does nothing either.
    expect(
      await writeTransition(server.app.db, {
        hotelId: hotel,
        orderId: order.id,
        action: 'cancel',
        from: 'new',
        to: 'cancelled',
        userId: adminId,
      }),
    ).toBe(false);
    expect((await call<Order>(server, `${BASE}/${order.id}/`, { token: admin, hotel })).body).toMatchObject({
      status: 'in_progress',
      takenBy: { id: winner },
    });
  });

  it('answers 404 for an order of another hotel and 403 for a hotel that is not the user’s', async () => {
    const order = await newOrder();
    for (const action of ['take', 'complete', 'cancel'] as const) {
      expect((await act(order.id, action, admin, 2)).status).toBe(404);
    }
    const manager = (await login(server, MANAGER)).access;
    expect((await act(order.id, 'take', manager)).status).toBe(403);
    expect((await call<Order>(server, `${BASE}/${order.id}/`, { token: admin, hotel })).body.status).toBe('new');
  });
});

describe('/dashboard/service_orders/{id}/messages/', () => {
  let hotel: number;
  let order: number;

  beforeAll(async () => {
    hotel = await ownHotel('Orders messages');
    const stay = (
      await makeStay(server.app, hotel, { firstName: 'Wang', lastName: 'Fang', language: 'zh', nationality: 'CN' })
    ).stayId;
    order = await insertOrder(server.app, hotel, stay, await makeService(server.app, hotel, 'Подушки'));
  });

  it('adds a staff reply in Russian', async () => {
    const response = await call<OrderMessage>(server, `${BASE}/${order}/messages/`, {
      token: kuznetsov,
      hotel,
      json: { text: '  Здравствуйте! Заказ принят.  ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: anyNumber,
      orderId: order,
      author: 'staff',
      user: { id: kuznetsovId, firstName: 'Дмитрий', lastName: 'Кузнецов' },
      text: 'Здравствуйте! Заказ принят.',
      language: 'ru',
      createdAt: anyString,
    });
    const detail = await call<OrderDetail>(server, `${BASE}/${order}/`, { token: admin, hotel });
    expect(detail.body.messages.map((message) => message.id)).toEqual([response.body.id]);
    expect(detail.body).toMatchObject({ messagesCount: 1, lastMessageAt: response.body.createdAt });
  });

  it('lists the thread alone, oldest first, as a plain list (GET); 404 for an order of another hotel', async () => {
    const sent = await call<OrderMessage>(server, `${BASE}/${order}/messages/`, {
      token: admin,
      hotel,
      json: { text: 'Несём.' },
    });
    const thread = await call<OrderMessage[]>(server, `${BASE}/${order}/messages/`, { token: admin, hotel });
    expect(thread.status).toBe(200);
    const detail = await call<OrderDetail>(server, `${BASE}/${order}/`, { token: admin, hotel });
    expect(thread.body).toEqual(detail.body.messages);
    expect(thread.body.at(-1)).toEqual(sent.body);
    expect((await call(server, `${BASE}/${order}/messages/`, { token: admin, hotel: 1 })).status).toBe(404);
  });

  it('needs a text', async () => {
    for (const json of [{}, { text: '' }, { text: '   ' }, { text: null }]) {
      const response = await call(server, `${BASE}/${order}/messages/`, { token: admin, hotel, json });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ text: ['Обязательное поле.'] });
    }
    const long = await call(server, `${BASE}/${order}/messages/`, {
      token: admin,
      hotel,
      json: { text: 'a'.repeat(4001) },
    });
    expect(long.body).toEqual({ text: ['Убедитесь, что в этом поле не больше 4000 символов.'] });
  });

  it('answers 404 for an order of another hotel', async () => {
    const response = await call(server, `${BASE}/${order}/messages/`, {
      token: admin,
      hotel: 1,
      json: { text: 'Привет' },
    });
    expect(response.status).toBe(404);
  });
});

describe('reports', () => {
  interface DayRow {
    date: string;
    total: number;
    new: number;
    inProgress: number;
    completed: number;
    cancelled: number;
  }
  interface Report {
    dateFrom: string;
    dateTo: string;
    total: number;
    byDay: DayRow[];
    byService: {
      service: { id: number; name: string };
      total: number;
      completed: number;
      cancelled: number;
      avgMinutesToTake: number | null;
      avgMinutesToComplete: number | null;
    }[];
  }
  interface StatusReport {
    dateFrom: string;
    dateTo: string;
    total: number;
    byStatus: { status: string; count: number }[];
    avgMinutesToTake: number | null;
    avgMinutesToComplete: number | null;
    medianMinutesToTake: number | null;
    medianMinutesToComplete: number | null;
  }

  let hotel: number;
  let breakfast: number;
  let transfer: number;

  const report = (query: string) =>
    call<Report & Record<string, string[]>>(server, `${BASE}/report/?${query}`, { token: admin, hotel });
  const statusReport = (query: string) =>
    call<StatusReport>(server, `${BASE}/status_report/?${query}`, { token: admin, hotel });

  beforeAll(async () => {
    const app = server.app;
    // Novosibirsk is UTC+7 all year: 17:00 UTC is already the next day there.
    hotel = await ownHotel('Orders reports', 'Asia/Novosibirsk');
    const stay = (await makeStay(app, hotel, { firstName: 'Отчёт', lastName: 'Гость' })).stayId;
    breakfast = await makeService(app, hotel, 'Завтрак в номер');
    transfer = await makeService(app, hotel, 'Трансфер');
    await makeService(app, hotel, 'Уборка'); // never ordered: not in byService
    const at = (iso: string) => new Date(iso);
    const order = (service: number, fixture: Parameters<typeof insertOrder>[4]) =>
      insertOrder(app, hotel, stay, service, fixture);
    // 1 March (local): completed after 10 / 40 minutes; in progress after 20 minutes.
    const c1 = at('2025-03-01T03:00:00Z');
    await order(breakfast, {
      status: 'completed',
      createdAt: c1,
      takenAt: minutesAfter(c1, 10),
      completedAt: minutesAfter(c1, 40),
      takenBy: adminId,
    });
    const c2 = at('2025-03-01T05:00:00Z');
    await order(breakfast, { status: 'in_progress', createdAt: c2, takenAt: minutesAfter(c2, 20), takenBy: adminId });
    // 2 March (local, still 1 March in UTC): cancelled untaken; and a new one.
    const c3 = at('2025-03-01T18:30:00Z');
    await order(breakfast, { status: 'cancelled', createdAt: c3, cancelledAt: minutesAfter(c3, 5) });
    await order(transfer, { status: 'new', createdAt: at('2025-03-02T04:00:00Z') });
    // 3 March at 23:59 local: taken after 60, completed after 90 minutes.
    const c5 = at('2025-03-03T16:59:00Z');
    await order(transfer, {
      status: 'completed',
      createdAt: c5,
      takenAt: minutesAfter(c5, 60),
      completedAt: minutesAfter(c5, 90),
      takenBy: kuznetsovId,
    });
    // Just outside the period on either side, in local time.
    await order(breakfast, { status: 'new', createdAt: at('2025-03-03T17:01:00Z') });
    await order(breakfast, { status: 'new', createdAt: at('2025-02-28T16:59:00Z') });
  });

  it('counts orders per local day (every day) and per service', async () => {
    const response = await report('date_from=2025-03-01&date_to=2025-03-03');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      dateFrom: '2025-03-01',
      dateTo: '2025-03-03',
      total: 5,
      byDay: [
        { date: '2025-03-01', total: 2, new: 0, inProgress: 1, completed: 1, cancelled: 0 },
        { date: '2025-03-02', total: 2, new: 1, inProgress: 0, completed: 0, cancelled: 1 },
        { date: '2025-03-03', total: 1, new: 0, inProgress: 0, completed: 1, cancelled: 0 },
      ],
      byService: [
        {
          service: { id: breakfast, name: 'Завтрак в номер' },
          total: 3,
          completed: 1,
          cancelled: 1,
          avgMinutesToTake: 15,
          avgMinutesToComplete: 40,
        },
        {
          service: { id: transfer, name: 'Трансфер' },
          total: 2,
          completed: 1,
          cancelled: 0,
          avgMinutesToTake: 60,
          avgMinutesToComplete: 90,
        },
      ],
    });
  });

  it('lists days without orders too', async () => {
    const response = await report('date_from=2025-02-27&date_to=2025-03-05');
    expect(response.body.byDay.map((day) => [day.date, day.total])).toEqual([
      ['2025-02-27', 0],
      ['2025-02-28', 1],
      ['2025-03-01', 2],
      ['2025-03-02', 2],
      ['2025-03-03', 1],
      ['2025-03-04', 1],
      ['2025-03-05', 0],
    ]);
    expect(response.body.total).toBe(7);
    const empty = await report('date_from=2024-01-01&date_to=2024-01-02');
    expect(empty.body).toMatchObject({ total: 0, byService: [] });
    expect(empty.body.byDay).toEqual([
      { date: '2024-01-01', total: 0, new: 0, inProgress: 0, completed: 0, cancelled: 0 },
      { date: '2024-01-02', total: 0, new: 0, inProgress: 0, completed: 0, cancelled: 0 },
    ]);
  });

  it('sums statuses and the times to take and complete', async () => {
    const response = await statusReport('date_from=2025-03-01&date_to=2025-03-03');
    expect(response.body).toEqual({
      dateFrom: '2025-03-01',
      dateTo: '2025-03-03',
      total: 5,
      byStatus: [
        { status: 'new', count: 1 },
        { status: 'in_progress', count: 1 },
        { status: 'completed', count: 2 },
        { status: 'cancelled', count: 1 },
      ],
      // Taken after 10, 20 and 60 minutes; completed after 40 and 90.
      avgMinutesToTake: 30,
      avgMinutesToComplete: 65,
      medianMinutesToTake: 20,
      medianMinutesToComplete: 65,
    });
    const empty = await statusReport('date_from=2024-01-01&date_to=2024-01-01');
    expect(empty.body).toMatchObject({ total: 0, avgMinutesToTake: null, medianMinutesToComplete: null });
    expect(empty.body.byStatus.map((row) => row.count)).toEqual([0, 0, 0, 0]);
  });

  it('defaults to the last 30 days up to the hotel’s today', async () => {
    for (const path of ['report', 'status_report']) {
      const response = await call<Report>(server, `${BASE}/${path}/`, { token: admin, hotel });
      expect(response.status).toBe(200);
      const span = (Date.parse(response.body.dateTo) - Date.parse(response.body.dateFrom)) / 86_400_000;
      expect(span).toBe(29);
      expect(Math.abs(Date.parse(response.body.dateTo) - Date.parse(isoDay())) / 86_400_000).toBeLessThanOrEqual(1);
      if (path === 'report') expect(response.body.byDay).toHaveLength(30);
    }
    // date_from alone runs up to today.
    const from = await report(`date_from=${isoDay(-10)}`);
    expect(from.body.dateFrom).toBe(isoDay(-10));
    expect(from.body.byDay.length).toBeGreaterThanOrEqual(10);
    expect(from.body.byDay.length).toBeLessThanOrEqual(12);
    // 366 days (both ends counted) is the longest period.
    const to = await report('date_to=2025-03-03');
    expect(to.body.dateFrom).toBe('2025-02-02');
    expect((await report('date_from=2024-03-03&date_to=2025-03-03')).status).toBe(200);
  });

  it('answers 400 for bad dates and periods', async () => {
    for (const path of ['report', 'status_report']) {
      const cases: [string, Record<string, string[]>][] = [
        ['date_from=2025-13-01', { dateFrom: ['Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.'] }],
        [
          'date_from=x&date_to=2025-02-29',
          {
            dateFrom: ['Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.'],
            dateTo: ['Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.'],
          },
        ],
        ['date_from=2025-03-04&date_to=2025-03-03', { dateTo: ['Дата окончания периода раньше даты начала.'] }],
        ['date_from=2024-03-02&date_to=2025-03-03', { dateTo: ['Период не может быть длиннее 366 дней.'] }],
      ];
      for (const [query, expected] of cases) {
        const response = await call(server, `${BASE}/${path}/?${query}`, { token: admin, hotel });
        expect(response.status, `${path} ${query}`).toBe(400);
        expect(response.body).toEqual(expected);
      }
    }
  });

  it('is scoped to the Managed-Hotel', async () => {
    const manager = (await login(server, MANAGER)).access;
    expect((await call(server, `${BASE}/report/`, { token: manager, hotel })).status).toBe(403);
    const other = await call<Report>(server, `${BASE}/report/?date_from=2025-03-01&date_to=2025-03-03`, {
      token: admin,
      hotel: 2,
    });
    expect(other.body.byService.map((row) => row.service.id)).not.toContain(breakfast);
  });
});
