/**
 * Staff accounts of the active hotel (docs/CONTRACTS.md, «Team» → «Staff accounts»): the list with its filters,
 * inviting a new staff member (an inactive account plus the activation e-mail), editing and deactivating.
 * Reading is open to the hotel's administrators and managers; every change is for its administrators
 * (`requireHotelAdmin`). A person who does not work in the active hotel is a 404, as DRF answers for an object
 * outside the queryset.
 */
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { userPositions, users } from '../db/schema';
import { assertAcceptablePassword } from '../domain/accounts';
import {
  createStaff,
  deactivateUser,
  holdablePositionIds,
  isHotelPosition,
  isUniqueViolation,
  loadStaffAccount,
  replaceHotelPositions,
  roleIn,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
  setHotelRole,
  staffColumns,
  toStaffAccounts,
  usersWorkingElsewhere,
  worksInHotel,
} from '../domain/staff';
import { isHotelStaff } from '../domain/team';
import { findUserByEmail } from '../domain/users';
import { HttpError, notFound, permissionDenied, validationError } from '../http/errors';
import { FIELD_TEXT, FIELD_TEXT_RU } from '../http/field-texts';
import { activeHotel, currentUser, requireHotel, requireHotelAdmin } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { Fields, typeName } from '../http/validation';

export type { StaffAccount } from '../domain/staff';

const TEXT = {
  emailTaken: 'Пользователь с таким email уже существует.',
  ownRole: 'Нельзя изменить собственную роль.',
  ownAccount: 'Нельзя деактивировать собственный аккаунт.',
  worksElsewhere:
    'Сотрудник работает и в других отелях: деактивировать аккаунт может только администратор всех его отелей.',
} as const;

const NAME_MAX_LENGTH = 150;
const PHONE_MAX_LENGTH = 32;
const EMAIL_MAX_LENGTH = 254;
/** Django's AbstractBaseUser.password is 128 characters; the plain password is capped the same way. */
const PASSWORD_MAX_LENGTH = 128;

function bodyRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** `role`: a ChoiceField of {@link STAFF_ROLES}. */
function readRole(fields: Fields, required: boolean): StaffRole | undefined {
  const value = fields.string('role', { required });
  if (value === undefined) return undefined;
  if (!(STAFF_ROLES as readonly string[]).includes(value)) {
    fields.add('role', FIELD_TEXT.invalidChoice(value));
    return undefined;
  }
  return value as StaffRole;
}

/**
 * `positions`: a list of primary keys, each a non-root node of the hotel's positions tree. Like DRF's
 * ManyRelatedField, the first bad item is the one reported. Undefined when absent or invalid.
 */
async function readPositions(
  app: FastifyInstance,
  fields: Fields,
  body: Record<string, unknown>,
  hotelId: number,
): Promise<number[] | undefined> {
  if (!fields.has('positions') || body.positions === undefined) return undefined;
  const raw = body.positions;
  if (raw === null) {
    fields.add('positions', FIELD_TEXT_RU.null);
    return undefined;
  }
  if (!Array.isArray(raw)) {
    fields.add('positions', FIELD_TEXT_RU.notAList(typeName(raw)));
    return undefined;
  }
  const ids: number[] = [];
  for (const item of raw) {
    const text = typeof item === 'number' || typeof item === 'string' ? String(item).trim() : null;
    if (text === null || (typeof item === 'number' && !Number.isInteger(item))) {
      fields.add('positions', FIELD_TEXT_RU.incorrectPkType(typeName(item)));
      return undefined;
    }
    // A well-typed key that cannot name a row (not digits, too long) is "does not exist", as in DRF.
    if (!/^\d{1,9}$/.test(text)) {
      fields.add('positions', FIELD_TEXT_RU.invalidPk(text));
      return undefined;
    }
    ids.push(Number(text));
  }
  const holdable = await holdablePositionIds(app.db, hotelId, ids);
  const unknown = ids.find((id) => !holdable.has(id));
  if (unknown !== undefined) {
    fields.add('positions', FIELD_TEXT_RU.invalidPk(String(unknown)));
    return undefined;
  }
  return [...new Set(ids)];
}

