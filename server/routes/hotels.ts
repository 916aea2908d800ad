/**
 * The hotel record of the «Отель» screen (docs/CONTRACTS.md, "Hotel info"): `GET` and `PATCH
 * /dashboard/hotels/{id}/`. Like every hotel-scoped route it needs a valid `Managed-Hotel` header (403 without);
 * `{id}` itself must be one of the user's hotels, else 404 (DRF's answer for an object outside the queryset). It
 * need not be the header's hotel: the URL names the object, and the caller's role is the one it has *there*, so
 * a tab that still shows hotel A saves A correctly even after another tab switched the stored hotel to B.
 *
 * PATCH validates each field it is given, DRF-style, with Russian messages, and answers all errors at once; the
 * rules per field are HOTEL_FIELD_RESTRICTIONS (server/domain/dictionaries.ts) plus the formats below. A manager
 * (a user who does not administer the hotel) changing a field that is read-only for managers gets a 400 on that
 * field — not a 403 for the whole request, so the other fields' errors still show and a form can point at it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { type HotelRow, hotels } from '../db/schema';
import { CURRENCIES, type FieldRestriction, HOTEL_FIELD_RESTRICTIONS } from '../domain/dictionaries';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT_RU } from '../http/field-texts';
import { currentUser, hotelAccess, requireHotel } from '../http/guard';
import { pathId } from '../http/request';
import { EMAIL_PATTERN, typeName } from '../http/validation';

/** `GET /dashboard/hotels/{id}/`: the full hotel record. Times are `HH:MM`; coordinates WGS 84 degrees. */
export interface HotelResponse {
  id: number;
  name: string;
  stars: number | null;
  description: string;
  city: string;
  address: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  website: string;
  checkInTime: string;
  checkOutTime: string;
  checkInNotes: string;
  wifiName: string;
  wifiPassword: string;
  currency: string;
  timezone: string;
}

/** The fields a PATCH may change (everything but the id). */
type HotelField = Exclude<keyof HotelResponse, 'id'>;

/**
 * Ours, where DRF has none. DRF's are its Russian ones (the dashboard always sends `Accept-Language: ru`):
 * server/http/field-texts.ts FIELD_TEXT_RU.
 */
const TEXT = {
  phone: 'Введите номер телефона: цифры, пробелы, скобки, дефисы и «+» в начале.',
  positionIncomplete: 'Укажите и широту, и долготу — или оставьте пустыми обе.',
  readOnlyForManager: 'Это поле может изменять только администратор отеля.',
} as const;

type Parsed = { ok: true; value: string | number | null } | { ok: false; message: string };
type Parser = (raw: unknown, rule: FieldRestriction) => Parsed;

const ok = (value: string | number | null): Parsed => ({ ok: true, value });
const fail = (message: string): Parsed => ({ ok: false, message });

/** Any time zone of the runtime's IANA list, plus `UTC` (Node 20 lists only `Etc/UTC`-style names for it). */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const CURRENCY_CODES = new Set(CURRENCIES.map((currency) => currency.code));
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,6})?)?$/;
// Digits with the usual separators, an optional leading "+", and at least five digits in all.
const PHONE = /^\+?[\d\s()-]+$/;

/**
 * DRF's CharField: a string (numbers are taken as text), trimmed; blank only when not required; at most
 * `maxLength`; then the field's own format, which an empty value skips.
 */
function text(format?: (value: string) => string | null): Parser {
  return (raw, rule) => {
    if (raw === null) return fail(FIELD_TEXT_RU.null);
    if (typeof raw !== 'string' && typeof raw !== 'number') return fail(FIELD_TEXT_RU.invalidString);
    const value = String(raw).trim();
    if (value === '') return rule.required ? fail(FIELD_TEXT_RU.blank) : ok('');
    if (rule.maxLength !== null && value.length > rule.maxLength) return fail(FIELD_TEXT_RU.maxLength(rule.maxLength));
    const problem = format?.(value) ?? null;
    return problem === null ? ok(value) : fail(problem);
  };
}

