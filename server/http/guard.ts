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
import { hotelAdmins, hotelManagers, users, type UserRow } from '../db/schema';
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
export const MANAGED_HOTEL_HEADER = 'managed-hotel';

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ tokenClass: 'AccessToken', tokenType: 'access', message: 'Token is invalid or expired' }],
};

/**
 * Resolves the bearer token to an active user, with SimpleJWT's answers: no or non-Bearer header → "credentials
 * were not provided"; a bad token → token_not_valid; a deleted or deactivated user → user_not_found /
 * user_inactive. The user row is read on every request, so deactivation takes effect at once.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const parts = header?.trim().split(/\s+/) ?? [];
  if (!header || parts[0] !== 'Bearer') {
    throw unauthorized({ detail: 'Authentication credentials were not provided.' });
  }
  if (parts.length !== 2) {
    throw unauthorized({ detail: 'Authorization header must contain two space-delimited values', code: 'bad_authorization_header' });
  }
  const claims = await verifyToken(parts[1]!, 'access', request.server.config);
  if (!claims) throw unauthorized(TOKEN_NOT_VALID);
  const [user] = await request.server.db.select().from(users).where(eq(users.id, claims.user_id)).limit(1);
  if (!user) throw unauthorized({ detail: 'User not found', code: 'user_not_found' });
  if (!user.isActive) throw unauthorized({ detail: 'User is inactive', code: 'user_inactive' });
  request.user = user;
}

/** The authenticated user of a route guarded by {@link requireUser}. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('currentUser() on a route without requireUser');
  return request.user;
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
  const hotelId = /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : null;
  const denied = permissionDenied('You do not have access to this hotel.');
  if (hotelId === null) throw denied;
  const userId = currentUser(request).id;
  const { db } = request.server;
  const [admin, manager] = await Promise.all([
    db.select({ id: hotelAdmins.hotelId }).from(hotelAdmins).where(and(eq(hotelAdmins.userId, userId), eq(hotelAdmins.hotelId, hotelId))).limit(1),
    db.select({ id: hotelManagers.hotelId }).from(hotelManagers).where(and(eq(hotelManagers.userId, userId), eq(hotelManagers.hotelId, hotelId))).limit(1),
  ]);
  if (admin.length === 0 && manager.length === 0) throw denied;
  request.hotel = { id: hotelId, isAdmin: admin.length > 0, isManager: manager.length > 0 };
}

/** The active hotel of a route guarded by {@link requireHotel}. */
export function activeHotel(request: FastifyRequest): ActiveHotel {
  if (!request.hotel) throw new Error('activeHotel() on a route without requireHotel');
  return request.hotel;
}
