import type { ShapeTable } from './shape';

/**
 * Minimal shapes of the account calls (docs/CONTRACTS.md «Required fields»). SPEC §3: the auth response is the
 * tokens; the session user is "the user record plus adminedHotels and managedHotels (lists of hotels, each with
 * id)". The user record keeps what djoser's default `UserSerializer` renders for an e-mail login: `id` and `email`.
 * Hotels lose their name and city, so the dashboard's «Отель №id» is what shows.
 */
const me = { id: true, email: true, adminedHotels: [{ id: true }], managedHotels: [{ id: true }] } as const;

export const authShapes: ShapeTable = {
  'POST /auth/token/': { access: true, refresh: true },
  'POST /auth/token/refresh/': { access: true },
  'POST /auth/token/blacklist/': {},
  'GET /auth/users/me/': me,
  'PATCH /auth/users/me/': me,
  'GET /dashboard/users/menu/': [{ key: true }],
  'PUT /dashboard/users/menu/': [{ key: true }],
};
