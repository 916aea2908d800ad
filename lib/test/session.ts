import * as v from 'valibot';
import { authHttp, http } from '@/lib/http/client';
import type { Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';

const hotelSchema = v.object({ id: v.number(), name: v.string(), city: v.string() });
const meSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullish(v.string(), ''),
  isActive: v.boolean(),
  lastLogin: v.nullish(v.string(), null),
  adminedHotels: v.array(hotelSchema),
  managedHotels: v.array(hotelSchema),
});
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/**
 * Signs a demo account in against the test backend (tokens and active hotel stored as the app stores them) and
 * returns a session around the real user record, for screens rendered inside `SessionContext`. The actions are
 * inert unless given: a test that needs one passes its own.
 */
export async function signedInSession(email: string, hotelId: number, actions: Partial<Session> = {}): Promise<Session> {
  tokenStorage.setTokens(await authHttp.post('/auth/token/', tokensSchema, { json: { email, password: 'demo12345' } }));
  activeHotelStorage.set(hotelId);
  const user = await http.get('/auth/users/me/', meSchema);
  const isAdminedHotel = user.adminedHotels.some((hotel) => hotel.id === hotelId);
  const isManagedHotel = user.managedHotels.some((hotel) => hotel.id === hotelId);
  const hotels = [...user.adminedHotels, ...user.managedHotels.filter((hotel) => !user.adminedHotels.some((other) => other.id === hotel.id))];
  return {
    status: 'authenticated',
    ended: null,
    user,
    hotels,
    activeHotel: hotels.find((hotel) => hotel.id === hotelId) ?? null,
    isAdminedHotel,
    isManagedHotel,
    role: isAdminedHotel ? 'admin' : isManagedHotel ? 'manager' : null,
    setActiveHotel: () => {},
    login: async () => {},
    logout: () => {},
    reload: async () => {},
    ...actions,
  } as Session;
}