/** `ё` is written as `е` as often as not; searching ignores the difference. */
function foldText(value: SQL): SQL {
  return sql`translate(lower(${value}), 'ё', 'е')`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `?search=`: a substring of the first or last name (either order), the e-mail or the phone. */
function searchFilter(request: FastifyRequest): SQL | undefined {
  const raw = queryParam(request.query, 'search')?.trim().replace(/\s+/g, ' ');
  if (!raw) return undefined;
  const contains = `%${escapeLike(raw.toLowerCase().replaceAll('ё', 'е'))}%`;
  return or(
    sql`${foldText(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${contains}`,
    sql`${foldText(sql`${users.lastName} || ' ' || ${users.firstName}`)} like ${contains}`,
    sql`lower(${users.email}) like ${contains}`,
    sql`lower(${users.phone}) like ${contains}`,
  );
}

const BOOLEAN_VALUES: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

/** `?position=` and `?is_active=`; a bad value is a 400 under its (camelCased) name. */
async function listFilters(app: FastifyInstance, request: FastifyRequest, hotelId: number): Promise<SQL[]> {
  const errors: Record<string, string[]> = {};
  const filters: SQL[] = [];
  const position = queryParam(request.query, 'position')?.trim();
  if (position) {
    if (/^\d{1,9}$/.test(position) && (await isHotelPosition(app.db, hotelId, Number(position)))) {
      filters.push(
        sql`exists (select 1 from ${userPositions} where ${userPositions.userId} = ${users.id} and ${userPositions.positionId} = ${Number(position)})`,
      );
    } else {
      errors.position = [FIELD_TEXT.selectValidChoice];
    }
  }
  const active = queryParam(request.query, 'is_active')?.trim().toLowerCase();
  if (active) {
    const value = BOOLEAN_VALUES[active];
    if (value === undefined) errors.isActive = [FIELD_TEXT.selectValidChoice];
    else filters.push(eq(users.isActive, value));
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filters;
}

async function staffPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const viewerId = currentUser(request).id;
  const where = and(worksInHotel(hotelId), searchFilter(request), ...(await listFilters(app, request, hotelId)));
  const [total] = await app.db.select({ value: count() }).from(users).where(where);
  return paginate(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await app.db
      .select(staffColumns)
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.email), asc(users.id))
      .limit(limit)
      .offset(offset);
    return toStaffAccounts(app.db, hotelId, viewerId, rows);
  });
}

