import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { GUEST_APP_ICON_NAMES } from '@/server/domain/guest-app-icons';
import { isGuestAppIconName, readIconName } from './icon-names';
import { GUEST_APP_ICONS, guestAppIcon, searchIcons } from './icons';

describe('the guest app icons', () => {
  it('offers exactly the names the reference server accepts, each once, each with a drawing and a Russian name', () => {
    const names = GUEST_APP_ICONS.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...GUEST_APP_ICON_NAMES].sort());
    expect(Object.keys(ru.icons.labels).sort()).toEqual([...names].sort());
    for (const icon of GUEST_APP_ICONS) expect(icon.Icon, icon.name).toBeTruthy();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names.length).toBeLessThanOrEqual(100);
  });

  it('finds icons by their Russian name (ё as е, any case) or by their stored name', () => {
    expect(searchIcons('ЗАВТРАК').map((icon) => icon.name)).toContain('breakfast');
    expect(searchIcons('room-serv').map((icon) => icon.name)).toEqual(['room-service']);
    expect(searchIcons('счет').map((icon) => icon.name)).toContain('receipt');
    expect(searchIcons('нет такой иконки')).toEqual([]);
    expect(searchIcons('  ')).toHaveLength(GUEST_APP_ICONS.length);
  });

  it('reads a stored icon tolerantly: «None» and blank are none, an unknown name stays for the editor to flag', () => {
    expect(readIconName(null)).toBe('');
    expect(readIconName('None')).toBe('');
    expect(readIconName(' spa ')).toBe('spa');
    expect(readIconName('🙂')).toBe('🙂');
    expect(isGuestAppIconName('🙂')).toBe(false);
    expect(guestAppIcon(' spa ')?.name).toBe('spa');
    expect(guestAppIcon('toString')).toBeUndefined();
    expect(isGuestAppIconName('toString')).toBe(false);
  });
});