/** Django's URLValidator in short: an absolute http(s) URL with a dotted host (or localhost), no spaces. */
function urlProblem(value: string): string | null {
  if (/\s/.test(value)) return FIELD_TEXT_RU.invalidUrl;
  try {
    const url = new URL(value);
    const hostOk = url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && hostOk ? null : FIELD_TEXT_RU.invalidUrl;
  } catch {
    return FIELD_TEXT_RU.invalidUrl;
  }
}

/** A TimeField kept to minutes: `HH:MM`, also `HH:MM:SS[.ffffff]` as DRF's ISO input (seconds dropped). */
const time: Parser = (raw, rule) => {
  const parsed = text()(raw, rule);
  if (!parsed.ok || parsed.value === '') return parsed;
  const match = TIME.exec(String(parsed.value));
  return match ? ok(`${match[1]}:${match[2]}`) : fail(FIELD_TEXT_RU.invalidTime);
};

function choice(values: ReadonlySet<string>): Parser {
  return (raw, rule) => {
    const parsed = text()(raw, rule);
    if (!parsed.ok || parsed.value === '') return parsed;
    return values.has(String(parsed.value)) ? parsed : fail(FIELD_TEXT_RU.selectValidChoice(String(parsed.value)));
  };
}

/** DRF's IntegerField/FloatField read no string longer than this ("String value too large."). */
const MAX_NUMBER_STRING_LENGTH = 1000;
/** A decimal number: each part matched once, so a long run of digits is read in linear time. */
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A nullable number field: null or "" clears it; numbers and numeric strings (with a dot) are read. */
function number(options: { integer: boolean; min: number; max: number; decimals?: number }): Parser {
  return (raw) => {
    if (raw === null || raw === '') return ok(null);
    if (typeof raw === 'string' && raw.length > MAX_NUMBER_STRING_LENGTH) return fail(FIELD_TEXT_RU.tooLong);
    let value: number;
    if (typeof raw === 'number') value = raw;
    else if (typeof raw === 'string' && NUMBER.test(raw.trim())) value = Number(raw);
    else return fail(options.integer ? FIELD_TEXT_RU.invalidInteger : FIELD_TEXT_RU.invalidNumber);
    if (!Number.isFinite(value)) return fail(FIELD_TEXT_RU.invalidNumber);
    if (options.integer && !Number.isInteger(value)) return fail(FIELD_TEXT_RU.invalidInteger);
    if (value < options.min) return fail(FIELD_TEXT_RU.minValueDjango(options.min));
    if (value > options.max) return fail(FIELD_TEXT_RU.maxValueDjango(options.max));
    return ok(options.decimals === undefined ? value : Number(value.toFixed(options.decimals)));
  };
}

/** How each field is read; the restrictions add required / maxLength / read-only on top. */
const PARSERS: Readonly<Record<HotelField, Parser>> = {
  name: text(),
  // 1–5; null is a hotel without an official category.
  stars: number({ integer: true, min: 1, max: 5 }),
  description: text(),
  city: text(),
  address: text(),
  postalCode: text(),
  // Six decimals are ~0.1 m: more is noise from a map's click.
  latitude: number({ integer: false, min: -90, max: 90, decimals: 6 }),
  longitude: number({ integer: false, min: -180, max: 180, decimals: 6 }),
  phone: text((value) => (PHONE.test(value) && value.replace(/\D/g, '').length >= 5 ? null : TEXT.phone)),
  email: text((value) => (EMAIL_PATTERN.test(value) ? null : FIELD_TEXT_RU.invalidEmail)),
  website: text(urlProblem),
  checkInTime: time,
  checkOutTime: time,
  checkInNotes: text(),
  wifiName: text(),
  wifiPassword: text(),
  currency: choice(CURRENCY_CODES),
  timezone: choice(TIME_ZONES),
};

/** Every field a PATCH may change, in the record's order. */
const HOTEL_FIELDS = Object.keys(PARSERS) as HotelField[];

/** A field without a restriction entry is optional, unlimited and open to managers. */
const NO_RESTRICTION: FieldRestriction = { required: false, maxLength: null, readOnlyForManager: false };

