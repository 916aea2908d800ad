import { describe, expect, it } from 'vitest';
import { parsePeriod, periodLength, periodToSearch, presetPeriod } from './period';

const today = new Date(2026, 10, 21, 15, 30); // 21 November 2026, afternoon
const none = { period: '', from: '', to: '' };

describe('presets', () => {
  it('end today and count today in', () => {
    expect(presetPeriod('today', today)).toEqual({ dateFrom: '2026-11-21', dateTo: '2026-11-21' });
    expect(presetPeriod('7d', today)).toEqual({ dateFrom: '2026-11-15', dateTo: '2026-11-21' });
    expect(presetPeriod('30d', today)).toEqual({ dateFrom: '2026-10-23', dateTo: '2026-11-21' });
    expect(presetPeriod('month', today)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-21' });
    expect(periodLength(presetPeriod('7d', today))).toBe(7);
    expect(periodLength(presetPeriod('30d', today))).toBe(30);
  });

  it('cross month and year ends', () => {
    expect(presetPeriod('7d', new Date(2027, 0, 3))).toEqual({ dateFrom: '2026-12-28', dateTo: '2027-01-03' });
    expect(presetPeriod('month', new Date(2027, 0, 1))).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-01-01' });
  });
});

describe('parsePeriod', () => {
  it('defaults to the last 30 days, as the API does', () => {
    expect(parsePeriod(none, today)).toEqual({ preset: '30d', dateFrom: '2026-10-23', dateTo: '2026-11-21' });
    expect(parsePeriod({ ...none, period: 'year' }, today).preset).toBe('30d');
  });

  it('reads a preset', () => {
    expect(parsePeriod({ ...none, period: 'month' }, today)).toEqual({
      preset: 'month',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-21',
    });
  });

  it('reads a custom range, turning a reversed one round', () => {
    expect(parsePeriod({ period: '7d', from: '2026-01-10', to: '2026-02-09' }, today)).toEqual({
      preset: null,
      dateFrom: '2026-01-10',
      dateTo: '2026-02-09',
    });
    expect(parsePeriod({ ...none, from: '2026-02-09', to: '2026-01-10' }, today)).toMatchObject({
      dateFrom: '2026-01-10',
      dateTo: '2026-02-09',
    });
  });

  it('ignores days that are not real dates', () => {
    expect(parsePeriod({ ...none, from: '2026-02-31', to: '2026-03-01' }, today).preset).toBe('30d');
    expect(parsePeriod({ ...none, from: '1.2.2026', to: '2026-03-01' }, today).preset).toBe('30d');
    expect(parsePeriod({ ...none, from: '2026-03-01' }, today).preset).toBe('30d');
  });
});

describe('periodToSearch', () => {
  it('keeps a preset by name (the default leaves the URL clean) and a range by its days', () => {
    expect(periodToSearch('7d')).toEqual({ period: '7d', from: null, to: null });
    expect(periodToSearch('30d')).toEqual({ period: null, from: null, to: null });
    expect(periodToSearch({ dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual({
      period: null,
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('round-trips through parsePeriod', () => {
    for (const preset of ['today', '7d', '30d', 'month'] as const) {
      const search = {
        ...none,
        ...Object.fromEntries(Object.entries(periodToSearch(preset)).map(([k, v]) => [k, v ?? ''])),
      };
      expect(parsePeriod(search, today).preset).toBe(preset);
    }
  });
});
