import { type ComboboxItem, type ComboboxParsedItem, isOptionsGroup } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { filterTimeZones, timeZoneOptions } from './timezones';

function values(items: ComboboxParsedItem[]): string[] {
  return items.flatMap((item) =>
    isOptionsGroup(item) ? item.items.map((option: ComboboxItem) => option.value) : [item.value],
  );
}

describe('time-zone options', () => {
  it('group the IANA list by region with the offset in the label, Europe first', () => {
    const groups = timeZoneOptions('Europe/Moscow');
    expect(groups[0]!.group).toBe(ru.hotel.timezoneRegions.Europe);
    const moscow = groups[0]!.items.find((item) => item.value === 'Europe/Moscow');
    expect(moscow?.label).toBe('Europe/Moscow (GMT+03:00)');
    expect(values(groups)).toContain('UTC');
    expect(values(groups)).toContain('America/New_York');
  });

  it('keep a stored zone the runtime does not list', () => {
    expect(values(timeZoneOptions('Mars/Olympus'))).toContain('Mars/Olympus');
  });

  it('are found by id, Russian name or offset', () => {
    const options = timeZoneOptions('Europe/Moscow');
    const find = (search: string) => values(filterTimeZones({ options, search, limit: Infinity }));
    expect(find('new york')).toEqual(['America/New_York']);
    expect(find('москва')).toContain('Europe/Moscow');
    expect(find('+7')).toContain('Asia/Barnaul');
    expect(find('+07:00')).not.toContain('Europe/Moscow');
    expect(find('')).toHaveLength(values(options).length);
  });
});
