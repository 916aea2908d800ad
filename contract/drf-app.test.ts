/**
 * The Django contract app (contract/django/) as an ordinary Django REST framework app: every call of SPEC §7 once,
 * as the administrator of hotel 1 (and the manager of hotel 2 for refused writes), checking the status and the
 * form DRF gives each answer — pages `{count, next, previous, results}`, choices as pairs or objects, decimals as
 * strings, relations as primary keys, files as absolute URLs under the model field's name (`image`), camelCase
 * keys. One backend for the whole file; the cases run in order and build on each other's objects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call } from './compare';
import { type DjangoBackend, startDjangoBackend } from './django-backend';

const PASSWORD = 'demo12345';
const HOTEL = 1;

let django: DjangoBackend;
let admin: { access: string; refresh: string; id: number };
let manager: { access: string; refresh: string; id: number };

type Json = Record<string, unknown>;

const anyString = expect.any(String) as unknown;
const anyNumber = expect.any(Number) as unknown;
const anyBoolean = expect.any(Boolean) as unknown;

interface Request {
  method?: string;
  json?: unknown;
  form?: FormData;
  /** Default: the administrator's access token. */
  token?: string;
  /** The Managed-Hotel header; default hotel 1, null: none. */
  hotel?: number | null;
}

async function api(path: string, { method, json, form, token, hotel = HOTEL }: Request = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Language': 'ru' };
  if (hotel !== null) headers['Managed-Hotel'] = String(hotel);
  const bearer = token ?? admin.access;
  if (form) {
    const response = await fetch(django.url + path, {
      method: method ?? 'POST',
      headers: { ...headers, Authorization: `Bearer ${bearer}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }
  return call(django.url, path, {
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    json,
    token: bearer,
    headers,
  });
}

/** `status`, then the body as an object. */
async function ok(path: string, status: number, request: Request = {}): Promise<Json> {
  const answer = await api(path, request);
  expect(
    answer.status,
    `${request.method ?? (request.json ? 'POST' : 'GET')} ${path} ${JSON.stringify(answer.body)}`,
  ).toBe(status);
  return answer.body as Json;
}

/** A page of DRF's PageNumberPagination; its items. */
function page(body: Json): Json[] {
  expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
  expect(typeof body.count).toBe('number');
  return body.results as Json[];
}

/** `[[value, label], …]`. */
function expectPairs(body: unknown): void {
  expect(Array.isArray(body)).toBe(true);
  for (const pair of body as unknown[]) {
    expect(pair).toEqual([anyString, anyString]);
  }
}

async function signIn(email: string): Promise<{ access: string; refresh: string; id: number }> {
  const answer = await call(django.url, '/auth/token/', { method: 'POST', json: { email, password: PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.body as { access: string; refresh: string; id: number };
}

async function pngBytes(): Promise<Blob> {
  const images = page(await ok(`/images/hotel/${HOTEL}/?page=1&page_size=999`, 200));
  const response = await fetch(String(images[0]!.image));
  return new Blob([await response.arrayBuffer()], { type: 'image/png' });
}

beforeAll(async () => {
  const started = Date.now();
  django = await startDjangoBackend({ env: { LOGIN_THROTTLE_RATE: '1000/min' } });
  console.log(`contract/drf-app: the Django app started (migrated, seeded) in ${Date.now() - started} ms`);
  [admin, manager] = await Promise.all([signIn('admin@example.com'), signIn('manager@example.com')]);
}, 180_000);

afterAll(async () => {
  await django?.close();
});

describe('auth and the session', () => {
  it('signs in, refreshes, reads and changes the session user, changes a password', async () => {
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['access', 'refresh', 'id', 'email']));
    const refreshed = await call(django.url, '/auth/token/refresh/', {
      method: 'POST',
      json: { refresh: admin.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body as Json)).toEqual(['access']);
    const me = await ok('/auth/users/me/', 200);
    expect(me.adminedHotels).toEqual(expect.arrayContaining([expect.objectContaining({ id: HOTEL })]));
    expect((await ok('/auth/users/me/', 200, { method: 'PATCH', json: { phone: '+7 921 100-20-31' } })).phone).toBe(
      '+7 921 100-20-31',
    );
    const volkova = await signIn('e.volkova@example.com');
    await ok('/dashboard/users/set_password/', 204, {
      token: volkova.access,
      json: { newPassword: 'a-new-long-password-42', currentPassword: PASSWORD },
    });
  });

  it('activates an invited account by its e-mailed link; a bad reset link is a 400', async () => {
    const outbox = (await call(django.url, '/dev/outbox/?to=inactive@example.com')).body as { links: string[] }[];
    const [uid, token] = outbox[0]!.links[0]!.split('/activate/')[1]!.split('/');
    expect((await call(django.url, '/auth/users/activation/', { method: 'POST', json: { uid, token } })).status).toBe(
      204,
    );
    const reset = await call(django.url, '/auth/users/reset_password_confirm/', {
      method: 'POST',
      json: { uid, token: 'bad-token', newPassword: 'another-long-password-1' },
    });
    expect(reset.status).toBe(400);
    expect(Object.keys(reset.body as Json)).toEqual(['token']);
  });

  it('has the user menu as [{title, url}]', async () => {
    const menu = (await api('/dashboard/users/menu/')).body as Json[];
    expect(menu[0]).toEqual({ title: 'Главная', url: '/' });
    expect(menu.map((item) => item.url)).toContain('/positions');
  });

  it('refuses a hotel call without the Managed-Hotel header or for a hotel the user does not work in', async () => {
    expect(Object.keys(await ok('/dashboard/stays/', 403, { hotel: null }))).toEqual(['detail']);
    expect((await api('/dashboard/stays/', { token: manager.access, hotel: 1 })).status).toBe(403);
  });
});

describe('stays', () => {
  it('lists (depth 1: guest and room nested), retrieves and moves a stay', async () => {
    const stays = page(await ok('/dashboard/stays/?page=1&page_size=999&ordering=room__number', 200));
    const withRoom = stays.filter((stay) => stay.room !== null);
    const stay = withRoom[0]!;
    expect(stay).not.toHaveProperty('hotel');
    expect(stay.guest).toEqual(expect.objectContaining({ id: anyNumber, lastName: anyString }));
    expect(stay.room).toEqual(expect.objectContaining({ id: anyNumber, number: anyString }));
    expect(stay.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stay.createdAt).toMatch(/Z$/);
    expect((await ok(`/dashboard/stays/${String(stay.id)}/`, 200)).id).toBe(stay.id);
    const otherRoom = (withRoom.find((other) => (other.room as Json).id !== (stay.room as Json).id)!.room as Json).id;
    const moved = await ok(`/dashboard/stays/${String(stay.id)}/set_room/`, 200, { json: { room: otherRoom } });
    expect((moved.room as Json).id).toBe(otherRoom);
    const searched = page(
      await ok(`/dashboard/stays/?search=${encodeURIComponent(String((stay.guest as Json).lastName))}`, 200),
    );
    expect(searched.length).toBeGreaterThan(0);
  });
});

describe('service orders and messages', () => {
  it('has the statuses ({value: label}, keys camelized by the renderer) and the languages', async () => {
    const statuses = await ok('/service_orders/statuses/', 200);
    expect(statuses).toEqual({ new: 'Новый', inProgress: 'В работе', completed: 'Выполнен', cancelled: 'Отменён' });
    const langs = await ok('/config/langs/', 200);
    expect(Object.keys(langs)).toEqual(['languages', 'currentLanguage']);
    expectPairs(langs.languages);
    expect(langs.currentLanguage).toBe('ru');
  });

  it('lists with django-filter filters (a bad choice is a 400), reports, and runs an order through its states', async () => {
    const orders = page(await ok('/dashboard/service_orders/?page=1&page_size=999&status=new', 200));
    expect(orders.every((order) => order.status === 'new')).toBe(true);
    const bad = await ok('/dashboard/service_orders/?status=new,in_progress', 400);
    expect(Object.keys(bad)).toEqual(['status']);
    expect(await ok('/dashboard/service_orders/?unknown=1&page_size=1', 200)).toHaveProperty('results');

    const report = (await api('/dashboard/service_orders/report/')).body as Json[];
    expect(report[0]).toEqual({ service: anyNumber, count: anyNumber });
    const statusReport = (await api('/dashboard/service_orders/status_report/')).body as Json[];
    expect(statusReport.map((row) => row.status)).toEqual(expect.arrayContaining(['new', 'completed']));

    const { stay, service } = orders[0]!;
    const created = await ok('/dashboard/service_orders/', 201, {
      json: { stay, service, data: { persons: 2 }, comment: 'Тест' },
    });
    expect(created).toEqual(
      expect.objectContaining({ status: 'new', stay, service, createdBy: admin.id, takenBy: null, hotel: HOTEL }),
    );
    const id = String(created.id);
    const taken = await ok(`/dashboard/service_orders/${id}/take_order/`, 200, { json: {} });
    expect(taken).toEqual(expect.objectContaining({ status: 'in_progress', takenBy: admin.id }));
    expect(taken.takenAt).toMatch(/Z$/);
    expect((await ok(`/dashboard/service_orders/${id}/complete_order/`, 200, { json: {} })).status).toBe('completed');
    expect(Object.keys(await ok(`/dashboard/service_orders/${id}/cancel_order/`, 400, { json: {} }))).toEqual([
      'detail',
    ]);
    const second = await ok('/dashboard/service_orders/', 201, { json: { stay, service } });
    expect((await ok(`/dashboard/service_orders/${String(second.id)}/cancel_order/`, 200, { json: {} })).status).toBe(
      'cancelled',
    );
    expect((await ok(`/dashboard/service_orders/${id}/`, 200)).status).toBe('completed');

    const message = await ok(`/dashboard/service_orders/${id}/messages/`, 201, { json: { text: 'Заказ принят' } });
    expect(message).toEqual(expect.objectContaining({ order: created.id, author: 'staff', user: admin.id }));
    const thread = (await api(`/dashboard/service_orders/${id}/messages/`)).body as Json[];
    expect(thread.map((m) => m.id)).toEqual([message.id]);
    const translated = await ok(`/messages/${String(message.id)}/translate/`, 200, {
      json: { destinationLanguage: 'en' },
    });
    expect(Object.keys(translated)).toEqual(['id', 'text', 'sourceLanguage', 'destinationLanguage', 'translatedText']);
    expect(translated.translatedText).toBeNull();
    expect(
      Object.keys(await ok(`/messages/${String(message.id)}/translate/`, 400, { json: { destinationLanguage: 'xx' } })),
    ).toEqual(['destinationLanguage']);
    // Another hotel's message is not found (the manager of hotel 2 asking about hotel 1's message).
    await ok(`/messages/${String(message.id)}/translate/`, 404, {
      token: manager.access,
      hotel: 2,
      json: { destinationLanguage: 'en' },
    });
  });
});

describe('the hotel', () => {
  it('reads and changes the hotel; a manager may not change an administrator field', async () => {
    const hotel = await ok(`/dashboard/hotels/${HOTEL}/`, 200);
    expect(hotel.latitude).toMatch(/^\d+\.\d{6}$/);
    expect(hotel.checkInTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(hotel.createdAt).toMatch(/Z$/);
    expect(
      (await ok(`/dashboard/hotels/${HOTEL}/`, 200, { method: 'PATCH', json: { wifiName: 'Neva' } })).wifiName,
    ).toBe('Neva');
    const refused = await ok('/dashboard/hotels/2/', 400, {
      method: 'PATCH',
      token: manager.access,
      hotel: 2,
      json: { name: 'Другое имя' },
    });
    expect(Object.keys(refused)).toEqual(['name']);
    await ok('/dashboard/hotels/2/', 200, {
      method: 'PATCH',
      token: manager.access,
      hotel: 2,
      json: { wifiName: 'Azure' },
    });
    expectPairs(await ok('/dashboard/hotels/currency_list/', 200));
    const restrictions = await ok('/hotels/field_restrictions/', 200);
    expect(restrictions.name).toEqual({ required: true, maxLength: 255, readOnlyForManager: true });
    expect(restrictions.wifiName).toEqual({ required: false, maxLength: 64, readOnlyForManager: false });
  });
});

describe('images', () => {
  it('lists an object’s images (main first), uploads, sets the main one and deletes', async () => {
    const images = page(await ok(`/images/hotel/${HOTEL}/?page=1&page_size=999`, 200));
    expect(images[0]).toEqual(expect.objectContaining({ contentType: 'hotel', objectId: HOTEL, isMain: true }));
    const file = await fetch(String(images[0]!.image));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    const form = new FormData();
    form.append('contentType', 'hotel');
    form.append('objectId', String(HOTEL));
    form.append('file', await pngBytes(), 'photo.png');
    const uploaded = await ok('/dashboard/images/upload/', 201, { form });
    expect(uploaded).toEqual(expect.objectContaining({ contentType: 'hotel', objectId: HOTEL, isMain: false }));
    expect(uploaded.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/images\/.+\.png$/);
    expect((await fetch(String(uploaded.image))).status).toBe(200);

    // djangorestframework-camel-case turns `objectID` into `object_i_d`: only `objectId` names the field.
    const acronym = new FormData();
    acronym.append('contentType', 'hotel');
    acronym.append('objectID', String(HOTEL));
    acronym.append('file', await pngBytes(), 'photo.png');
    expect(Object.keys(await ok('/dashboard/images/upload/', 400, { form: acronym }))).toEqual(['objectId']);

    expect((await ok(`/dashboard/images/${String(uploaded.id)}/set_main/`, 200, { json: {} })).isMain).toBe(true);
    await ok(`/dashboard/images/${String(uploaded.id)}/`, 204, { method: 'DELETE' });
    const after = page(await ok(`/images/hotel/${HOTEL}/?page=1&page_size=999`, 200));
    expect(after[0]!.isMain).toBe(true);
    expect(after.filter((image) => image.isMain)).toHaveLength(1);
  });
});

describe('categories and facilities', () => {
  it('lists the categories: all, and those with a selected facility', async () => {
    for (const path of [
      '/dashboard/categories/',
      '/dashboard/categories/all/?page=1&page_size=999',
      '/dashboard/categories/filled/',
    ]) {
      expect(Object.keys(page(await ok(path, 200))[0]!)).toEqual(['id', 'name', 'icon', 'position']);
    }
  });

  it('lists the catalogue with the hotel’s flags, filters by category, selects and links', async () => {
    const all = page(await ok('/dashboard/facilities/all/?page=1&page_size=999', 200));
    expect(all[0]).toEqual(expect.objectContaining({ selected: anyBoolean, linked: anyBoolean }));
    expect(page(await ok('/dashboard/facilities/?category=', 200)).length).toBeGreaterThan(0);
    const inCategory = page(await ok('/dashboard/facilities/?category=1', 200));
    expect(inCategory.every((facility) => facility.category === 1)).toBe(true);
    expect(Object.keys(await ok('/dashboard/facilities/?category=null', 400))).toEqual(['category']);
    const id = String(inCategory.find((facility) => !facility.selected)!.id);
    expect((await ok(`/dashboard/facilities/${id}/select/`, 200, { json: {} })).selected).toBe(true);
    expect((await ok(`/dashboard/facilities/${id}/link/`, 200, { json: {} })).linked).toBe(true);
    expect((await ok(`/dashboard/facilities/${id}/unlink/`, 200, { json: {} })).linked).toBe(false);
    expect((await ok(`/dashboard/facilities/${id}/unselect/`, 200, { json: {} })).selected).toBe(false);
  });
});

describe('services', () => {
  it('creates, reads, replaces and deletes a service (price a decimal string); the choice dictionaries', async () => {
    const services = page(await ok('/dashboard/services/?page=1&page_size=999', 200));
    expect(services[0]!.price).toMatch(/^\d+\.\d{2}$/);
    const created = await ok('/dashboard/services/', 201, {
      json: { name: 'Поздний выезд', price: '1500.5', serviceType: 'service' },
    });
    expect(created).toEqual(
      expect.objectContaining({ price: '1500.50', hotel: HOTEL, currency: 'RUB', isActive: true }),
    );
    const id = String(created.id);
    expect((await ok(`/dashboard/services/${id}/`, 200)).name).toBe('Поздний выезд');
    const replaced = await ok(`/dashboard/services/${id}/`, 200, {
      method: 'PUT',
      json: { name: 'Поздний выезд до 18:00', price: null, serviceType: 'booking', bookingType: 'time' },
    });
    expect(replaced).toEqual(expect.objectContaining({ price: null, serviceType: 'booking', bookingType: 'time' }));
    await ok(`/dashboard/services/${id}/`, 204, { method: 'DELETE' });

    expectPairs(await ok('/dashboard/services/service_types/', 200));
    expect((await api('/dashboard/services/approve_types/')).body).toEqual(
      expect.arrayContaining([{ value: 'auto', label: anyString }]),
    );
    expect((await api('/dashboard/services/booking_types/')).body).toEqual(
      expect.arrayContaining([{ value: 'time', displayName: anyString }]),
    );
    expectPairs(await ok('/dashboard/services/geo_levels/', 200));
    expect((await api('/dashboard/services/feedback_variants/')).body).toEqual(
      expect.arrayContaining([{ id: 'rating', name: anyString }]),
    );
  });
});

describe('virtual categories', () => {
  it('creates a category with items, sorts and deletes them', async () => {
    expect(page(await ok('/dashboard/virtual-categories/', 200)).length).toBeGreaterThan(0);
    const category = await ok('/dashboard/virtual-categories/', 201, { json: { name: 'Тест', icon: null, order: 9 } });
    expect(category).toEqual(expect.objectContaining({ hotel: HOTEL, icon: null }));
    const id = String(category.id);
    expect(
      (await ok(`/dashboard/virtual-categories/${id}/`, 200, { method: 'PATCH', json: { name: 'Тест 2' } })).name,
    ).toBe('Тест 2');
    const services = page(await ok('/dashboard/services/?page_size=2', 200));
    const items = [];
    for (const service of services) {
      items.push(
        await ok('/dashboard/virtual-categories-items/', 201, {
          json: { virtualCategory: category.id, service: service.id, name: String(service.name), icon: null },
        }),
      );
    }
    expect(items[0]).toEqual(
      expect.objectContaining({ virtualCategory: category.id, service: services[0]!.id, icon: null }),
    );
    const duplicate = await ok('/dashboard/virtual-categories-items/', 400, {
      json: { virtualCategory: category.id, service: services[0]!.id, name: 'x' },
    });
    expect(Object.keys(duplicate)).toEqual(['nonFieldErrors']);
    await ok(`/dashboard/virtual-categories-items/${String(items[0]!.id)}/`, 200, {
      method: 'PATCH',
      json: { icon: 'spa' },
    });
    await ok('/dashboard/virtual-categories-items/sort/', 204, {
      json: [
        { id: items[1]!.id, order: 1 },
        { id: items[0]!.id, order: 2 },
      ],
    });
    const sorted = page(await ok(`/dashboard/virtual-categories-items/?virtual_category=${id}`, 200));
    expect(sorted.map((item) => item.id)).toEqual([items[1]!.id, items[0]!.id]);
    await ok(`/dashboard/virtual-categories-items/${String(items[0]!.id)}/`, 204, { method: 'DELETE' });
    await ok(`/dashboard/virtual-categories/${id}/`, 204, { method: 'DELETE' });
  });
});

describe('channels and positions', () => {
  it('reads both trees, adds, renames and deletes a node, subscribes and assigns', async () => {
    const channels = (await api('/dashboard/channels/tree_for_hotel/')).body as Json[];
    const positions = (await api('/dashboard/positions/tree_for_hotel/')).body as Json[];
    for (const roots of [channels, positions]) {
      expect(Object.keys(roots[0]!)).toEqual(['id', 'name', 'parent', 'children']);
      expect((roots[0]!.children as Json[]).length).toBeGreaterThan(0);
    }
    const channelRoot = String(channels[0]!.id);
    const child = await ok(`/dashboard/channels/${channelRoot}/add_child_node/`, 201, {
      json: { name: 'Новый канал' },
    });
    expect(child).toEqual(expect.objectContaining({ parent: channels[0]!.id, name: 'Новый канал', hotel: HOTEL }));
    const channel = String(child.id);
    expect((await ok(`/dashboard/channels/${channel}/rename_node/`, 200, { json: { name: 'Канал' } })).name).toBe(
      'Канал',
    );

    const position = (positions[0]!.children as Json[])[0]!;
    await ok(`/dashboard/channels/${channel}/subscribe/`, 200, { json: { positionId: position.id } });
    await ok(`/dashboard/channels/${channel}/subscribe/`, 200, { json: { userId: admin.id } });
    expect(Object.keys(await ok(`/dashboard/channels/${channel}/subscribe/`, 400, { json: {} }))).toEqual([
      'nonFieldErrors',
    ]);
    const subscribedPositions = (await api(`/dashboard/channels/${channel}/subscribed_positions/`)).body as Json[];
    expect(subscribedPositions.map((p) => p.id)).toEqual([position.id]);
    const subscribedUsers = (await api(`/dashboard/channels/${channel}/subscribed_users/`)).body as Json[];
    expect(subscribedUsers).toEqual([
      {
        id: admin.id,
        email: 'admin@example.com',
        firstName: anyString,
        lastName: anyString,
        isActive: true,
      },
    ]);
    const positionChannels = (await api(`/dashboard/positions/${String(position.id)}/channels/`)).body as Json[];
    expect(positionChannels.map((c) => c.id)).toContain(child.id);
    await ok(`/dashboard/channels/${channel}/unsubscribe/`, 200, { json: { positionId: position.id } });
    await ok(`/dashboard/channels/${channel}/unsubscribe/`, 200, { json: { userId: admin.id } });

    await ok(`/dashboard/positions/${String(position.id)}/add_to_user/`, 200, { json: { userId: admin.id } });
    await ok(`/dashboard/positions/${String(position.id)}/remove_from_user/`, 200, { json: { userId: admin.id } });
    const newPosition = await ok(`/dashboard/positions/${String(position.id)}/add_child_node/`, 201, {
      json: { name: 'Стажёр' },
    });
    await ok(`/dashboard/positions/${String(newPosition.id)}/rename_node/`, 200, { json: { name: 'Стажёры' } });
    await ok(`/dashboard/positions/${String(newPosition.id)}/`, 204, { method: 'DELETE' });
    await ok(`/dashboard/channels/${channel}/`, 204, { method: 'DELETE' });
  });

  it('keeps the team’s writes to administrators', async () => {
    const positions = (await api('/dashboard/positions/tree_for_hotel/', { token: manager.access, hotel: 2 }))
      .body as Json[];
    expect(positions.length).toBeGreaterThan(0);
    const refused = await ok(`/dashboard/positions/${String(positions[0]!.id)}/add_child_node/`, 403, {
      token: manager.access,
      hotel: 2,
      json: { name: 'x' },
    });
    expect(Object.keys(refused)).toEqual(['detail']);
  });
});

describe('staff accounts', () => {
  it('lists the staff, invites, edits and deactivates an account', async () => {
    const staff = page(await ok('/dashboard/accounts/staff/?page=1&page_size=999', 200));
    expect(Object.keys(staff[0]!)).toEqual([
      'id',
      'email',
      'firstName',
      'lastName',
      'phone',
      'isActive',
      'lastLogin',
      'positions',
      'role',
    ]);
    expect(staff.find((user) => user.id === admin.id)!.role).toBe('admin');
    const invited = await ok('/dashboard/accounts/add_staff/', 201, {
      json: { email: 'new.manager@example.com', firstName: 'Новый', lastName: 'Менеджер', role: 'manager' },
    });
    expect(invited).toEqual(
      expect.objectContaining({ isActive: false, role: 'manager', positions: [], lastLogin: null }),
    );
    const mail = (await call(django.url, '/dev/outbox/?to=new.manager@example.com')).body as { links: string[] }[];
    expect(mail[0]!.links[0]).toContain('/activate/');
    const id = String(invited.id);
    expect(
      (await ok(`/dashboard/accounts/${id}/`, 200, { method: 'PATCH', json: { phone: '+7 900 000-00-00' } })).phone,
    ).toBe('+7 900 000-00-00');
    const positions = (await api('/dashboard/positions/tree_for_hotel/')).body as Json[];
    const position = (positions[0]!.children as Json[])[0]!.id;
    expect(
      (await ok(`/dashboard/accounts/${id}/`, 200, { method: 'PATCH', json: { positions: [position] } })).positions,
    ).toEqual([position]);
    expect(await ok(`/dashboard/accounts/${id}/deactivate/`, 200, { json: {} })).toEqual({ status: 'deactivated' });
    expect(
      Object.keys(await ok('/dashboard/accounts/add_staff/', 400, { json: { email: 'admin@example.com' } })),
    ).toEqual(expect.arrayContaining(['email', 'role']));
  });
});

describe('billing', () => {
  it('lists the payment points of a hotel, adds one (administrators only), has the gateways', async () => {
    const points = page(await ok(`/dashboard/billing/payment_points/?hotel=${HOTEL}`, 200));
    expect(points.every((point) => point.hotel === HOTEL)).toBe(true);
    const created = await ok('/dashboard/billing/payment_points/', 201, {
      json: { hotel: HOTEL, name: 'Бар', gateway: 'cash', currency: 'RUB' },
    });
    expect(created).toEqual(expect.objectContaining({ hotel: HOTEL, gateway: 'cash', isActive: true }));
    expect(
      Object.keys(
        await ok('/dashboard/billing/payment_points/', 400, {
          json: { hotel: 2, name: 'x', gateway: 'cash', currency: 'RUB' },
        }),
      ),
    ).toEqual(['hotel']);
    const refused = await ok('/dashboard/billing/payment_points/', 403, {
      token: manager.access,
      hotel: 2,
      json: { hotel: 2, name: 'Бар', gateway: 'cash', currency: 'RUB' },
    });
    expect(Object.keys(refused)).toEqual(['detail']);
    expectPairs(await ok('/dashboard/billing/gateways/', 200));
  });
});

describe('promo landings', () => {
  it('creates, changes and deletes a landing', async () => {
    expect(page(await ok('/dashboard/promo/landings/', 200)).length).toBeGreaterThan(0);
    const created = await ok('/dashboard/promo/landings/', 201, {
      json: { title: 'Зимние скидки', slug: 'zimnie-skidki', ctaType: 'none' },
    });
    expect(created).toEqual(
      expect.objectContaining({ hotel: HOTEL, ctaService: null, image: null, publishFrom: null }),
    );
    expect(Object.keys(await ok('/dashboard/promo/landings/', 400, { json: { title: 'x', slug: 'не слаг' } }))).toEqual(
      ['slug'],
    );
    const id = String(created.id);
    const changed = await ok(`/dashboard/promo/landings/${id}/`, 200, {
      method: 'PATCH',
      json: { publishFrom: '2030-01-01T00:00:00Z', isActive: false },
    });
    expect(changed).toEqual(expect.objectContaining({ publishFrom: '2030-01-01T00:00:00Z', isActive: false }));
    await ok(`/dashboard/promo/landings/${id}/`, 204, { method: 'DELETE' });
  });
});

describe('menus', () => {
  it('lists, creates and changes menus and their items (c_content_type a content type pk)', async () => {
    const menus = page(await ok('/menus/?page=1&page_size=999', 200));
    expectPairs(await ok('/dashboard/menus/types/', 200));
    const existing = page(await ok(`/dashboard/menu_items/?menu=${String(menus[0]!.id)}`, 200));
    expect(existing[0]).toEqual(
      expect.objectContaining({ menu: menus[0]!.id, cContentType: anyNumber, objectId: anyNumber }),
    );
    const menu = await ok('/dashboard/menus/', 201, { json: { name: 'Бар', type: 'bar' } });
    expect(menu).toEqual(expect.objectContaining({ hotel: HOTEL, type: 'bar' }));
    const id = String(menu.id);
    await ok(`/dashboard/menus/${id}/`, 200, { method: 'PATCH', json: { name: 'Бар на крыше' } });
    const items = [];
    for (const source of existing.slice(0, 2)) {
      items.push(
        await ok('/dashboard/menu_items/', 201, {
          json: { menu: menu.id, cContentType: source.cContentType, objectId: source.objectId },
        }),
      );
    }
    await ok(`/dashboard/menu_items/${String(items[0]!.id)}/`, 200, { method: 'PATCH', json: { order: 5 } });
    await ok('/dashboard/menu_items/sort/', 204, {
      json: [
        { id: items[0]!.id, order: 1 },
        { id: items[1]!.id, order: 2 },
      ],
    });
    expect(page(await ok(`/dashboard/menu_items/?menu=${id}`, 200)).map((item) => item.order)).toEqual([1, 2]);
    await ok(`/dashboard/menu_items/${String(items[0]!.id)}/`, 204, { method: 'DELETE' });
    await ok(`/dashboard/menus/${id}/`, 204, { method: 'DELETE' });
  });
});

describe('content: safety and sights', () => {
  it('lists the categories and the items (each item’s image under `image`)', async () => {
    for (const path of ['/content/safety-categories/', '/content/sights-categories/']) {
      expect(Object.keys(page(await ok(path, 200))[0]!)).toEqual(['id', 'name', 'icon', 'position']);
    }
    const sights = page(await ok('/dashboard/content/sights/?page=1&page_size=999&category=1', 200));
    const pictured = sights.find((sight) => sight.image !== null)!;
    expect(pictured.latitude).toMatch(/^\d+\.\d{6}$/);
    const file = await fetch(String(pictured.image));
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('creates a safety item from a form with its image, changes and deletes it', async () => {
    const form = new FormData();
    form.append('category', '1');
    form.append('title', 'Эвакуация');
    form.append('text', 'Выходите по зелёным указателям.');
    form.append('phones', JSON.stringify(['112', '101']));
    form.append('image', await pngBytes(), 'plan.png');
    const created = await ok('/dashboard/content/safety/', 201, { form });
    expect(created).toEqual(expect.objectContaining({ hotel: HOTEL, category: 1, phones: ['112', '101'] }));
    expect((await fetch(String(created.image))).status).toBe(200);
    const id = String(created.id);
    const change = new FormData();
    change.append('title', 'План эвакуации');
    expect((await ok(`/dashboard/content/safety/${id}/`, 200, { method: 'PATCH', form: change })).title).toBe(
      'План эвакуации',
    );
    expect(page(await ok('/dashboard/content/safety/?category=1', 200)).map((item) => item.id)).toContain(created.id);
    await ok(`/dashboard/content/safety/${id}/`, 204, { method: 'DELETE' });
  });

  it('creates a sight from JSON (coordinates and distance decimal strings), changes and deletes it', async () => {
    const created = await ok('/dashboard/content/sights/', 201, {
      json: { category: 2, title: 'Мост', latitude: '59.93', longitude: '30.34', distance: '1.5' },
    });
    expect(created).toEqual(
      expect.objectContaining({ latitude: '59.930000', longitude: '30.340000', distance: '1.5', image: null }),
    );
    const id = String(created.id);
    await ok(`/dashboard/content/sights/${id}/`, 200, { method: 'PATCH', json: { distance: '2.0' } });
    await ok(`/dashboard/content/sights/${id}/`, 204, { method: 'DELETE' });
  });
});

describe('the server', () => {
  it('answered no call with a server error and logged no warning', () => {
    expect(django.requests().filter((request) => request.status >= 500)).toEqual([]);
    expect(django.output()).not.toMatch(/Traceback|Warning/);
  });
});
