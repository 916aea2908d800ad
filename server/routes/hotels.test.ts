import { beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_FIELD_RESTRICTIONS } from '../domain/dictionaries';
import { HOTELS } from '../seed/data';
import { call, type Detail, login, MANAGER, NO_HOTELS } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { HotelResponse } from './hotels';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

/** The administrator of hotels 1 and 2 (manager of hotel 3). */
function get(id: number | string, hotel: number | undefined = Number(id), token = admin) {
  return call<HotelResponse>(server, `/dashboard/hotels/${id}/`, { token, hotel });
}

function patch<T = HotelResponse>(
  id: number,
  json: unknown,
  { token = admin, hotel = id }: { token?: string; hotel?: number } = {},
) {
  return call<T>(server, `/dashboard/hotels/${id}/`, { method: 'PATCH', token, hotel, json });
}

const READ_ONLY = 'Это поле может изменять только администратор отеля.';

describe('GET /dashboard/hotels/{id}/', () => {
  it('answers the full record of the seeded hotel, times in HH:MM', async () => {
    const response = await get(1);
    expect(response.status).toBe(200);
    const seeded = HOTELS.find((hotel) => hotel.id === 1)!;
    expect(response.body).toEqual({
      id: 1,
      name: seeded.name,
      stars: 5,
      description: seeded.description,
      city: 'Санкт-Петербург',
      address: 'Невский проспект, 57',
      postalCode: '191025',
      latitude: 59.93159,
      longitude: 30.34956,
      phone: seeded.phone,
      email: seeded.email,
      website: seeded.website,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      checkInNotes: seeded.checkInNotes,
      wifiName: 'GrandNeva_Guest',
      wifiPassword: 'nevsky57',
      currency: 'RUB',
      timezone: 'Europe/Moscow',
    });
    // A hotel without an official category.
    expect((await get(3, 3)).body).toMatchObject({
      id: 3,
      stars: null,
      timezone: 'Asia/Barnaul',
      checkOutTime: '11:00',
    });
  });

  it('has a restriction for every editable field and for nothing else', async () => {
    const { id: _id, ...fields } = (await get(1)).body;
    expect(Object.keys(HOTEL_FIELD_RESTRICTIONS).sort()).toEqual(Object.keys(fields).sort());
    const restrictions = await call<Record<string, unknown>>(server, '/hotels/field_restrictions/', { token: admin });
    expect(Object.keys(restrictions.body).sort()).toEqual(Object.keys(fields).sort());
  });

  it('needs the Managed-Hotel header, like every hotel-scoped route', async () => {
    const missing = await call(server, '/dashboard/hotels/1/', { token: admin });
    expect(missing.status).toBe(403);
    expect((missing.body as Detail).detail).toMatch(/Managed-Hotel/);
    // A header naming a hotel that is not the user's is a 403 even when {id} is the user's.
    expect((await get(2, 1, manager)).status).toBe(403);
    expect((await call(server, '/dashboard/hotels/1/', { hotel: 1 })).status).toBe(401);
    const none = (await login(server, NO_HOTELS)).access;
    expect((await get(1, 1, none)).status).toBe(403);
  });

  it('answers 404 for a hotel that is not the user’s, whatever the header', async () => {
    for (const id of [1, 999, 'abc', 0]) {
      const response = await get(id, 2, manager);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
    expect((await patch(1, { phone: '+7 000 000-00-00' }, { token: manager, hotel: 2 })).status).toBe(404);
  });

  it('does not need {id} to be the header’s hotel: any hotel of the user, with the user’s role there', async () => {
    expect((await get(2, 1)).body.id).toBe(2);
    // admin@ administers hotel 1 (the header) but only manages hotel 3: the role that counts is the one in 3.
    const response = await patch<Errors>(3, { name: 'Алтай Лодж & Spa' }, { hotel: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ name: [READ_ONLY] });
  });

  it('knows no other method than GET and PATCH', async () => {
    const response = await call(server, '/dashboard/hotels/1/', { method: 'DELETE', token: admin, hotel: 1 });
    expect(response.status).toBe(405);
  });
});

describe('PATCH /dashboard/hotels/{id}/', () => {
  it('changes the given fields only and answers the whole record', async () => {
    const before = (await get(1)).body;
    const response = await patch(1, {
      description: '  Новый текст описания.  ',
      checkInTime: '15:30:00',
      stars: '4',
      check_out_time: '11:00',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...before,
      description: 'Новый текст описания.',
      checkInTime: '15:30',
      checkOutTime: '11:00',
      stars: 4,
    });
    expect((await get(1)).body).toEqual(response.body);
    // An empty body changes nothing and is no error.
    const empty = await patch(1, {});
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(response.body);
  });

  it('answers every field’s error at once, in Russian, and changes nothing', async () => {
    const before = (await get(2)).body;
    const response = await patch<Errors>(2, {
      name: '   ',
      email: 'reservations@azurebay',
      website: 'azurebay.example.com',
      phone: 'звоните на ресепшн',
      checkInTime: '25:00',
      checkOutTime: '',
      currency: 'XYZ',
      timezone: 'Mars/Olympus',
      stars: 6,
      latitude: 'north',
      longitude: 200,
      description: { text: 'x' },
      wifiName: 'w'.repeat(65),
      city: null,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      name: ['Это поле не может быть пустым.'],
      email: ['Введите правильный адрес электронной почты.'],
      website: ['Введите правильный URL.'],
      phone: ['Введите номер телефона: цифры, пробелы, скобки, дефисы и «+» в начале.'],
      checkInTime: ['Неправильный формат времени. Используйте формат ЧЧ:ММ.'],
      checkOutTime: ['Это поле не может быть пустым.'],
      currency: ['Выберите корректный вариант. XYZ нет среди допустимых значений.'],
      timezone: ['Выберите корректный вариант. Mars/Olympus нет среди допустимых значений.'],
      stars: ['Убедитесь, что это значение меньше либо равно 5.'],
      latitude: ['Требуется численное значение.'],
      longitude: ['Убедитесь, что это значение меньше либо равно 180.'],
      description: ['Ожидалась строка.'],
      wifiName: ['Убедитесь, что в этом поле не больше 64 символов.'],
      city: ['Это поле не может быть null.'],
    });
    expect((await get(2)).body).toEqual(before);
  });

  it('takes a currency of the list and a time zone of the runtime’s IANA list (canonical names)', async () => {
    const response = await patch(2, {
      currency: 'EUR',
      timezone: 'Asia/Kamchatka',
      website: 'http://localhost:8080/azure',
      email: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      currency: 'EUR',
      timezone: 'Asia/Kamchatka',
      website: 'http://localhost:8080/azure',
      email: '',
    });
    expect((await patch(2, { currency: 'RUB', timezone: 'UTC' })).body).toMatchObject({
      currency: 'RUB',
      timezone: 'UTC',
    });
  });

  it('keeps the position whole: both coordinates or neither', async () => {
    const alone = await patch<Errors>(1, { latitude: null });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ latitude: ['Укажите и широту, и долготу — или оставьте пустыми обе.'] });

    const cleared = await patch(1, { latitude: null, longitude: '' });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });

    const half = await patch<Errors>(1, { latitude: 59.9 });
    expect(half.body).toEqual({ longitude: ['Укажите и широту, и долготу — или оставьте пустыми обе.'] });

    const set = await patch(1, { latitude: '59.931590004', longitude: 30.34956 });
    expect(set.body).toMatchObject({ latitude: 59.93159, longitude: 30.34956 });
  });

  it('answers a body that is not an object with a non-field error', async () => {
    const response = await patch<Errors>(1, ['name']);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ nonFieldErrors: ['Недопустимые данные. Ожидался словарь, но был получен list.'] });
  });

  it('refuses an over-long number at once, as DRF does, and reads long but sane ones in linear time', async () => {
    // Hundreds of thousands of digits then a letter: a backtracking number pattern would hold the server for minutes.
    const huge = `${'9'.repeat(1_000_000)}x`;
    const long = `${'9'.repeat(20_000)}x`;
    const response = await patch<Errors>(1, { latitude: huge, longitude: long, stars: long });
    expect(response.status).toBe(400);
    const tooLong = ['Слишком длинное значение.'];
    expect(response.body).toEqual({ latitude: tooLong, longitude: tooLong, stars: tooLong });
    // Just under DRF's 1000 characters: an ordinary "not a number".
    const notANumber = await patch<Errors>(1, { latitude: `${'1'.repeat(998)}x`, stars: ` ${'2'.repeat(990)}.5e` });
    expect(notANumber.body).toEqual({ latitude: ['Требуется численное значение.'], stars: ['Введите целое число.'] });
    const manager = await patch<Errors>(3, { latitude: huge }, { token: (await login(server, MANAGER)).access });
    expect(manager.status).toBe(400);
  });

  it('keeps the description within its 5000 characters', async () => {
    const response = await patch<Errors>(1, { description: 'д'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ description: ['Убедитесь, что в этом поле не больше 5000 символов.'] });
  });

  it('clears optional fields but not required ones', async () => {
    const response = await patch(
      3,
      { stars: null, postalCode: '', checkInNotes: '' },
      { token: (await login(server, { email: 's.orlova@example.com', password: 'demo12345' })).access },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ stars: null, postalCode: '', checkInNotes: '' });
    const required = await patch<Errors>(1, { city: '', timezone: '', checkInTime: null });
    expect(required.body).toEqual({
      city: ['Это поле не может быть пустым.'],
      timezone: ['Это поле не может быть пустым.'],
      checkInTime: ['Это поле не может быть null.'],
    });
  });
});

