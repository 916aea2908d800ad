import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './format';
import { addDays, dayInZone, hotelTimeZone, isKnownTimeZone, offsetMinutes, zonesDiffer } from './hotel-time';

describe('the hotel clock', () => {
  const lateEvening = new Date('2026-11-26T22:30:00Z');

  it('takes the hotel zone when it is known, else the browser one', () => {
    expect(hotelTimeZone({ timezone: 'Asia/Barnaul' })).toBe('Asia/Barnaul');
    expect(hotelTimeZone({ timezone: 'Mars/Olympus' })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(hotelTimeZone({ timezone: null })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(hotelTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(isKnownTimeZone('Europe/Moscow')).toBe(true);
  });

  it('gives the calendar day of a moment in the zone', () => {
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-11-26');
    expect(dayInZone(lateEvening, 'Europe/Moscow')).toBe('2026-11-27');
    expect(dayInZone('2026-11-26T22:30:00Z', 'America/New_York')).toBe('2026-11-26');
  });

  it('knows offsets and which zones show other times', () => {
    expect(offsetMinutes('Europe/Moscow', lateEvening)).toBe(180);
    expect(offsetMinutes('Asia/Kolkata', lateEvening)).toBe(330);
    expect(zonesDiffer('Europe/Moscow', 'Europe/Istanbul', lateEvening)).toBe(false);
    expect(zonesDiffer('Europe/Moscow', 'Asia/Barnaul', lateEvening)).toBe(true);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats times in the hotel zone', () => {
    expect(formatTime(lateEvening, 'Europe/Moscow')).toBe('01:30');
    expect(formatTime(lateEvening, 'Asia/Barnaul')).toBe('05:30');
    expect(formatDateTime(lateEvening, 'UTC')).toBe('26.11, 22:30');
  });
});
