/**
 * The rules of a promo landing (docs/CONTRACTS.md, «Promo landings»): its state at a moment, the address (slug)
 * made from a Russian title, and the fields of a create or partial update checked the way a DRF serializer does —
 * every error at once, field by field, then the rules across fields (the call to action, the publication window)
 * on the landing as it would be after the change. Rules that need the database (the service belongs to the hotel,
 * the slug is free) are the route's.
 */

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../lib/translit';
import { FIELD_TEXT, FIELD_TEXT_RU } from '../http/field-texts';
import { parseBoolean, parseId } from './form-values';
import { utcOffsetMinutes } from './stays';

export const LANDING_STATES = ['inactive', 'scheduled', 'active', 'expired'] as const;
export type LandingState = (typeof LANDING_STATES)[number];

const CTA_TYPES = ['none', 'service', 'link'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

const TITLE_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 20_000;
const CTA_LABEL_MAX_LENGTH = 60;
const CTA_URL_MAX_LENGTH = 500;

/**
 * The messages of a landing's own rules. DRF's field messages are server/http/field-texts.ts's: in English where
 * server/http/locale.ts translates them for `Accept-Language: ru`, in its Russian locale where it does not.
 */
export const PROMO_TEXT = {
  slugFormat:
    'Адрес может содержать только строчные латинские буквы, цифры и дефисы между ними, например vesennii-spa-uikend.',
  slugTaken: 'Лендинг с таким адресом уже есть.',
  serviceRequired: 'Выберите услугу, к которой ведёт кнопка.',
  serviceNotFound: 'Услуга не найдена в этом отеле.',
  urlRequired: 'Укажите ссылку, к которой ведёт кнопка.',
  urlScheme: 'Ссылка должна начинаться с http:// или https://.',
  labelRequired: 'Укажите текст кнопки.',
  windowOrder: 'Окончание публикации должно быть позже начала.',
} as const;

/** The state of a landing at `now`: switched off wins, then the publication window (open ends are null). */
export function landingState(
  landing: { isActive: boolean; publishFrom: Date | null; publishUntil: Date | null },
  now: Date,
): LandingState {
  if (!landing.isActive) return 'inactive';
  if (landing.publishFrom && landing.publishFrom.getTime() > now.getTime()) return 'scheduled';
  if (landing.publishUntil && landing.publishUntil.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * The first of `base`, `base-2`, `base-3`… that is not taken (the suffix fits within {@link SLUG_MAX_LENGTH}:
 * the base is shortened for it).
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * DRF's DateTimeField (ISO 8601): a date-time with an offset or `Z`, or without one — then it is the hotel's
 * local time (Django reads naive input in the active time zone; for a hotel's landing that is the hotel's), as is
 * a bare date (its midnight). Undefined when the text is not such a moment.
 */
export function parseDateTime(text: string, timeZone: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const parts = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
  const millis = Math.floor(Number(`0.${fraction}`) * 1000);
  const wall = Date.UTC(...parts, millis);
  const check = new Date(wall);
  // Date.UTC rolls 31 February over into March; a date that does not exist is an error, as in Python.
  if (
    check.getUTCFullYear() !== parts[0] ||
    check.getUTCMonth() !== parts[1] ||
    check.getUTCDate() !== parts[2] ||
    parts[3] > 23 ||
    parts[4] > 59 ||
    parts[5] > 59
  ) {
    return undefined;
  }
  if (zone) {
    if (zone.toUpperCase() === 'Z') return new Date(wall);
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
    return new Date(wall - offset * 60_000);
  }
  // The wall clock in the hotel's zone: the offset at the guessed instant, corrected once for a DST change.
  let instant = wall - utcOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  instant = wall - utcOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** A landing's writable fields as stored (the route's row, and what a change leads to). */
export interface LandingValues {
  title: string;
  slug: string;
  body: string;
  ctaType: CtaType;
  ctaServiceId: number | null;
  ctaUrl: string;
  ctaLabel: string;
  publishFrom: Date | null;
  publishUntil: Date | null;
  isActive: boolean;
}

/** The outcome of {@link parseLandingForm}. */
export interface LandingForm {
  /** The landing after the change; `slug` is '' when it is to be made from the title. */
  values: LandingValues;
  /** The service the call to action is to lead to, when the form names one (the route checks it is the hotel's). */
  serviceToCheck: number | null;
  /** True when the slug was given (its uniqueness is an error), false when it is made from the title. */
  slugGiven: boolean;
  errors: Record<string, string[]>;
}

const EMPTY: LandingValues = {
  title: '',
  slug: '',
  body: '',
  ctaType: 'none',
  ctaServiceId: null,
  ctaUrl: '',
  ctaLabel: '',
  publishFrom: null,
  publishUntil: null,
  isActive: true,
};

/** Browsers send a textarea's line breaks in a form as CRLF; the stored text has LF only. */
function normalizeLines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function isHttpUrl(text: string): boolean | 'scheme' {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  // Django's URLValidator wants a dotted host (or localhost); `https://promo` is a typo more often than a host.
  return /^(localhost|[^.\s]+(\.[^.\s]+)+|\[[0-9a-f:.]+\])$/i.test(url.hostname) && !/\s/.test(text);
}

/**
 * Reads the fields of a create (`current` undefined) or a partial update of a landing from the text fields of
 * its form (multipart text or JSON values, server/media/upload-form.ts; JSON `null` arrives as ""). `invalid`
 * names fields that came with a value of the wrong kind (a list or an object in JSON). Absent fields keep
 * `current`'s value; a new landing is active with no call to action and no window. An empty `slug` is made from
 * the title (also on an update: clearing the address asks for a new one). Switching the call to action to `none`
 * clears its service, link and label; a service one has no link, a link one no service.
 */
export function parseLandingForm(
  fields: Readonly<Record<string, string>>,
  options: { current?: LandingValues; timeZone: string; invalid?: ReadonlySet<string> },
): LandingForm {
  const errors: Record<string, string[]> = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  const creating = options.current === undefined;
  const values: LandingValues = { ...(options.current ?? EMPTY) };
  const has = (name: string) => Object.hasOwn(fields, name) || options.invalid?.has(name) === true;
  const text = (name: string): string | undefined => {
    if (options.invalid?.has(name)) {
      add(name, FIELD_TEXT.invalidString);
      return undefined;
    }
    return fields[name];
  };

  if (has('title')) {
    const title = text('title')?.trim();
    if (title === '') add('title', FIELD_TEXT.blank);
    else if (title !== undefined && title.length > TITLE_MAX_LENGTH)
      add('title', FIELD_TEXT.maxLength(TITLE_MAX_LENGTH));
    else if (title !== undefined) values.title = title;
  } else if (creating) {
    add('title', FIELD_TEXT.required);
  }

  let slugGiven = false;
  if (has('slug')) {
    const slug = text('slug')?.trim().toLowerCase();
    if (slug === '') values.slug = '';
    else if (slug !== undefined && slug.length > SLUG_MAX_LENGTH) add('slug', FIELD_TEXT.maxLength(SLUG_MAX_LENGTH));
    else if (slug !== undefined && !SLUG_PATTERN.test(slug)) add('slug', PROMO_TEXT.slugFormat);
    else if (slug !== undefined) {
      values.slug = slug;
      slugGiven = true;
    }
  }

  if (has('body')) {
    const body = text('body');
    if (body !== undefined) {
      const normalized = normalizeLines(body).trim();
      if (normalized.length > BODY_MAX_LENGTH) add('body', FIELD_TEXT.maxLength(BODY_MAX_LENGTH));
      else values.body = normalized;
    }
  }

  if (has('ctaType')) {
    const type = text('ctaType')?.trim();
    if (type === '') add('ctaType', FIELD_TEXT.blank);
    else if (type !== undefined && !(CTA_TYPES as readonly string[]).includes(type))
      add('ctaType', FIELD_TEXT.invalidChoice(type));
    else if (type !== undefined) values.ctaType = type as CtaType;
  }

  let serviceToCheck: number | null = null;
  if (has('ctaService')) {
    const raw = text('ctaService')?.trim();
    if (raw === '') values.ctaServiceId = null;
    else if (raw !== undefined) {
      const id = parseId(raw);
      if (id === undefined)
        add('ctaService', /^\d+$/.test(raw) ? PROMO_TEXT.serviceNotFound : FIELD_TEXT_RU.incorrectPkType('str'));
      else {
        values.ctaServiceId = id;
        serviceToCheck = id;
      }
    }
  }

  if (has('ctaUrl')) {
    const url = text('ctaUrl')?.trim();
    if (url !== undefined && url.length > CTA_URL_MAX_LENGTH) add('ctaUrl', FIELD_TEXT.maxLength(CTA_URL_MAX_LENGTH));
    else if (url !== undefined) values.ctaUrl = url;
  }

  if (has('ctaLabel')) {
    const label = text('ctaLabel')?.trim();
    if (label !== undefined && label.length > CTA_LABEL_MAX_LENGTH)
      add('ctaLabel', FIELD_TEXT.maxLength(CTA_LABEL_MAX_LENGTH));
    else if (label !== undefined) values.ctaLabel = label;
  }

  for (const name of ['publishFrom', 'publishUntil'] as const) {
    if (!has(name)) continue;
    const raw = text(name)?.trim();
    if (raw === '') values[name] = null;
    else if (raw !== undefined) {
      const moment = parseDateTime(raw, options.timeZone);
      if (moment) values[name] = moment;
      else add(name, FIELD_TEXT_RU.invalidDateTime);
    }
  }

  if (has('isActive')) {
    const raw = text('isActive');
    if (raw !== undefined) {
      const value = parseBoolean(raw.trim());
      if (value === undefined) add('isActive', FIELD_TEXT.invalidBoolean);
      else values.isActive = value;
    }
  }

  // Rules across fields, on the landing as it would be; each only when its own fields read well.
  if (!errors.ctaType && !errors.ctaService && !errors.ctaUrl && !errors.ctaLabel) {
    if (values.ctaType === 'none') {
      values.ctaServiceId = null;
      values.ctaUrl = '';
      values.ctaLabel = '';
      serviceToCheck = null;
    } else {
      if (values.ctaLabel === '') add('ctaLabel', PROMO_TEXT.labelRequired);
      if (values.ctaType === 'service') {
        values.ctaUrl = '';
        if (values.ctaServiceId === null) add('ctaService', PROMO_TEXT.serviceRequired);
      } else {
        values.ctaServiceId = null;
        serviceToCheck = null;
        const valid = values.ctaUrl === '' ? null : isHttpUrl(values.ctaUrl);
        if (valid === null) add('ctaUrl', PROMO_TEXT.urlRequired);
        else if (valid === 'scheme') add('ctaUrl', PROMO_TEXT.urlScheme);
        else if (!valid) add('ctaUrl', FIELD_TEXT_RU.invalidUrl);
      }
    }
  }
  if (
    !errors.publishFrom &&
    !errors.publishUntil &&
    values.publishFrom &&
    values.publishUntil &&
    values.publishUntil.getTime() <= values.publishFrom.getTime()
  ) {
    add('publishUntil', PROMO_TEXT.windowOrder);
  }

  return { values, serviceToCheck, slugGiven, errors };
}
