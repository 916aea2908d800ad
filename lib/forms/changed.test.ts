import { describe, expect, it } from 'vitest';
import { changedPayload, dirtyFieldsOf, isDirtyMark } from './changed';

describe('isDirtyMark', () => {
  it('reads leaves, nested objects and arrays', () => {
    expect(isDirtyMark(true)).toBe(true);
    expect(isDirtyMark(false)).toBe(false);
    expect(isDirtyMark(undefined)).toBe(false);
    expect(isDirtyMark([undefined, { title: false }])).toBe(false);
    expect(isDirtyMark([undefined, { title: true }])).toBe(true);
    expect(isDirtyMark({ days: [false, false], from: false })).toBe(false);
    expect(isDirtyMark({ days: [false, true] })).toBe(true);
  });
});

describe('dirtyFieldsOf', () => {
  it('lists the changed fields in the given order', () => {
    expect(dirtyFieldsOf({ phone: true, name: true, city: false }, ['name', 'city', 'phone'])).toEqual([
      'name',
      'phone',
    ]);
  });
});

describe('changedPayload', () => {
  const payload = {
    name: 'Нева',
    phone: '+7 812',
    cta_url: 'https://x.ru',
    translations: [{ lang: 'en', title: 'A' }],
  };

  it('keeps only the keys whose form field is dirty', () => {
    expect(changedPayload(payload, { phone: true })).toEqual({ phone: '+7 812' });
  });

  it('maps a wire key to the form field(s) it is built from', () => {
    const sources = { cta_url: ['ctaType', 'ctaUrl'] } as const;
    expect(changedPayload(payload, { ctaType: true }, sources)).toEqual({ cta_url: 'https://x.ru' });
    expect(changedPayload(payload, { name: true, ctaType: false, ctaUrl: false }, sources)).toEqual({ name: 'Нева' });
  });

  it('sends a list whole when anything inside it changed', () => {
    expect(changedPayload(payload, { translations: [undefined, { title: true }] })).toEqual({
      translations: payload.translations,
    });
    expect(changedPayload(payload, { translations: [{ title: false }] })).toEqual({});
  });

  it('is empty when nothing changed', () => {
    expect(changedPayload(payload, {})).toEqual({});
    expect(changedPayload(payload, { name: false, translations: [] })).toEqual({});
  });
});