describe('a manager', () => {
  const asManager = { token: '', hotel: 2 };
  beforeAll(() => {
    asManager.token = manager;
  });

  it('changes what the restrictions leave to managers', async () => {
    const response = await patch(
      2,
      { phone: '+7 862 555-01-04', checkInTime: '14:00', checkInNotes: 'Заезд с 14:00.', wifiPassword: 'new-pass' },
      asManager,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      phone: '+7 862 555-01-04',
      checkInTime: '14:00',
      checkInNotes: 'Заезд с 14:00.',
      wifiPassword: 'new-pass',
    });
  });

  it('gets a 400 on each read-only field it tries to change, and nothing is saved', async () => {
    const before = (await get(2)).body;
    const response = await patch<Errors>(
      2,
      {
        name: 'Azure Bay',
        stars: 5,
        currency: 'not a currency',
        latitude: 1,
        timezone: 'Europe/Samara',
        phone: '+7 999 000-00-00',
      },
      asManager,
    );
    expect(response.status).toBe(400);
    // Even an invalid value of a read-only field gets the read-only message: it is not the manager's to fix.
    expect(response.body).toEqual({
      name: [READ_ONLY],
      stars: [READ_ONLY],
      currency: [READ_ONLY],
      latitude: [READ_ONLY],
      timezone: [READ_ONLY],
    });
    expect((await get(2)).body).toEqual(before);
  });

  it('may send a read-only field with its stored value (a whole-record PATCH)', async () => {
    const { id: _id, ...record } = (await get(2)).body;
    const response = await patch(
      2,
      { ...record, name: `  ${record.name} `, stars: String(record.stars), description: 'Обновлено менеджером.' },
      asManager,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: record.name,
      stars: record.stars,
      description: 'Обновлено менеджером.',
    });
  });

  it('is a manager only where it does not administer: the administrator may change every field', async () => {
    const response = await patch(2, { name: 'Azure Bay Resort & Spa', stars: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Azure Bay Resort & Spa', stars: 5 });
  });
});
