import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES } from '@/lib/images';
import type { Landing } from './api';
import {
  changedPayload,
  createLandingFormSchema,
  imageFileError,
  type LandingFormInput,
  toFormValues,
} from './schemas';

const f = ru.promo.form;
/** Hotel 1's zone (UTC+3 all year). */
const MOSCOW = 'Europe/Moscow';
const landingFormSchema = createLandingFormSchema(MOSCOW);

function valid(patch: Partial<LandingFormInput> = {}): LandingFormInput {
  return { ...toFormValues(), title: 'Спа-выходные', ...patch };
}

/** The messages per field, as the form shows them. */
function errorsOf(input: LandingFormInput): Record<string, string[] | undefined> {
  const result = v.safeParse(landingFormSchema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

const landing: Landing = {
  id: 7,
  title: 'SPA-уикенд для двоих',
  slug: 'spa-uikend-dlia-dvoikh',
  body: 'Текст',
  image: { url: 'http://localhost:8000/media/demo.png', width: 1200, height: 800 },
  callToAction: { type: 'service', service: 12, url: '', label: 'Записаться' },
  publishFrom: '2026-12-12T07:00:00Z',
  publishUntil: null,
  isActive: true,
  state: 'scheduled',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

describe('landingFormSchema', () => {
  it('turns a new landing’s form into the payload: trimmed, the address made from the title, no button, no window, the image kept', () => {
    expect(v.parse(landingFormSchema, valid({ title: '  Спа-выходные  ', body: ' Абзац\r\nстрока \r\n' }))).toEqual({
      payload: {
        title: 'Спа-выходные',
        slug: 'spa-vykhodnye',
        body: 'Абзац\nстрока',
        ctaType: 'none',
        ctaService: null,
        ctaUrl: '',
        ctaLabel: '',
        publishFrom: null,
        publishUntil: null,
        isActive: true,
      },
      image: { kind: 'keep' },
    });
  });

  it('requires a title of at most 200 characters', () => {
    expect(errorsOf(valid({ title: '   ' })).title).toEqual([f.titleRequired]);
    expect(errorsOf(valid({ title: 'a'.repeat(201) })).title).toEqual([f.tooLong(200)]);
    expect(errorsOf(valid({ title: 'a'.repeat(200) })).title).toBeUndefined();
  });

  it('takes an empty slug (made by the server) or one of small Latin letters, digits and inner hyphens', () => {
    expect(v.parse(landingFormSchema, valid({ slug: '  Spa-Weekend-2 ' })).payload.slug).toBe('spa-weekend-2');
    for (const slug of ['spa weekend', '-spa', 'spa-', 'spa--weekend', 'спа', 'spa_weekend']) {
      expect(errorsOf(valid({ slug })).slug, slug).toEqual([f.slugInvalid]);
    }
    expect(errorsOf(valid({ slug: 'a'.repeat(101) })).slug).toContain(f.tooLong(100));
  });

  it('limits the body to 20 000 characters', () => {
    expect(errorsOf(valid({ body: 'я'.repeat(20_001) })).body).toEqual([f.tooLong(20_000)]);
    expect(errorsOf(valid({ body: 'я'.repeat(20_000) })).body).toBeUndefined();
  });

  it('needs a service and a label for a service button, and sends only what that button uses', () => {
    expect(errorsOf(valid({ ctaType: 'service', ctaService: null, ctaLabel: ' ' }))).toEqual({
      ctaService: [f.ctaServiceRequired],
      ctaLabel: [f.ctaLabelRequired],
    });
    const { payload } = v.parse(
      landingFormSchema,
      valid({ ctaType: 'service', ctaService: '12', ctaLabel: ' Записаться ', ctaUrl: 'https://left.over' }),
    );
    expect(payload).toMatchObject({ ctaType: 'service', ctaService: 12, ctaUrl: '', ctaLabel: 'Записаться' });
  });

  it('needs an http(s) link with a real host and a label for a link button', () => {
    expect(errorsOf(valid({ ctaType: 'link', ctaUrl: '', ctaLabel: 'Подробнее' })).ctaUrl).toEqual([f.ctaUrlRequired]);
    for (const ctaUrl of [
      'javascript:alert(1)',
      'ftp://example.com',
      'https://promo',
      'example.com',
      'https://exa mple.com',
    ]) {
      expect(errorsOf(valid({ ctaType: 'link', ctaUrl, ctaLabel: 'Подробнее' })).ctaUrl, ctaUrl).toEqual([
        f.ctaUrlInvalid,
      ]);
    }
    expect(errorsOf(valid({ ctaType: 'link', ctaUrl: 'https://example.com', ctaLabel: '' })).ctaLabel).toEqual([
      f.ctaLabelRequired,
    ]);
    expect(
      errorsOf(valid({ ctaType: 'link', ctaUrl: 'https://a.example/' + 'x'.repeat(500), ctaLabel: 'Ок' })).ctaUrl,
    ).toContain(f.tooLong(500));
    expect(errorsOf(valid({ ctaType: 'link', ctaUrl: 'Ок', ctaLabel: 'x'.repeat(61) })).ctaLabel).toEqual([
      f.tooLong(60),
    ]);
    const { payload } = v.parse(
      landingFormSchema,
      valid({ ctaType: 'link', ctaUrl: ' https://example.com/spa ', ctaLabel: 'Подробнее', ctaService: '3' }),
    );
    expect(payload).toMatchObject({
      ctaType: 'link',
      ctaService: null,
      ctaUrl: 'https://example.com/spa',
      ctaLabel: 'Подробнее',
    });
  });

  it('sends no button fields for «Без кнопки», whatever is left in them', () => {
    const { payload } = v.parse(
      landingFormSchema,
      valid({ ctaType: 'none', ctaService: '3', ctaUrl: 'junk', ctaLabel: 'Старый текст' }),
    );
    expect(payload).toMatchObject({ ctaType: 'none', ctaService: null, ctaUrl: '', ctaLabel: '' });
  });

  it('wants the end of the window after its start; either end may stay open', () => {
    expect(
      errorsOf(valid({ publishFrom: '2026-12-12 10:00:00', publishUntil: '2026-12-12 09:59:00' })).publishUntil,
    ).toEqual([f.windowOrder]);
    expect(
      errorsOf(valid({ publishFrom: '2026-12-12 10:00:00', publishUntil: '2026-12-12 10:00:00' })).publishUntil,
    ).toEqual([f.windowOrder]);
    expect(errorsOf(valid({ publishFrom: '2026-12-12 10:00:00', publishUntil: null }))).toEqual({});
    expect(errorsOf(valid({ publishFrom: null, publishUntil: '2026-12-12 10:00:00' }))).toEqual({});
  });

  it('sends the window as the hotel’s wall clock, which the server reads in the hotel’s zone', () => {
    const { payload } = v.parse(
      landingFormSchema,
      valid({ publishFrom: '2026-12-12 10:00:00', publishUntil: '2027-01-10 23:59' }),
    );
    expect(payload.publishFrom).toBe('2026-12-12T10:00:00');
    expect(payload.publishUntil).toBe('2027-01-10T23:59:00');
  });

  it('sends the window with the browser’s offset while the hotel’s zone is unknown', () => {
    const { payload } = v.parse(createLandingFormSchema(null), valid({ publishFrom: '2026-12-12 10:00:00' }));
    expect(payload.publishFrom).toMatch(/^2026-12-12T10:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(payload.publishFrom!).getTime()).toBe(new Date(2026, 11, 12, 10, 0, 0).getTime());
  });

  it('says what happens to the image: a new file, a removal, or nothing', () => {
    const png = file('spa.png', 'image/png', 10);
    expect(v.parse(landingFormSchema, valid({ image: png })).image).toEqual({ kind: 'set', file: png });
    expect(v.parse(landingFormSchema, valid({ removeImage: true })).image).toEqual({ kind: 'remove' });
    // A new file replaces a removed one.
    expect(v.parse(landingFormSchema, valid({ image: png, removeImage: true })).image).toEqual({
      kind: 'set',
      file: png,
    });
  });

  it('checks a picked file the way the photos are checked: type, size, not empty', () => {
    expect(errorsOf(valid({ image: file('notes.txt', 'text/plain', 10) })).image).toEqual([f.imageType]);
    expect(imageFileError(file('notes.pdf', 'application/pdf', 10))).toBe(f.imageType);
    expect(imageFileError(file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe(
      f.imageTooLarge(formatBytes(MAX_PHOTO_BYTES)),
    );
    expect(imageFileError(file('empty.png', 'image/png', 0))).toBe(f.imageEmpty);
    expect(imageFileError(file('max.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    // Some systems give no type for .webp: the extension is enough.
    expect(imageFileError(file('photo.WEBP', '', 10))).toBeNull();
  });
});

describe('toFormValues', () => {
  it('puts a saved landing into the fields, its moments on the hotel’s wall clock', () => {
    expect(toFormValues(landing, MOSCOW)).toEqual({
      title: 'SPA-уикенд для двоих',
      slug: 'spa-uikend-dlia-dvoikh',
      body: 'Текст',
      ctaType: 'service',
      ctaService: '12',
      ctaUrl: '',
      ctaLabel: 'Записаться',
      publishFrom: '2026-12-12 10:00:00',
      publishUntil: null,
      isActive: true,
      image: null,
      removeImage: false,
    });
    expect(toFormValues(landing, 'Asia/Barnaul').publishFrom).toBe('2026-12-12 14:00:00');
  });

  it('gives a form that saves unchanged as it is', () => {
    const { payload } = v.parse(landingFormSchema, toFormValues(landing, MOSCOW));
    expect(payload).toMatchObject({
      title: landing.title,
      slug: landing.slug,
      ctaType: 'service',
      ctaService: 12,
      ctaLabel: 'Записаться',
    });
    expect(payload.publishFrom).toBe('2026-12-12T10:00:00');
    const browser = v.parse(createLandingFormSchema(null), toFormValues(landing, null)).payload;
    expect(new Date(browser.publishFrom!).toISOString()).toBe('2026-12-12T07:00:00.000Z');
  });
});

describe('changedPayload', () => {
  const { payload } = v.parse(landingFormSchema, toFormValues(landing, MOSCOW));

  it('sends only the changed fields, the button’s four together', () => {
    expect(changedPayload(payload, { title: true })).toEqual({ title: landing.title });
    expect(changedPayload(payload, { ctaLabel: true, publishUntil: true })).toEqual({
      ctaType: 'service',
      ctaService: 12,
      ctaUrl: '',
      ctaLabel: 'Записаться',
      publishUntil: null,
    });
    expect(changedPayload(payload, { image: true, removeImage: true })).toEqual({});
  });

  it('opens a landing without its optional fields as empty ones that are not sent back', () => {
    const minimal: Landing = {
      ...landing,
      slug: '',
      body: '',
      image: null,
      callToAction: null,
      publishFrom: null,
      publishUntil: null,
      createdAt: null,
      updatedAt: null,
    };
    const values = toFormValues(minimal, MOSCOW);
    expect(values).toMatchObject({
      slug: '',
      body: '',
      ctaType: 'none',
      ctaService: null,
      publishFrom: null,
      publishUntil: null,
    });
    expect(changedPayload(v.parse(landingFormSchema, { ...values, title: 'Новое' }).payload, { title: true })).toEqual({
      title: 'Новое',
    });
  });
});
