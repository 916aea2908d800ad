import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { formatCallToAction, formatLandingDate, formatWindow, hostOf, stateAt, stateDate } from './format';
import { normalizeWall, wallClock, wallToApi, zoneOffsetLabel } from './zone';

const t = ru.promo;
const NOW = new Date('2026-11-21T09:00:00Z');

describe('the hotel’s wall clock', () => {
  it('shows a moment as the hotel’s clock shows it', () => {
    expect(wallClock('2026-12-11T21:00:00Z', 'Europe/Moscow')).toBe('2026-12-12 00:00:00');
    expect(wallClock('2026-12-11T21:00:00Z', 'Asia/Barnaul')).toBe('2026-12-12 04:00:00');
    expect(wallClock('2026-07-01T12:30:15Z', 'Europe/London')).toBe('2026-07-01 13:30:15');
  });

  it('reads the pickers’ values in one shape, and sends them without an offset', () => {
    expect(normalizeWall('2026-12-12 10:00')).toBe('2026-12-12 10:00:00');
    expect(normalizeWall('2026-12-12T10:00:05')).toBe('2026-12-12 10:00:05');
    expect(normalizeWall('')).toBeNull();
    expect(normalizeWall(null)).toBeNull();
    expect(wallToApi('2026-12-12 10:00:00', 'Europe/Moscow')).toBe('2026-12-12T10:00:00');
  });

  it('names the zone’s offset', () => {
    expect(zoneOffsetLabel('Europe/Moscow', NOW)).toBe('GMT+3');
    expect(zoneOffsetLabel('Asia/Barnaul', NOW)).toBe('GMT+7');
  });
});

describe('dates of the list', () => {
  it('gives the day on the hotel’s clock, with the year only when it is another', () => {
    // 22:00 UTC on the 11th is already the 12th in Moscow.
    expect(formatLandingDate('2026-12-11T22:00:00Z', 'Europe/Moscow', NOW)).toBe('12 дек.');
    expect(formatLandingDate('2027-01-03T09:00:00Z', 'Europe/Moscow', NOW)).toBe('3 янв. 2027 г.');
  });

  it('writes the window with both ends, one, or none', () => {
    expect(formatWindow('2026-12-11T21:00:00Z', '2026-12-31T20:59:00Z', 'Europe/Moscow', NOW)).toBe(
      '12 дек., 00:00 — 31 дек., 23:59',
    );
    expect(formatWindow('2026-12-11T21:00:00Z', null, 'Europe/Moscow', NOW)).toBe('с 12 дек., 00:00');
    expect(formatWindow(null, '2026-11-02T21:00:00Z', 'Europe/Moscow', NOW)).toBe('до 3 нояб., 00:00');
    expect(formatWindow(null, null, 'Europe/Moscow', NOW)).toBe(t.window.always);
  });

  it('dates a scheduled badge by its start and an expired one by its end', () => {
    expect(
      stateDate({ state: 'scheduled', publishFrom: '2026-12-11T21:00:00Z', publishUntil: null }, 'Europe/Moscow', NOW),
    ).toBe('с 12 дек.');
    expect(
      stateDate({ state: 'expired', publishFrom: null, publishUntil: '2026-11-02T21:00:00Z' }, 'Europe/Moscow', NOW),
    ).toBe('до 3 нояб.');
    expect(
      stateDate({ state: 'active', publishFrom: '2026-11-01T00:00:00Z', publishUntil: null }, 'Europe/Moscow', NOW),
    ).toBeNull();
  });
});

describe('stateAt', () => {
  const now = '2026-11-21 12:00:00';
  it('follows the server’s rule on the hotel’s clock', () => {
    expect(stateAt({ isActive: false, publishFrom: null, publishUntil: null }, now)).toBe('inactive');
    expect(stateAt({ isActive: true, publishFrom: '2026-11-21 12:01', publishUntil: null }, now)).toBe('scheduled');
    expect(stateAt({ isActive: true, publishFrom: null, publishUntil: '2026-11-21 12:00:00' }, now)).toBe('expired');
    expect(stateAt({ isActive: true, publishFrom: '2026-11-21 12:00', publishUntil: '2026-11-21 12:00:01' }, now)).toBe(
      'active',
    );
    expect(stateAt({ isActive: true, publishFrom: null, publishUntil: null }, now)).toBe('active');
  });
});

describe('the call to action', () => {
  it('names the service or the site', () => {
    expect(formatCallToAction({ type: 'service', service: 3, url: '', label: 'Записаться' }, () => 'Массаж')).toBe(
      '«Записаться» → Массаж',
    );
    expect(formatCallToAction({ type: 'service', service: 3, url: '', label: 'Записаться' }, () => undefined)).toBe(
      `«Записаться» → ${t.cta.unknownService}`,
    );
    expect(
      formatCallToAction(
        { type: 'link', service: null, url: 'https://www.example.com/spa', label: 'Подробнее' },
        () => undefined,
      ),
    ).toBe('«Подробнее» → example.com');
    expect(formatCallToAction({ type: 'none', service: null, url: '', label: '' }, () => undefined)).toBe(t.cta.none);
    expect(hostOf('not a url')).toBe('not a url');
  });
});
