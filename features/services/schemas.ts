import * as v from 'valibot';
import { MAX_RESPONSE_MINUTES } from '@/lib/hotel-services/api';
import * as ru from '@/lib/i18n/ru';
import type { Service, ServicePayload } from './api';

/**
 * The service form's rules, the one source of its validation (ARCHITECTURE rule 7), mirroring the server's
 * (docs/CONTRACTS.md, «Services»). Inputs are what the Mantine fields hold (NumberInput gives '' when empty,
 * TimeInput `HH:MM`); the output is the payload of a create or full update.
 */

const f = ru.services.form;

export const NAME_MAX_LENGTH = 255;
/** numeric(10, 2): eight digits before the point, two after. */
const PRICE_MAX = 99_999_999.99;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours a form starts with when a service has none yet (around the clock): a day shift. */
const DEFAULT_FROM = '09:00';
const DEFAULT_TO = '21:00';

/** '' = none chosen: only a service whose value the backend did not send has one; it is then left out of the payload. */
const choice = v.string();

/** True when a number has at most two decimals (floating point noise aside). */
function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const priceSchema = v.pipe(
  v.union([v.number(), v.string()], f.priceInvalid),
  // Typed text may carry a decimal comma or spaces between thousands; empty = free.
  v.transform((value) => {
    if (typeof value === 'number') return value;
    const text = value.replace(/\s/g, '').replace(',', '.');
    return text === '' ? null : Number(text);
  }),
  v.nullable(
    v.pipe(
      v.number(f.priceInvalid),
      v.minValue(0, f.priceNegative),
      v.maxValue(PRICE_MAX, f.priceTooLarge),
      v.check(hasTwoDecimals, f.priceDecimals),
    ),
  ),
);

/** A response time as the NumberInput holds it ('' = none) → whole minutes within a day, or null. */
const minutesSchema = v.pipe(
  v.union([v.number(), v.literal('')], f.minutesInvalid),
  v.transform((value) => (value === '' ? null : value)),
  v.nullable(
    v.pipe(
      v.number(f.minutesInvalid),
      v.integer(f.minutesInvalid),
      v.minValue(1, f.minutesInvalid),
      v.maxValue(MAX_RESPONSE_MINUTES, f.minutesInvalid),
    ),
  ),
);

type ChoiceKey = 'serviceType' | 'currency' | 'approveType' | 'bookingType' | 'geoLevel' | 'feedbackVariant';

/** A select's value for the payload: left out when nothing is chosen (the server keeps or defaults it). */
function chosen(key: ChoiceKey, value: string): Partial<Pick<ServicePayload, ChoiceKey>> {
  return value === '' ? {} : { [key]: value };
}

const formObject = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(f.nameRequired),
    v.maxLength(NAME_MAX_LENGTH, f.nameTooLong(NAME_MAX_LENGTH)),
  ),
  description: v.pipe(v.string(), v.trim()),
  serviceType: choice,
  price: priceSchema,
  /** '' on a new service = the hotel's currency (the server fills it in). */
  currency: v.string(),
  approveType: choice,
  bookingType: choice,
  geoLevel: choice,
  feedbackVariant: choice,
  days: v.pipe(v.array(v.number()), v.minLength(1, f.daysRequired)),
  aroundTheClock: v.boolean(),
  from: v.string(),
  to: v.string(),
  responseMinutes: minutesSchema,
  completionMinutes: minutesSchema,
  isActive: v.boolean(),
});

/** What the fields hold. */
export type ServiceFormInput = v.InferInput<typeof formObject>;

