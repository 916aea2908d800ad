import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { SafetyItem, SightsItem } from './api';
import {
  imageChangeOf,
  imageFileError,
  type SafetyFormInput,
  type SightsFormInput,
  safetyChanges,
  safetyFormSchema,
  sightsChanges,
  sightsFormSchema,
  splitCoordinates,
  toSafetyFormValues,
  toSightsFormValues,
} from './schemas';

const text = ru.content.validation;

function messages(schema: Parameters<typeof v.safeParse>[0], input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested as Record<string, string[]>);
}

const image = { id: 31, url: 'http://api.test/media/a.png', width: 40, height: 30 };

const safety: SafetyItem = {
  id: 4,
  category: 2,
  title: 'Если сработала пожарная тревога',
  text: 'Покиньте номер.',
  phones: ['101', '112'],
  image,
  createdAt: '2026-01-10T09:00:00Z',
  updatedAt: '2026-01-10T09:00:00Z',
};

const sight: SightsItem = {
  id: 9,
  category: 1,
  title: 'Эрмитаж',
  description: 'Музей',
  address: 'Дворцовая площадь, 2',
  latitude: 59.9398,
  longitude: 30.3146,
  distance: 1.2,
  image: null,
  createdAt: '2026-01-10T09:00:00Z',
  updatedAt: '2026-01-10T09:00:00Z',
};