function restrictionOf(field: HotelField): FieldRestriction {
  return HOTEL_FIELD_RESTRICTIONS[field] ?? NO_RESTRICTION;
}

/** Postgres answers `time` as `HH:MM:SS`; the wire has minutes. */
function minutes(value: string): string {
  return value.slice(0, 5);
}

function toHotel(row: HotelRow): HotelResponse {
  return {
    id: row.id,
    name: row.name,
    stars: row.stars,
    description: row.description,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    checkInTime: minutes(row.checkInTime),
    checkOutTime: minutes(row.checkOutTime),
    checkInNotes: row.checkInNotes,
    wifiName: row.wifiName,
    wifiPassword: row.wifiPassword,
    currency: row.currency,
    timezone: row.timezone,
  };
}

/** The hotel `{id}` names, with the caller's roles there; a hotel that is not the user's is a 404. */
async function accessibleHotel(db: Database, request: FastifyRequest) {
  const id = pathId(request);
  const access = await hotelAccess(db, currentUser(request).id, id);
  if (!access) throw notFound();
  return access;
}

/**
 * Validates a PATCH body against the stored record: every given field is read by its parser and checked
 * against its restriction; a non-administrator may send a read-only field only with its stored value. Returns
 * the changed columns, or throws one 400 with every error found.
 */
function validatePatch(
  body: unknown,
  current: HotelResponse,
  isAdmin: boolean,
): Partial<Record<HotelField, string | number | null>> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw validationError({ nonFieldErrors: [FIELD_TEXT_RU.notADictWorded(typeName(body))] });
  const data = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const changes: Partial<Record<HotelField, string | number | null>> = {};

  for (const field of HOTEL_FIELDS) {
    if (!Object.hasOwn(data, field) || data[field] === undefined) continue;
    const rule = restrictionOf(field);
    const parsed = PARSERS[field](data[field], rule);
    const unchanged = parsed.ok && parsed.value === current[field];
    if (rule.readOnlyForManager && !isAdmin && !unchanged) {
      // Whatever the value, it is not the manager's to set: this is the one error worth showing on the field.
      errors[field] = [TEXT.readOnlyForManager];
    } else if (!parsed.ok) {
      errors[field] = [parsed.message];
    } else if (!unchanged) {
      changes[field] = parsed.value;
    }
  }

  // Both coordinates or neither, judged on the record as it would be after the change.
  if (!errors.latitude && !errors.longitude) {
    const latitude = 'latitude' in changes ? changes.latitude : current.latitude;
    const longitude = 'longitude' in changes ? changes.longitude : current.longitude;
    if ((latitude === null) !== (longitude === null))
      errors[latitude === null ? 'latitude' : 'longitude'] = [TEXT.positionIncomplete];
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return changes;
}

async function loadHotel(db: Database, id: number): Promise<HotelResponse> {
  const [row] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  if (!row) throw notFound();
  return toHotel(row);
}

/** Registers `GET` and `PATCH /dashboard/hotels/{id}/`. */
export function hotelRoutes(app: FastifyInstance): void {
  app.get('/dashboard/hotels/:id/', { preHandler: requireHotel }, async (request) => {
    const access = await accessibleHotel(app.db, request);
    return loadHotel(app.db, access.id);
  });

  app.patch('/dashboard/hotels/:id/', { preHandler: requireHotel }, async (request) => {
    const access = await accessibleHotel(app.db, request);
    // The row is locked while the body is judged against it, so two concurrent PATCHes (one setting the latitude,
    // one clearing the longitude) cannot together break the both-or-neither rule.
    return app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(hotels).where(eq(hotels.id, access.id)).for('update');
      if (!row) throw notFound();
      const changes = validatePatch(request.body, toHotel(row), access.isAdmin);
      if (Object.keys(changes).length === 0) return toHotel(row);
      const [updated] = await tx
        .update(hotels)
        .set(changes as Partial<HotelRow>)
        .where(eq(hotels.id, access.id))
        .returning();
      return toHotel(updated!);
    });
  });
}