/** Reads a staff account that was just written (it exists: the write went through in this hotel). */
async function reload(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<StaffAccount> {
  const account = await loadStaffAccount(app.db, activeHotel(request).id, currentUser(request).id, userId);
  if (!account) throw new Error(`staff account ${userId} vanished after a write`);
  return account;
}

/**
 * add_staff: djoser's registration run by an administrator. Field errors come first, all at once (the e-mail's
 * uniqueness and the positions included, as DRF's field validators); the password validators run only on
 * otherwise valid data, as in djoser's `UserCreateSerializer.validate`.
 */
async function addStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffAccount> {
  const hotelId = activeHotel(request).id;
  const body = bodyRecord(request.body);
  const fields = new Fields(request.body);
  const email = fields.string('email', { email: true, maxLength: EMAIL_MAX_LENGTH });
  const firstName = fields.string('firstName', { maxLength: NAME_MAX_LENGTH });
  const lastName = fields.string('lastName', { maxLength: NAME_MAX_LENGTH });
  const phone = fields.string('phone', { required: false, allowBlank: true, maxLength: PHONE_MAX_LENGTH }) ?? '';
  const role = readRole(fields, true);
  const password = fields.string('password', { maxLength: PASSWORD_MAX_LENGTH });
  const positionIds = (await readPositions(app, fields, body, hotelId)) ?? [];
  if (email !== undefined && (await findUserByEmail(app.db, email))) fields.add('email', TEXT.emailTaken);
  fields.done();
  assertAcceptablePassword(password!, { email: email!, firstName: firstName!, lastName: lastName! }, 'password');

  const passwordHash = await hashPassword(password!, app.config.passwordHashCost);
  let userId: number;
  try {
    userId = await createStaff(app.db, app.config, app.logger, hotelId, {
      email: email!,
      firstName: firstName!,
      lastName: lastName!,
      phone,
      role: role!,
      passwordHash,
      positionIds,
    });
  } catch (error) {
    // Another request took the address between the check above and the insert (users_email_key).
    if (isUniqueViolation(error)) throw validationError({ email: [TEXT.emailTaken] });
    throw error;
  }
  return reload(app, request, userId);
}

async function updateStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffAccount> {
  const hotelId = activeHotel(request).id;
  const viewer = currentUser(request);
  const userId = pathId(request);
  if (!(await isHotelStaff(app.db, hotelId, userId))) throw notFound();

  const body = bodyRecord(request.body);
  const fields = new Fields(request.body);
  const changes: { firstName?: string | undefined; lastName?: string | undefined; phone?: string | undefined } = {};
  for (const name of ['firstName', 'lastName'] as const) {
    if (fields.has(name)) changes[name] = fields.string(name, { maxLength: NAME_MAX_LENGTH });
  }
  if (fields.has('phone')) changes.phone = fields.string('phone', { allowBlank: true, maxLength: PHONE_MAX_LENGTH });
  const role = fields.has('role') ? readRole(fields, false) : undefined;
  const currentRole = await roleIn(app.db, hotelId, userId);
  // Sending one's own current role back (a whole-form PATCH) changes nothing and is fine.
  if (role !== undefined && role !== currentRole && userId === viewer.id) fields.add('role', TEXT.ownRole);
  const positionIds = await readPositions(app, fields, body, hotelId);
  fields.done();

  await app.db.transaction(async (tx) => {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length > 0) await tx.update(users).set(set).where(eq(users.id, userId));
    if (role !== undefined && role !== currentRole) await setHotelRole(tx, hotelId, userId, role);
    if (positionIds !== undefined) await replaceHotelPositions(tx, hotelId, userId, positionIds);
  });
  // A role moved between the hotel's tables: the person's open live sockets re-check their hotels.
  if (role !== undefined && role !== currentRole) app.live.userChanged(userId);
  return reload(app, request, userId);
}

async function deactivateStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffAccount> {
  const hotelId = activeHotel(request).id;
  const viewer = currentUser(request);
  const userId = pathId(request);
  if (!(await isHotelStaff(app.db, hotelId, userId))) throw notFound();
  if (userId === viewer.id) throw new HttpError(400, { detail: TEXT.ownAccount });
  if ((await usersWorkingElsewhere(app.db, hotelId, viewer.id, [userId])).has(userId))
    throw permissionDenied(TEXT.worksElsewhere);
  await deactivateUser(app.db, userId);
  // Access ends with the account: the person's open live sockets close now, not at their next reconnect.
  app.live.userChanged(userId);
  return reload(app, request, userId);
}

/** Registers `/dashboard/accounts/staff/`, `add_staff/`, `{id}/` (PATCH) and `{id}/deactivate/`. */
export function accountRoutes(app: FastifyInstance): void {
  app.get('/dashboard/accounts/staff/', { preHandler: requireHotel }, (request) => staffPage(app, request));

  app.post('/dashboard/accounts/add_staff/', { preHandler: requireHotelAdmin() }, async (request, reply) => {
    const account = await addStaff(app, request);
    return reply.code(201).send(account);
  });

  app.patch('/dashboard/accounts/:id/', { preHandler: requireHotelAdmin() }, (request) => updateStaff(app, request));

  app.post('/dashboard/accounts/:id/deactivate/', { preHandler: requireHotelAdmin() }, (request) =>
    deactivateStaff(app, request),
  );
}
