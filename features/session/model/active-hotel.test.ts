import { describe, expect, it } from 'vitest';
import type { Hotel } from '@/lib/session';
import { resolveActiveHotel } from './active-hotel';

const neva: Hotel = { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург' };
const azure: Hotel = { id: 2, name: 'Azure Bay Resort', city: 'Сочи' };
const altai: Hotel = { id: 3, name: 'Алтай Лодж', city: 'Горно-Алтайск' };

// admin@example.com of the demo data: administrator of 1 and 2, manager of 3.
const admin = { adminedHotels: [neva, azure], managedHotels: [altai] };
// manager@example.com: manager of 2 and 3.
const manager = { adminedHotels: [], managedHotels: [azure, altai] };

describe('resolveActiveHotel', () => {
  it('keeps the stored hotel when it is one of the user’s', () => {
    const result = resolveActiveHotel(admin, 3);
    expect(result.activeHotel).toEqual(altai);
    expect(result.storedId).toBe(3);
    expect(result).toMatchObject({ isAdminedHotel: false, isManagedHotel: true, role: 'manager' });
  });

  it('takes the first hotel of the union when nothing is stored', () => {
    const result = resolveActiveHotel(manager, null);
    expect(result.activeHotel).toEqual(azure);
    expect(result.storedId).toBe(2);
    expect(result.role).toBe('manager');
  });

  it('replaces a stale stored id with the first hotel', () => {
    const result = resolveActiveHotel(manager, 1);
    expect(result.activeHotel).toEqual(azure);
    expect(result.storedId).toBe(2);
  });

  it('clears the stored id and has no active hotel when the user has no hotels', () => {
    const result = resolveActiveHotel({ adminedHotels: [], managedHotels: [] }, 2);
    expect(result.activeHotel).toBeNull();
    expect(result.storedId).toBeNull();
    expect(result).toMatchObject({ hotels: [], isAdminedHotel: false, isManagedHotel: false, role: null });
  });

  it('has nothing for no user', () => {
    expect(resolveActiveHotel(null, 1)).toMatchObject({ activeHotel: null, storedId: null, hotels: [] });
  });

  it('combines administered and managed hotels, deduplicated by id, administered first', () => {
    const both = { adminedHotels: [azure, neva], managedHotels: [neva, altai] };
    expect(resolveActiveHotel(both, null).hotels.map((hotel) => hotel.id)).toEqual([2, 1, 3]);
  });

  it('calls a hotel both administered and managed an administrator’s, with both flags', () => {
    const both = { adminedHotels: [neva], managedHotels: [neva] };
    expect(resolveActiveHotel(both, 1)).toMatchObject({ isAdminedHotel: true, isManagedHotel: true, role: 'admin' });
  });
});
