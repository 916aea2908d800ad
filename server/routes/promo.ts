/**
 * Promo landings of the active hotel (docs/CONTRACTS.md, «Promo landings»): the list with its search and state
 * filter, create and partial update from a multipart form (with the image) or JSON, and delete. Hotel-scoped
 * (`Managed-Hotel`) and open to the hotel's administrators and managers alike (daily content, like services and
 * photos); another hotel's landing is a 404. The field rules and the state live in server/domain/promo.ts, the
 * one image in server/media/object-image.ts.
 */
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANDING_FIELDS } from '../../lib/landing-fields';
import { slugify } from '../../lib/translit';
import type { Database } from '../db/database';
import { hotels, type PromoLandingRow, promoLandings, services } from '../db/schema';
import {
  freeSlug,
  LANDING_STATES,
  type LandingState,
  type LandingValues,
  landingState,
  PROMO_TEXT,
  parseLandingForm,
} from '../domain/promo';
import { isUniqueViolation } from '../domain/staff';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT_RU } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { deleteObjectImages } from '../media/images';
import {
  applyImageChange,
  formImageChange,
  type ImageChange,
  mainImageOf,
  mainImagesOf,
  type ObjectImage,
} from '../media/object-image';
import { mediaUrl } from '../media/storage';
import { readUploadForm } from '../media/upload-form';

