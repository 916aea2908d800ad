import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { Service } from './api';
import { type ServiceFormInput, serviceFormSchema, toFormValues, withoutUnsent } from './schemas';

const f = ru.services.form;

function valid(patch: Partial<ServiceFormInput> = {}): ServiceFormInput {
  return { ...toFormValues(), name: 'Трансфер', ...patch };
}

/** The messages per field, as the form shows them. */
function errorsOf(input: ServiceFormInput): Record<string, string[] | undefined> {
  const result = v.safeParse(serviceFormSchema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

describe('serviceFormSchema', () => {
  it('turns a new service’s form into the payload: server defaults, the hotel’s currency (left out), around the clock', () => {
    expect(v.parse(serviceFormSchema, valid({ name: '  Трансфер  ' }))).toEqual({
      name: 'Трансфер',
      description: '',
      serviceType: 'service',
      price: null,
      approveType: 'auto',
      bookingType: 'none',
      geoLevel: 'hotel',
      feedbackVariant: 'none',
      availability: { days: [1, 2, 3, 4, 5, 6, 7], from: null, to: null },
      responseMinutes: null,
      completionMinutes: null,
      isActive: true,
    });
  });

  it('takes response times in whole minutes within a day; empty is none', () => {
    expect(v.parse(serviceFormSchema, valid({ responseMinutes: 10, completionMinutes: '' }))).toMatchObject({
      responseMinutes: 10,
      completionMinutes: null,
    });
    for (const minutes of [0, 1441, 2.5, -3])
      expect(errorsOf(valid({ responseMinutes: minutes }))).toEqual({ responseMinutes: [f.minutesInvalid] });
  });

  it('sends prices as decimal text with two places; typed text may use a comma and spaces', () => {
    expect(v.parse(serviceFormSchema, valid({ price: 450.5 })).price).toBe('450.50');
    expect(v.parse(serviceFormSchema, valid({ price: '1 800,5' })).price).toBe('1800.50');
    expect(v.parse(serviceFormSchema, valid({ price: 0 })).price).toBe('0.00');
  });

  it.each([
    ['abc', f.priceInvalid],
    [-1, f.priceNegative],
    [100_000_000, f.priceTooLarge],
    [1.005, f.priceDecimals],
  ])('refuses the price %j', (price, message) => {
    expect(errorsOf(valid({ price }))).toEqual({ price: [message] });
  });

  it('requires a name of at most 255 characters and a day', () => {
    expect(errorsOf(valid({ name: '   ', days: [] }))).toEqual({ name: [f.nameRequired], days: [f.daysRequired] });
    expect(errorsOf(valid({ name: 'я'.repeat(256) }))).toEqual({ name: [f.nameTooLong(255)] });
  });

  it('checks the hours only when the service is not around the clock', () => {
    expect(errorsOf(valid({ aroundTheClock: true, from: '', to: 'x' }))).toEqual({});
    expect(errorsOf(valid({ aroundTheClock: false, from: '', to: '25:00' }))).toEqual({
      from: [f.timeRequired],
      to: [f.timeInvalid],
    });
    expect(errorsOf(valid({ aroundTheClock: false, from: '10:00', to: '10:00' }))).toEqual({ to: [f.sameTimes] });
    expect(
      v.parse(serviceFormSchema, valid({ aroundTheClock: false, from: '18:00', to: '02:00', days: [6, 5] }))
        .availability,
    ).toEqual({
      days: [5, 6],
      from: '18:00',
      to: '02:00',
    });
  });

  it('round-trips a saved service: its form gives back its own payload', () => {
    const service: Service = {
      id: 7,
      name: 'Баня',
      description: 'На дровах',
      serviceType: 'booking',
      price: '4000.00',
      currency: 'RUB',
      approveType: 'manual',
      bookingType: 'time',
      geoLevel: 'territory',
      feedbackVariant: 'rating',
      availability: { days: [1, 3], from: '14:00', to: '02:00' },
      responseMinutes: 30,
      completionMinutes: null,
      isActive: false,
      ordersCount: 12,
    };
    const { id: _id, ordersCount: _orders, ...payload } = service;
    expect(v.parse(serviceFormSchema, toFormValues(service))).toEqual(payload);
  });

  it('leaves out of a save what the backend did not send and the user did not touch', () => {
    const service: Service = {
      id: 8,
      name: 'Баня',
      isActive: true,
      price: null,
      description: null,
      serviceType: null,
      currency: null,
      approveType: null,
      bookingType: null,
      geoLevel: null,
      feedbackVariant: null,
      availability: null,
      responseMinutes: null,
      completionMinutes: null,
      ordersCount: null,
    };
    const payload = v.parse(serviceFormSchema, toFormValues(service));
    expect(withoutUnsent(payload, service, {})).toEqual({ name: 'Баня', price: null, isActive: true });
    // What the user filled in is sent.
    const typed = v.parse(serviceFormSchema, { ...toFormValues(service), description: 'На дровах', days: [6, 7] });
    expect(withoutUnsent(typed, service, { description: true, days: [true] })).toEqual({
      name: 'Баня',
      description: 'На дровах',
      price: null,
      isActive: true,
      availability: { days: [6, 7], from: null, to: null },
    });
  });
});