function file(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('safety form', () => {
  const valid: SafetyFormInput = {
    ...toSafetyFormValues(undefined, 3),
    title: ' Аптечка ',
    text: ' На стойке. ',
    phones: [{ value: ' 103 ' }, { value: '' }, { value: '+7 (812) 000-00-00' }],
  };

  it('trims, leaves empty phone rows out and gives the payload with the image', () => {
    expect(v.parse(safetyFormSchema, valid)).toEqual({
      category: 3,
      title: 'Аптечка',
      text: 'На стойке.',
      phones: ['103', '+7 (812) 000-00-00'],
      image: null,
    });
  });

  it('requires the category, title and text, and checks their lengths', () => {
    expect(messages(safetyFormSchema, { ...valid, category: '', title: '  ', text: '' })).toEqual({
      category: [text.category],
      title: [text.required],
      text: [text.required],
    });
    expect(messages(safetyFormSchema, { ...valid, title: 'x'.repeat(201), text: 'x'.repeat(5001) })).toEqual({
      title: [text.maxLength(200)],
      text: [text.maxLength(5000)],
    });
    expect(messages(safetyFormSchema, { ...valid, title: 'x'.repeat(200), text: 'x'.repeat(5000) })).toEqual({});
  });

  it('takes up to five phones of digits, spaces, brackets, dashes and a leading plus, with at least three digits', () => {
    const phones = (...values: string[]) => ({ ...valid, phones: values.map((value) => ({ value })) });
    expect(messages(safetyFormSchema, phones('12'))).toEqual({ 'phones.0.value': [text.phone] });
    expect(messages(safetyFormSchema, phones('112', '8-800-ABC'))).toEqual({ 'phones.1.value': [text.phone] });
    expect(messages(safetyFormSchema, phones('1+12'))).toEqual({ 'phones.0.value': [text.phone] });
    expect(messages(safetyFormSchema, phones(`+${'1'.repeat(32)}`))).toEqual({
      'phones.0.value': [text.maxLength(32)],
    });
    expect(messages(safetyFormSchema, phones('101', '102', '103', '104', '112', '01'))).toMatchObject({
      phones: [text.phonesMax(5)],
    });
    expect(messages(safetyFormSchema, phones('101', '102', '103', '104', '+7 (812) 000-00-00'))).toEqual({});
  });

  it('starts from the item, or from the category shown for a new one', () => {
    expect(toSafetyFormValues(safety, 5)).toEqual({
      category: '2',
      title: safety.title,
      text: safety.text,
      phones: [{ value: '101' }, { value: '112' }],
      image: { kind: 'current', image },
    });
    expect(toSafetyFormValues(undefined, null)).toMatchObject({ category: '', phones: [], image: null });
  });

  it('patches only what changed; the phones as a list, in order', () => {
    const values = v.parse(safetyFormSchema, toSafetyFormValues(safety, null));
    expect(safetyChanges(safety, values)).toEqual({});
    expect(safetyChanges(safety, { ...values, title: 'Пожар', phones: ['112', '101'] })).toEqual({
      title: 'Пожар',
      phones: ['112', '101'],
    });
    expect(safetyChanges(safety, { ...values, category: 4, phones: [] })).toEqual({ category: 4, phones: [] });
  });
});

describe('sights form', () => {
  const valid: SightsFormInput = {
    ...toSightsFormValues(undefined, 1),
    title: 'Эрмитаж',
    latitude: '59,9398',
    longitude: '30.3146',
    distance: '1,2',
  };

  it('reads decimals with a comma or a point; empty numbers are none', () => {
    expect(v.parse(sightsFormSchema, valid)).toEqual({
      category: 1,
      title: 'Эрмитаж',
      description: '',
      address: '',
      latitude: 59.9398,
      longitude: 30.3146,
      distance: 1.2,
      image: null,
    });
    expect(v.parse(sightsFormSchema, { ...valid, latitude: '', longitude: ' ', distance: '' })).toMatchObject({
      latitude: null,
      longitude: null,
      distance: null,
    });
  });

  it('wants both coordinates or neither, the message on the missing one', () => {
    expect(messages(sightsFormSchema, { ...valid, longitude: '' })).toEqual({ longitude: [text.bothCoordinates] });
    expect(messages(sightsFormSchema, { ...valid, latitude: '' })).toEqual({ latitude: [text.bothCoordinates] });
  });

  it('checks numbers, the WGS 84 ranges and the distance of 0–1000 km to one decimal', () => {
    expect(messages(sightsFormSchema, { ...valid, latitude: '59°56′', longitude: '1e3' })).toEqual({
      latitude: [text.number],
      longitude: [text.number],
    });
    expect(messages(sightsFormSchema, { ...valid, latitude: '90.5', longitude: '-180,1' })).toEqual({
      latitude: [text.latitudeRange],
      longitude: [text.longitudeRange],
    });
    expect(messages(sightsFormSchema, { ...valid, latitude: '-90', longitude: '180' })).toEqual({});
    expect(messages(sightsFormSchema, { ...valid, distance: '1000,5' })).toEqual({
      distance: [text.distanceRange(1000)],
    });
    expect(messages(sightsFormSchema, { ...valid, distance: '-1' })).toEqual({ distance: [text.distanceRange(1000)] });
    expect(messages(sightsFormSchema, { ...valid, distance: '1,25' })).toEqual({ distance: [text.distanceDecimals] });
    expect(messages(sightsFormSchema, { ...valid, distance: '1000' })).toEqual({});
  });

  it('requires the title; description and address only have limits', () => {
    expect(
      messages(sightsFormSchema, { ...valid, title: '', description: 'x'.repeat(5001), address: 'x'.repeat(301) }),
    ).toEqual({
      title: [text.required],
      description: [text.maxLength(5000)],
      address: [text.maxLength(300)],
    });
  });

  it('shows numbers with a decimal comma and patches the coordinates as a pair', () => {
    const input = toSightsFormValues(sight, null);
    expect(input).toMatchObject({ latitude: '59,9398', longitude: '30,3146', distance: '1,2', image: null });
    const values = v.parse(sightsFormSchema, input);
    expect(sightsChanges(sight, values)).toEqual({});
    expect(sightsChanges(sight, { ...values, longitude: 30.3 })).toEqual({ latitude: 59.9398, longitude: 30.3 });
    expect(sightsChanges(sight, { ...values, latitude: null, longitude: null, distance: null })).toEqual({
      latitude: null,
      longitude: null,
      distance: null,
    });
  });

  it('splits a pasted «latitude, longitude» pair', () => {
    expect(splitCoordinates('59.9398, 30.3146')).toEqual(['59.9398', '30.3146']);
    expect(splitCoordinates('59.9398,30.3146')).toEqual(['59.9398', '30.3146']);
    expect(splitCoordinates('59,9398; 30,3146')).toEqual(['59,9398', '30,3146']);
    expect(splitCoordinates(' -33,86 151,21 ')).toEqual(['-33,86', '151,21']);
    expect(splitCoordinates('59,9398')).toBeNull();
    expect(splitCoordinates('Дворцовая, 2')).toBeNull();
  });
});

describe('the image', () => {
  it('takes the photos’ formats by type or extension, up to 10 MB, not empty', () => {
    expect(imageFileError(file('a.png', 10, 'image/png'))).toBeNull();
    expect(imageFileError(file('a.webp', 10, ''))).toBeNull();
    expect(imageFileError(file('notes.txt', 10, 'text/plain'))).toBe(text.imageType);
    expect(imageFileError(file('a.png', 0, 'image/png'))).toBe(text.imageEmpty);
    expect(imageFileError(file('a.png', 10 * 1024 * 1024, 'image/png'))).toBeNull();
    expect(imageFileError(file('a.png', 10 * 1024 * 1024 + 1, 'image/png'))).toBe(text.imageTooLarge('10 МБ'));
  });

  it('refuses a wrong file in the form too', () => {
    const input = {
      ...toSightsFormValues(undefined, 1),
      title: 'Эрмитаж',
      image: { kind: 'file', file: file('a.txt', 3, 'text/plain') },
    };
    expect(messages(sightsFormSchema, input)).toEqual({ 'image.file': [text.imageType] });
  });

  it('says what a save does with the image: upload, remove, or nothing', () => {
    const picked = file('a.png', 10, 'image/png');
    expect(imageChangeOf(safety, { kind: 'file', file: picked })).toBe(picked);
    expect(imageChangeOf(safety, null)).toBeNull();
    expect(imageChangeOf(safety, { kind: 'current', image })).toBeUndefined();
    expect(imageChangeOf(sight, null)).toBeUndefined();
    expect(imageChangeOf(undefined, null)).toBeUndefined();
  });
});
