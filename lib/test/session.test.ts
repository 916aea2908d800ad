import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { withTestServer } from './server';
import { sessionOf, signedInSession } from './session';

/*
 * The sign-in helper reads `users/me` by the session's own schema: a spec-minimal backend's answer (the user's id
 * and e-mail, hotels with their ids) gives the session the app itself would build from it.
 */
withTestServer({ apiProfile: 'minimal' });

describe('signedInSession against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('stores the tokens and the hotel, and reads the short user with the session’s fallbacks', async () => {
    const session = await signedInSession('admin@example.com', 3);
    expect(tokenStorage.getAccess()).toMatch(/./);
    expect(activeHotelStorage.get()).toBe(3);
    expect(session.user).toEqual({
      id: 1,
      email: 'admin@example.com',
      firstName: '',
      lastName: '',
      phone: '',
      isActive: true,
      lastLogin: null,
      adminedHotels: [1, 2].map((id) => ({ id, name: ru.common.hotelFallback(id), city: '', timezone: null })),
      managedHotels: [{ id: 3, name: ru.common.hotelFallback(3), city: '', timezone: null }],
    });
    expect(session).toMatchObject({
      status: 'authenticated',
      activeHotel: { id: 3 },
      role: 'manager',
      isAdminedHotel: false,
      isManagedHotel: true,
    });
  });
});

describe('sessionOf', () => {
  const hotel = (id: number) => ({ id, name: `H${id}`, city: '' });
  const user = {
    id: 7,
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    isActive: true,
    lastLogin: null,
    adminedHotels: [hotel(1), hotel(2)],
    managedHotels: [hotel(2), hotel(3)],
  };

  it('combines the hotels without repeats, administered first, and takes the role of the active one', () => {
    expect(sessionOf(user, 2)).toMatchObject({
      hotels: [hotel(1), hotel(2), hotel(3)],
      activeHotel: hotel(2),
      role: 'admin',
      isManagedHotel: true,
    });
    expect(sessionOf(user, 3)).toMatchObject({ activeHotel: hotel(3), role: 'manager', isAdminedHotel: false });
    expect(sessionOf(user, 9)).toMatchObject({ activeHotel: null, role: null });
  });
});
