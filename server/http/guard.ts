/**
 * Authentication and the active hotel, as preHandler hooks: {@link requireUser} is SimpleJWT's JWTAuthentication
 * plus DRF's IsAuthenticated; {@link requireHotel} also resolves the `Managed-Hotel` header to one of the user's
 * hotels. Routes list them in `preHandler` and read `request.user` / `request.hotel` afterwards.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../auth/jwt';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { hotelAdmins, hotelManagers, type UserRow, users } from '../db/schema';
import type { Logger } from '../log';
import { permissionDenied, unauthorized } from './errors';

/** The hotel a hotel-scoped request works on, with the user's roles there. */
export interface ActiveHotel {
  id: number;
  isAdmin: boolean;
  isManager: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    logger: Logger;
  }
  interface FastifyRequest {
    user: UserRow | null;
    hotel: ActiveHotel | null;
  }
}

/** The header the dashboard sends with the active hotel's id on every authenticated call (SPEC §6). */
const MANAGED_HOTEL_HEADER = 'managed-hotel';

/** SimpleJWT's answer to an access token that is expired, tampered with or malformed. */
export const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ tokenClass: 'AccessToken', tokenType: 'access', message: 'Token is invalid or expired' }],
};

/** Why an access token does not stand for an active user (SimpleJWT's error codes). */
export type TokenProblem = 'token_not_valid' | 'user_not_found' | 'user_inactive';

/**
 * Resolves an access token to its user, or names the problem. Shared by the bearer header of HTTP routes and the
 * `?token=` of the dashboard websocket, which cannot send headers. The user row is read every time, so a
 * deactivation takes effect at once.
 */
export async function userOfAccessToken(
  db: Database,
  config: Pick<ServerConfig, 'secretKey'>,
  token: string,
): Promise<{ user: UserRow } | { problem: TokenProblem }> {
  const claims = await verifyToken(token, 'access', config);
  if (!claims) return { problem: 'token_not_valid' };
  const [user] = await db.select().from(users).where(eq(users.id, claims.user_id)).limit(1);
  if (!user) return { problem: 'user_not_found' };
  if (!user.isActive) return { problem: 'user_inactive' };
  return { user };
}

/**
 * Resolves the bearer token to an active user, with SimpleJWT's answers: no or non-Bearer header → "credentials
 * were not provided"; a bad token → token_not_valid; a deleted or deactivated user → user_not_found /
 * user_inactive.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const parts = header?.trim().split(/\s+/) ?? [];
  if (!header || parts[0] !== 'Bearer') {
    throw unauthorized({ detail: 'Authentication credentials were not provided.' });
  }
  if (parts.length !== 2) {
    throw unauthorized({
      detail: 'Authorization header must contain two space-delimited values',
      code: 'bad_authorization_header',
    });
  }
  const resolved = await userOfAccessToken(request.server.db, request.server.config, parts[1]!);
  if ('problem' in resolved) {
    if (resolved.problem === 'user_not_found') throw unauthorized({ detail: 'User not found', code: 'user_not_found' });
    if (resolved.problem === 'user_inactive') throw unauthorized({ detail: 'User is inactive', code: 'user_inactive' });
    throw unauthorized(TOKEN_NOT_VALID);
  }
  request.user = resolved.user;
}

/** The authenticated user of a route guarded by {@link requireUser}. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('currentUser() on a route without requireUser');
  return request.user;
}

/** A hotel id as the `Managed-Hotel` header or the websocket's `?hotel=` carry it, or null when malformed. */
export function parseHotelId(value: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : null;
}

/**
 * The user's roles in a hotel, or null when the user neither administers nor manages it. The one definition of
 * "a hotel of the user" for hotel-scoped routes and the dashboard websocket.
 */
export async function hotelAccess(db: Database, userId: number, hotelId: number): Promise<ActiveHotel | null> {
  const [admin, manager] = await Promise.all([
    db
      .select({ id: hotelAdmins.hotelId })
      .from(hotelAdmins)
      .where(and(eq(hotelAdmins.userId, userId), eq(hotelAdmins.hotelId, hotelId)))
      .limit(1),
    db
      .select({ id: hotelManagers.hotelId })
      .from(hotelManagers)
      .where(and(eq(hotelManagers.userId, userId), eq(hotelManagers.hotelId, hotelId)))
      .limit(1),
  ]);
  if (admin.length === 0 && manager.length === 0) return null;
  return { id: hotelId, isAdmin: admin.length > 0, isManager: manager.length > 0 };
}

/**
 * {@link requireUser}, then the `Managed-Hotel` header: it must name a hotel the user administers or manages,
 * else 403. A missing header is also a 403 (a permission class in DRF would answer so): a hotel-scoped call
 * without a hotel is not a malformed request but one the user may not make. Routes that are not hotel-scoped
 * ignore the header entirely, so a stale stored hotel id never breaks loading the session (`/auth/users/me/`).
 */
export async function requireHotel(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const raw = request.headers[MANAGED_HOTEL_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') {
    throw permissionDenied('The Managed-Hotel header is required: choose a hotel.');
  }
  const hotelId = parseHotelId(value);
  const denied = permissionDenied('You do not have access to this hotel.');
  if (hotelId === null) throw denied;
  const hotel = await hotelAccess(request.server.db, currentUser(request).id, hotelId);
  if (!hotel) throw denied;
  request.hotel = hotel;
}

/** The active hotel of a route guarded by {@link requireHotel}. */
export function activeHotel(request: FastifyRequest): ActiveHotel {
  if (!request.hotel) throw new Error('activeHotel() on a route without requireHotel');
  return request.hotel;
}

/** Why a manager's change is refused in the team area (docs/CONTRACTS.md, «Team», role rule). */
export const TEAM_ADMIN_ONLY = 'Изменять сотрудников и структуру отеля может только его администратор.';

/**
 * {@link requireHotel}, then: the user must administer the active hotel, else 403 with `detail`. For changes that
 * only a hotel's administrator may make (staff accounts, positions, channels, subscriptions); reading stays open to
 * managers through plain `requireHotel`.
 */
export function requireHotelAdmin(detail = TEAM_ADMIN_ONLY) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireHotel(request);
    if (!activeHotel(request).isAdmin) throw permissionDenied(detail);
  };
}