// Hours matter only when the service is not around the clock; each rule runs once its fields pass their own.
export const serviceFormSchema = v.pipe(
  formObject,
  v.forward(
    v.partialCheck(
      [['aroundTheClock'], ['from']],
      (input) => input.aroundTheClock || input.from !== '',
      f.timeRequired,
    ),
    ['from'],
  ),
  v.forward(
    v.partialCheck([['aroundTheClock'], ['to']], (input) => input.aroundTheClock || input.to !== '', f.timeRequired),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['aroundTheClock'], ['from']],
      (input) => input.aroundTheClock || input.from === '' || TIME.test(input.from),
      f.timeInvalid,
    ),
    ['from'],
  ),
  v.forward(
    v.partialCheck(
      [['aroundTheClock'], ['to']],
      (input) => input.aroundTheClock || input.to === '' || TIME.test(input.to),
      f.timeInvalid,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['aroundTheClock'], ['from'], ['to']],
      (input) => input.aroundTheClock || input.from !== input.to,
      f.sameTimes,
    ),
    ['to'],
  ),
  v.transform(
    (values): ServicePayload => ({
      name: values.name,
      description: values.description,
      ...chosen('serviceType', values.serviceType),
      price: values.price === null ? null : values.price.toFixed(2),
      ...chosen('currency', values.currency),
      ...chosen('approveType', values.approveType),
      ...chosen('bookingType', values.bookingType),
      ...chosen('geoLevel', values.geoLevel),
      ...chosen('feedbackVariant', values.feedbackVariant),
      availability: {
        days: [...new Set(values.days)].sort((a, b) => a - b),
        from: values.aroundTheClock ? null : values.from,
        to: values.aroundTheClock ? null : values.to,
      },
      responseMinutes: values.responseMinutes,
      completionMinutes: values.completionMinutes,
      isActive: values.isActive,
    }),
  ),
);

/**
 * The form of a service: its values, or for a new one the server's defaults (docs/CONTRACTS.md: an ordinary
 * service, confirmed automatically, no booking, in the hotel, no feedback, every day around the clock, active).
 */
export function toFormValues(service?: Service): ServiceFormInput {
  if (!service) {
    return {
      name: '',
      description: '',
      serviceType: 'service',
      price: '',
      currency: '',
      approveType: 'auto',
      bookingType: 'none',
      geoLevel: 'hotel',
      feedbackVariant: 'none',
      days: [...EVERY_DAY],
      aroundTheClock: true,
      from: DEFAULT_FROM,
      to: DEFAULT_TO,
      responseMinutes: '',
      completionMinutes: '',
      isActive: true,
    };
  }
  // What the backend did not send starts empty (a select with nothing chosen), or as a new service's hours.
  const availability = service.availability ?? { days: [...EVERY_DAY], from: null, to: null };
  const aroundTheClock = availability.from === null || availability.to === null;
  return {
    name: service.name,
    description: service.description ?? '',
    serviceType: service.serviceType ?? '',
    price: service.price === null ? '' : Number(service.price),
    currency: service.currency ?? '',
    approveType: service.approveType ?? '',
    bookingType: service.bookingType ?? '',
    geoLevel: service.geoLevel ?? '',
    feedbackVariant: service.feedbackVariant ?? '',
    days: [...availability.days],
    aroundTheClock,
    from: aroundTheClock ? DEFAULT_FROM : (availability.from ?? DEFAULT_FROM),
    to: aroundTheClock ? DEFAULT_TO : (availability.to ?? DEFAULT_TO),
    responseMinutes: service.responseMinutes ?? '',
    completionMinutes: service.completionMinutes ?? '',
    isActive: service.isActive,
  };
}

/** The form fields behind the availability. */
const AVAILABILITY_FIELDS = ['days', 'aroundTheClock', 'from', 'to'] as const;

/**
 * The payload of an existing service's save without the fields the backend did not send and the user did not
 * touch: the form shows them empty (or as a new service's hours), and sending that would overwrite what the
 * backend has.
 */
export function withoutUnsent(
  payload: ServicePayload,
  service: Service,
  dirty: Partial<Record<keyof ServiceFormInput, unknown>>,
): ServicePayload {
  const result = { ...payload };
  if (service.description === null && !dirty.description) delete result.description;
  if (service.availability === null && !AVAILABILITY_FIELDS.some((field) => dirty[field])) delete result.availability;
  // None, or not sent: left to the backend unless changed here.
  if (service.responseMinutes === null && !dirty.responseMinutes) delete result.responseMinutes;
  if (service.completionMinutes === null && !dirty.completionMinutes) delete result.completionMinutes;
  return result;
}

/** The form fields a server error of a payload field lands on (the availability's on the days, its first control). */
export const SERVER_FIELDS = {
  name: 'name',
  description: 'description',
  serviceType: 'serviceType',
  price: 'price',
  currency: 'currency',
  approveType: 'approveType',
  bookingType: 'bookingType',
  geoLevel: 'geoLevel',
  feedbackVariant: 'feedbackVariant',
  availability: 'days',
  responseMinutes: 'responseMinutes',
  completionMinutes: 'completionMinutes',
  isActive: 'isActive',
} as const satisfies Record<keyof ServicePayload, keyof ServiceFormInput>;