/** A landing as every route here answers it. */
interface LandingResponse {
  id: number;
  /** What a menu item names to point at a landing (`c_content_type`). */
  contentType: 'promolanding';
  title: string;
  slug: string;
  body: string;
  image: ObjectImage | null;
  callToAction: { type: 'none' | 'service' | 'link'; service: number | null; url: string; label: string };
  publishFrom: Date | null;
  publishUntil: Date | null;
  isActive: boolean;
  state: LandingState;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The body may hold 20 000 characters: up to 4 bytes each in UTF-8, and a browser's form turns each line break
 * into two. Past this the form is refused as malformed; below it an over-long text is the `body` field's 400.
 */
const MAX_FIELD_BYTES = 128 * 1024;

function toResponse(row: PromoLandingRow, image: ObjectImage | null, now: Date): LandingResponse {
  return {
    id: row.id,
    contentType: 'promolanding',
    title: row.title,
    slug: row.slug,
    body: row.body,
    image,
    callToAction: { type: row.ctaType, service: row.ctaServiceId, url: row.ctaUrl, label: row.ctaLabel },
    publishFrom: row.publishFrom,
    publishUntil: row.publishUntil,
    isActive: row.isActive,
    state: landingState(row, now),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function urlOf(request: FastifyRequest): (fileName: string) => string {
  return (name) => mediaUrl(request, name);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The SQL of a computed state at `now`, the same rule as `landingState` (server/domain/promo.ts). */
function stateCondition(state: LandingState, now: Date): SQL {
  const from = promoLandings.publishFrom;
  const until = promoLandings.publishUntil;
  switch (state) {
    case 'inactive':
      return sql`NOT ${promoLandings.isActive}`;
    case 'scheduled':
      return sql`${promoLandings.isActive} AND ${from} > ${now}`;
    case 'expired':
      return sql`${promoLandings.isActive} AND (${from} IS NULL OR ${from} <= ${now}) AND ${until} <= ${now}`;
    case 'active':
      return sql`${promoLandings.isActive} AND (${from} IS NULL OR ${from} <= ${now}) AND (${until} IS NULL OR ${until} > ${now})`;
  }
}

/** `?search=` (a part of the title or the slug; case and ё/е ignored) and `?state=`; a bad state is a 400. */
function listFilter(request: FastifyRequest, hotelId: number, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(promoLandings.hotelId, hotelId)];
  const search = queryParam(request.query, 'search')?.trim().replace(/\s+/g, ' ');
  if (search) {
    const term = `%${escapeLike(search.toLowerCase().replaceAll('ё', 'е'))}%`;
    conditions.push(
      sql`(translate(lower(${promoLandings.title}), 'ё', 'е') LIKE ${term} OR ${promoLandings.slug} LIKE ${term})`,
    );
  }
  const state = queryParam(request.query, 'state')?.trim();
  if (state) {
    if (!(LANDING_STATES as readonly string[]).includes(state))
      throw validationError({ state: [FIELD_TEXT_RU.selectValidChoice(state)] });
    conditions.push(stateCondition(state as LandingState, now));
  }
  return and(...conditions);
}

async function landingPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  // One moment for the filter and every state of the page, so they agree.
  const now = new Date();
  const where = listFilter(request, hotelId, now);
  const [total] = await app.db.select({ value: count() }).from(promoLandings).where(where);
  return paginate(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await app.db
      .select()
      .from(promoLandings)
      .where(where)
      // Newest window first; landings without a start (published from the outset) lead.
      .orderBy(sql`${promoLandings.publishFrom} DESC NULLS FIRST`, desc(promoLandings.id))
      .limit(limit)
      .offset(offset);
    const imagesById = await mainImagesOf(
      app.db,
      'landing',
      rows.map((row) => row.id),
      urlOf(request),
    );
    return rows.map((row) => toResponse(row, imagesById.get(row.id) ?? null, now));
  });
}

async function findLanding(db: Database, hotelId: number, id: number): Promise<PromoLandingRow | undefined> {
  const [row] = await db
    .select()
    .from(promoLandings)
    .where(and(eq(promoLandings.id, id), eq(promoLandings.hotelId, hotelId)))
    .limit(1);
  return row;
}

/** One landing of the hotel as the API answers it, or a 404. */
async function loadLanding(app: FastifyInstance, request: FastifyRequest, id: number): Promise<LandingResponse> {
  const row = await findLanding(app.db, activeHotel(request).id, id);
  if (!row) throw notFound();
  return toResponse(row, await mainImageOf(app.db, 'landing', id, urlOf(request)), new Date());
}

async function hotelTimeZone(db: Database, hotelId: number): Promise<string> {
  const [hotel] = await db.select({ timezone: hotels.timezone }).from(hotels).where(eq(hotels.id, hotelId)).limit(1);
  return hotel?.timezone ?? 'Europe/Moscow';
}

/** Serialises the slug choices of one hotel's landings until the transaction ends. */
async function lockHotelSlugs(tx: Database, hotelId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('promo_landings:slug'), ${hotelId})`);
}

/** The hotel's slugs that start like `base` (all a {@link freeSlug} for it could collide with), but `exceptId`'s. */
async function takenSlugs(db: Database, hotelId: number, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: promoLandings.slug })
    .from(promoLandings)
    .where(
      and(
        eq(promoLandings.hotelId, hotelId),
        sql`${promoLandings.slug} LIKE ${`${escapeLike(base.slice(0, 60))}%`}`,
        exceptId === undefined ? undefined : ne(promoLandings.id, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

interface ValidForm {
  values: LandingValues;
  slugGiven: boolean;
  image: ImageChange;
}

/**
 * Reads and checks the form of a create (`current` undefined) or an update: every field's errors at once, the
 * image's and the database's (the service is the hotel's, a given slug is free) included.
 */
async function validForm(
  app: FastifyInstance,
  request: FastifyRequest,
  hotelId: number,
  current?: PromoLandingRow,
): Promise<ValidForm> {
  const form = await readUploadForm(request, { maxBytes: app.config.imageMaxBytes, maxFieldBytes: MAX_FIELD_BYTES });
  return checkForm(app, request, hotelId, form, current);
}

async function checkForm(
  app: FastifyInstance,
  request: FastifyRequest,
  hotelId: number,
  form: Awaited<ReturnType<typeof readUploadForm>>,
  current?: PromoLandingRow,
): Promise<ValidForm> {
  // JSON values that are neither text, numbers, booleans nor null (a list, an object) are not in `fields`.
  const body = request.isMultipart() ? {} : ((request.body ?? {}) as Record<string, unknown>);
  const invalid = new Set(
    // The text fields of a landing's form: the list the dashboard's form reads too.
    LANDING_FIELDS.filter(
      (name) =>
        typeof body === 'object' &&
        Object.hasOwn(body, name) &&
        !Object.hasOwn(form.fields, name) &&
        body[name] !== undefined,
    ),
  );
  const parsed = parseLandingForm(form.fields, { current, timeZone: await hotelTimeZone(app.db, hotelId), invalid });
  const errors = parsed.errors;
  const image = formImageChange(form, app.config.imageMaxBytes);
  if ('error' in image) errors.image = [image.error];

  if (parsed.serviceToCheck !== null && !errors.ctaService) {
    const [service] = await app.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, parsed.serviceToCheck), eq(services.hotelId, hotelId)))
      .limit(1);
    if (!service) errors.ctaService = [PROMO_TEXT.serviceNotFound];
  }
  if (
    parsed.slugGiven &&
    !errors.slug &&
    (await takenSlugs(app.db, hotelId, parsed.values.slug, current?.id)).has(parsed.values.slug)
  ) {
    errors.slug = [PROMO_TEXT.slugTaken];
  }
  if (Object.keys(errors).length > 0 || 'error' in image) throw validationError(errors);
  return { values: parsed.values, slugGiven: parsed.slugGiven, image };
}

/** The slug to store: the given one, or one made from the title and free in the hotel (under the slug lock). */
async function slugToStore(tx: Database, hotelId: number, form: ValidForm, exceptId?: number): Promise<string> {
  if (form.slugGiven || form.values.slug !== '') return form.values.slug;
  const base = slugify(form.values.title);
  return freeSlug(base, await takenSlugs(tx, hotelId, base, exceptId));
}

/** A unique violation on the slug index: the given slug was taken meanwhile. */
function slugRace(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError({ slug: [PROMO_TEXT.slugTaken] });
  throw error;
}

async function applyImage(
  app: FastifyInstance,
  request: FastifyRequest,
  hotelId: number,
  landingId: number,
  change: ImageChange,
): Promise<void> {
  // After the landing's own commit: the image helpers run their own transactions (and remove replaced files after
  // theirs), so a landing is never rolled back after its old image file is gone.
  await applyImageChange(app, { hotelId, contentType: 'landing', objectId: landingId }, change, urlOf(request));
}

async function createLanding(app: FastifyInstance, request: FastifyRequest): Promise<LandingResponse> {
  const hotelId = activeHotel(request).id;
  const form = await validForm(app, request, hotelId);
  const id = await app.db
    .transaction(async (tx) => {
      await lockHotelSlugs(tx, hotelId);
      const slug = await slugToStore(tx, hotelId, form);
      const [row] = await tx
        .insert(promoLandings)
        .values({ ...form.values, slug, hotelId })
        .returning({ id: promoLandings.id });
      return row!.id;
    })
    .catch(slugRace);
  await applyImage(app, request, hotelId, id, form.image);
  return loadLanding(app, request, id);
}

async function updateLanding(app: FastifyInstance, request: FastifyRequest): Promise<LandingResponse> {
  const hotelId = activeHotel(request).id;
  const id = pathId(request);
  // The form is read before the lookup, so a 404 is never answered over an unread upload.
  const upload = await readUploadForm(request, { maxBytes: app.config.imageMaxBytes, maxFieldBytes: MAX_FIELD_BYTES });
  const current = await findLanding(app.db, hotelId, id);
  if (!current) throw notFound();
  const form = await checkForm(app, request, hotelId, upload, current);
  await app.db
    .transaction(async (tx) => {
      await lockHotelSlugs(tx, hotelId);
      const slug = await slugToStore(tx, hotelId, form, id);
      const updated = await tx
        .update(promoLandings)
        .set({ ...form.values, slug, updatedAt: new Date() })
        .where(and(eq(promoLandings.id, id), eq(promoLandings.hotelId, hotelId)))
        .returning({ id: promoLandings.id });
      if (updated.length === 0) throw notFound(); // deleted meanwhile
    })
    .catch(slugRace);
  await applyImage(app, request, hotelId, id, form.image);
  return loadLanding(app, request, id);
}

/** DELETE: the landing, its image rows and their files. */
async function deleteLanding(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const id = pathId(request);
  await app.db.transaction(async (tx) => {
    const [landing] = await tx
      .select({ id: promoLandings.id })
      .from(promoLandings)
      .where(and(eq(promoLandings.id, id), eq(promoLandings.hotelId, hotelId)))
      .for('update');
    if (!landing) throw notFound();
    await deleteObjectImages(tx, app.config, 'landing', id);
    await tx.delete(promoLandings).where(eq(promoLandings.id, id));
  });
}

/** Registers the list, create, partial update and delete of `/dashboard/promo/landings/`. */
export function promoRoutes(app: FastifyInstance): void {
  app.get('/dashboard/promo/landings/', { preHandler: requireHotel }, (request) => landingPage(app, request));

  app.post('/dashboard/promo/landings/', { preHandler: requireHotel }, async (request, reply) => {
    const landing = await createLanding(app, request);
    return reply.code(201).send(landing);
  });

  app.get('/dashboard/promo/landings/:id/', { preHandler: requireHotel }, (request) =>
    loadLanding(app, request, pathId(request)),
  );

  app.patch('/dashboard/promo/landings/:id/', { preHandler: requireHotel }, (request) => updateLanding(app, request));

  app.delete('/dashboard/promo/landings/:id/', { preHandler: requireHotel }, async (request, reply) => {
    await deleteLanding(app, request);
    return reply.code(204).send();
  });
}
