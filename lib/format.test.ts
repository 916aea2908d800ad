import { describe, expect, it } from 'vitest';
import { formatDate, formatMinutes, formatNights, formatRelativeTime, parseDay, toDay } from './format';

describe('format', () => {
  it('reads and writes calendar days without shifting them through UTC', () => {
    expect(toDay(parseDay('2026-03-29'))).toBe('2026-03-29');
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
  });

  it('formats waiting times in minutes, hours and days', () => {
    expect(formatMinutes(0)).toBe('0 мин');
    expect(formatMinutes(59.9)).toBe('59 мин');
    expect(formatMinutes(185)).toBe('3 ч 05 мин');
    expect(formatMinutes(60 * 24 * 2 + 60 * 4)).toBe('2 дн 4 ч');
    expect(formatMinutes(-5)).toBe('0 мин');
  });

  it('counts nights with the Russian plural', () => {
    expect(formatNights('2026-11-20', '2026-11-21')).toBe('1 ночь');
    expect(formatNights('2026-11-20', '2026-11-23')).toBe('3 ночи');
    expect(formatNights('2026-11-01', '2026-11-12')).toBe('11 ночей');
  });

  it('says how long ago a moment was, by calendar day past the first hours', () => {
    const now = new Date(2026, 10, 21, 10, 0);
    expect(formatRelativeTime(new Date(2026, 10, 21, 9, 59, 30), now)).toBe('сейчас');
    expect(formatRelativeTime(new Date(2026, 10, 21, 11, 0), now)).toBe('сейчас');
    expect(formatRelativeTime(new Date(2026, 10, 21, 9, 55), now)).toBe('5 минут назад');
    expect(formatRelativeTime(new Date(2026, 10, 21, 7, 30), now)).toBe('2 часа назад');
    expect(formatRelativeTime(new Date(2026, 10, 20, 23, 30), now)).toBe('вчера');
    expect(formatRelativeTime(new Date(2026, 10, 18, 12, 0).toISOString(), now)).toBe('3 дня назад');
    expect(formatRelativeTime(new Date(2026, 10, 7), now)).toBe('2 недели назад');
    expect(formatRelativeTime(new Date(2026, 7, 1), now)).toBe('3 месяца назад');
    expect(formatRelativeTime(new Date(2024, 10, 1), now)).toBe('2 года назад');
  });
});
