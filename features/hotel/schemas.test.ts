import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { Hotel } from './api';
import { completeUrl, hotelFormSchema, parseDecimal, toFormValues, toPatch } from './schemas';

const hotel: Hotel = {
  id: 1,
  name: 'Гранд Отель Нева',
  stars: 5,
  description: '',
  city: 'Санкт-Петербург',
  address: 'Невский проспект, 57',
  postalCode: '191025',
  latitude: 59.93159,
  longitude: 30.34956,
  phone: '+7 812 640-57-57',
  email: 'info@grand-neva.example.com',
  website: 'https://grand-neva.example.com',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  checkInNotes: '',
  wifiName: '',
  wifiPassword: '',
  currency: 'RUB',
  timezone: 'Europe/Moscow',
};

const restrictions = {
  name: { required: true, maxLength: 10, readOnlyForManager: true },
  phone: { required: false, maxLength: 32, readOnlyForManager: false },
};

function issues(values: Partial<ReturnType<typeof toFormValues>>): Record<string, string> {
  const result = v.safeParse(hotelFormSchema(restrictions), { ...toFormValues(hotel), name: 'Нева', ...values });
  return Object.fromEntries(
    (result.issues ?? []).map((issue): [string, string] => [v.getDotPath(issue) ?? '', issue.message]),
  );
}

describe('hotel form values', () => {
  it('turn the record into text and back into a PATCH of the given fields only', () => {
    const values = toFormValues({ ...hotel, stars: null });
    expect(values).toMatchObject({ stars: '', latitude: '59.93159', checkInTime: '14:00' });
    expect(
      toPatch({ ...values, stars: '4', latitude: '59,95', longitude: '', phone: 'x' }, [
        'stars',
        'latitude',
        'longitude',
      ]),
    ).toEqual({
      stars: 4,
      latitude: 59.95,
      longitude: null,
    });
    expect(toPatch({ ...values, stars: '' }, ['stars'])).toEqual({ stars: null });
  });

  it('read decimals with a comma or a dot, and complete a web address without its scheme', () => {
    expect(parseDecimal(' 43,5 ')).toBe(43.5);
    expect(parseDecimal('-.5')).toBe(-0.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('north')).toBeNaN();
    expect(completeUrl(' hotel.ru ')).toBe('https://hotel.ru');
    expect(completeUrl('http://hotel.ru')).toBe('http://hotel.ru');
    expect(completeUrl('')).toBe('');
  });
});

describe('hotelFormSchema', () => {
  it('takes required and max length from the restrictions', () => {
    expect(issues({ name: '  ' })).toEqual({ name: ru.hotel.validation.required });
    expect(issues({ name: 'x'.repeat(11) })).toEqual({ name: ru.hotel.validation.maxLength(10) });
    // A field the restrictions do not name is optional and unlimited.
    expect(issues({ description: 'x'.repeat(5000), city: '' })).toEqual({});
  });

  it('checks the formats it can check as well as the server, and leaves the rest to it', () => {
    expect(issues({ email: 'info@grand-neva' })).toEqual({});
    expect(issues({ email: 'info at hotel' })).toEqual({ email: ru.hotel.validation.email });
    expect(issues({ phone: 'звоните' })).toEqual({ phone: ru.hotel.validation.phone });
    expect(issues({ website: 'hotel.ru' })).toEqual({ website: ru.hotel.validation.website });
    expect(issues({ checkInTime: '25:00' })).toEqual({ checkInTime: ru.hotel.validation.time });
    expect(issues({ latitude: '91', longitude: '30' })).toEqual({ latitude: ru.hotel.validation.latitude });
  });

  it('wants both coordinates or neither, and says so on the empty one', () => {
    expect(issues({ latitude: '', longitude: '30,1' })).toEqual({ latitude: ru.hotel.validation.positionIncomplete });
    expect(issues({ latitude: '59.9', longitude: ' ' })).toEqual({ longitude: ru.hotel.validation.positionIncomplete });
    expect(issues({ latitude: '', longitude: '' })).toEqual({});
  });
});
