/**
 * Safety and sights content (docs/CONTRACTS.md, «Safety and sights»): the global category lists, and the active
 * hotel's items — list (by category), read, create, partial update and delete, each item with one image. Both
 * kinds are registered from this one implementation; what differs between them is their descriptor
 * (server/domain/content.ts). Queries are plain SQL over the descriptor's tables (Drizzle's builder cannot take
 * "one of two tables" without casts); the shared columns have the same names in both by design.
 *
 * Creates and updates accept a multipart form (the image in `image`) or JSON; the image is checked and stored by
 * server/media/object-image.ts, exactly as a photo upload. Everything under `/dashboard/` is hotel-scoped
 * (`Managed-Hotel`): another hotel's item is a 404. Reading and changing are open to the hotel's administrators
 * and managers (the hotel's daily content, like services and photos).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { CONTENT_KINDS, type ContentKind, type Errors, parseCategory, parseContentFields } from '../domain/content';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { activeHotel, requireHotel, requireUser } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { deleteObjectImages } from '../media/images';
import {
  applyImageChange,
  formImageChange,
  mainImageOf,
  mainImagesOf,
  type ObjectImage,
  replaceObjectImage,
} from '../media/object-image';
import { mediaUrl } from '../media/storage';
import { readUploadForm, type UploadForm } from '../media/upload-form';

/** `GET /content/{kind}-categories/`. */
interface ContentCategoryResponse {
  id: number;
  name: string;
  icon: string;
}

/** An item as every route here answers it: the kind's own fields between `category` and `image`. */
type ContentItemResponse = {
  id: number;
  contentType: ContentKind['contentType'];
  category: number;
  image: ObjectImage | null;
  createdAt: string;
  updatedAt: string;
} & Record<string, unknown>;

type ItemRow = { id: number; category: number; createdAt: Date | string; updatedAt: Date | string } & Record<
  string,
  unknown
>;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/** The select list of a kind's items, aliased to the wire names (built from the descriptor, never from a request). */
function itemColumns(kind: ContentKind): SQL {
  const own = kind.fields.map((field) => `${field.select ?? `"${field.column}"`} AS "${field.key}"`);
  return sql.raw(
    ['id', 'category_id AS "category"', ...own, 'created_at AS "createdAt"', 'updated_at AS "updatedAt"'].join(', '),
  );
}

function toResponse(kind: ContentKind, row: ItemRow, image: ObjectImage | null): ContentItemResponse {
  const own = Object.fromEntries(kind.fields.map((field) => [field.key, row[field.key]]));
  return {
    id: row.id,
    contentType: kind.contentType,
    category: row.category,
    ...own,
    image,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function urlsOf(request: FastifyRequest): (fileName: string) => string {
  return (name) => mediaUrl(request, name);
}

/** One item of the hotel (as stored), or a 404: another hotel's item does not exist for this one. */
async function findItem(db: Database, kind: ContentKind, hotelId: number, id: number): Promise<ItemRow> {
  const [row] = await rows<ItemRow>(
    db,
    sql`SELECT ${itemColumns(kind)} FROM ${kind.items} WHERE id = ${id} AND hotel_id = ${hotelId}`,
  );
  if (!row) throw notFound();
  return row;
}

async function loadItem(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ContentKind,
  id: number,
): Promise<ContentItemResponse> {
  const row = await findItem(app.db, kind, activeHotel(request).id, id);
  return toResponse(kind, row, await mainImageOf(app.db, kind.imageType, row.id, urlsOf(request)));
}

async function categoryExists(db: Database, kind: ContentKind, id: number): Promise<boolean> {
  const [row] = await rows<{ id: number }>(db, sql`SELECT id FROM ${kind.categories} WHERE id = ${id}`);
  return row !== undefined;
}

/** `?category=`: empty = every category; anything but an existing category is django-filter's 400. */
async function categoryFilter(db: Database, kind: ContentKind, request: FastifyRequest): Promise<number | undefined> {
  const raw = queryParam(request.query, 'category')?.trim() ?? '';
  if (raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || !(await categoryExists(db, kind, Number(raw)))) {
    throw validationError({ category: [FIELD_TEXT.selectValidChoice] });
  }
  return Number(raw);
}

async function itemPage(app: FastifyInstance, request: FastifyRequest, kind: ContentKind) {
  const hotelId = activeHotel(request).id;
  const category = await categoryFilter(app.db, kind, request);
  const where =
    category === undefined ? sql`hotel_id = ${hotelId}` : sql`hotel_id = ${hotelId} AND category_id = ${category}`;
  const [total] = await rows<{ value: number }>(
    app.db,
    sql`SELECT count(*)::int AS value FROM ${kind.items} WHERE ${where}`,
  );
  return paginate<ContentItemResponse>(request, total?.value ?? 0, async (limit, offset) => {
    const page = await rows<ItemRow>(
      app.db,
      sql`SELECT ${itemColumns(kind)} FROM ${kind.items} WHERE ${where} ORDER BY lower(title), id LIMIT ${limit} OFFSET ${offset}`,
    );
    const images = await mainImagesOf(
      app.db,
      kind.imageType,
      page.map((row) => row.id),
      urlsOf(request),
    );
    return page.map((row) => toResponse(kind, row, images.get(row.id) ?? null));
  });
}

/** Reads the form with the photo upload's limits: the image's size limit is `IMAGE_MAX_BYTES`. */
function readForm(app: FastifyInstance, request: FastifyRequest): Promise<UploadForm> {
  return readUploadForm(request, { maxBytes: app.config.imageMaxBytes });
}

/** Adds the kind's rules between fields, except on fields that already have an error of their own. */
function checkKind(kind: ContentKind, values: Record<string, unknown>, errors: Errors): void {
  const found: Errors = {};
  kind.check?.(values, found);
  for (const [key, messages] of Object.entries(found)) errors[key] ??= messages;
}

/** The category of a form that names one: its id, after the existence check (DRF's PrimaryKeyRelatedField). */
async function validCategory(
  db: Database,
  kind: ContentKind,
  form: UploadForm,
  errors: Errors,
): Promise<number | undefined> {
  const parsed = parseCategory(form);
  if ('errors' in parsed) {
    errors.category = parsed.errors;
    return undefined;
  }
  if (await categoryExists(db, kind, parsed.id)) return parsed.id;
  errors.category = [FIELD_TEXT.invalidPk(String(parsed.id))];
  return undefined;
}

function writeValue(kind: ContentKind, key: string, value: unknown): SQL {
  const field = kind.fields.find((candidate) => candidate.key === key)!;
  return field.write ? field.write(value) : sql`${value}`;
}

function columnOf(kind: ContentKind, key: string): SQL {
  return sql`${sql.identifier(kind.fields.find((field) => field.key === key)!.column)}`;
}

async function createItem(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ContentKind,
): Promise<ContentItemResponse> {
  const hotelId = activeHotel(request).id;
  const form = await readForm(app, request);
  const errors: Errors = {};
  const category = await validCategory(app.db, kind, form, errors);
  const values = parseContentFields(kind, form, 'create', errors);
  checkKind(kind, values, errors);
  const image = formImageChange(form, app.config.imageMaxBytes);
  if ('error' in image) errors.image = [image.error];
  if (Object.keys(errors).length > 0 || category === undefined || 'error' in image) throw validationError(errors);

  const keys = Object.keys(values);
  const [row] = await rows<{ id: number }>(
    app.db,
    sql`INSERT INTO ${kind.items} (hotel_id, category_id, ${sql.join(
      keys.map((key) => columnOf(kind, key)),
      sql`, `,
    )})
        VALUES (${hotelId}, ${category}, ${sql.join(
          keys.map((key) => writeValue(kind, key, values[key])),
          sql`, `,
        )})
        RETURNING id`,
  );
  const id = row!.id;
  if (image.kind === 'replace') {
    try {
      await replaceObjectImage(app, { hotelId, contentType: kind.imageType, objectId: id }, image, urlsOf(request));
    } catch (error) {
      // An item is created with its image or not at all.
      await app.db.execute(sql`DELETE FROM ${kind.items} WHERE id = ${id}`);
      throw error;
    }
  }
  return loadItem(app, request, kind, id);
}

/**
 * PATCH: only the fields sent change. The form is read first (so the answer never goes out over an unread
 * upload), then the item is looked up (another hotel's is the 404 whatever the form says), then the form is
 * checked against the values the item will have.
 */
async function updateItem(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ContentKind,
): Promise<ContentItemResponse> {
  const hotelId = activeHotel(request).id;
  const form = await readForm(app, request);
  const id = pathId(request);
  const stored = await findItem(app.db, kind, hotelId, id);
  const errors: Errors = {};
  const category = Object.hasOwn(form.lists, 'category') ? await validCategory(app.db, kind, form, errors) : undefined;
  const values = parseContentFields(kind, form, 'update', errors);
  checkKind(kind, { ...stored, ...values }, errors);
  const image = formImageChange(form, app.config.imageMaxBytes);
  if ('error' in image) errors.image = [image.error];
  if (Object.keys(errors).length > 0 || 'error' in image) throw validationError(errors);

  const changes = [
    ...(category === undefined ? [] : [sql`category_id = ${category}`]),
    ...Object.entries(values).map(([key, value]) => sql`${columnOf(kind, key)} = ${writeValue(kind, key, value)}`),
    sql`updated_at = now()`,
  ];
  const updated = await rows<{ id: number }>(
    app.db,
    sql`UPDATE ${kind.items} SET ${sql.join(changes, sql`, `)} WHERE id = ${id} AND hotel_id = ${hotelId} RETURNING id`,
  );
  if (updated.length === 0) throw notFound(); // deleted meanwhile
  await applyImageChange(app, { hotelId, contentType: kind.imageType, objectId: id }, image, urlsOf(request));
  return loadItem(app, request, kind, id);
}

/** DELETE: the item's image rows and files first (the files only this removes), then the item. */
async function deleteItem(app: FastifyInstance, request: FastifyRequest, kind: ContentKind): Promise<void> {
  const hotelId = activeHotel(request).id;
  const item = await findItem(app.db, kind, hotelId, pathId(request));
  await deleteObjectImages(app.db, app.config, kind.imageType, item.id);
  const deleted = await rows<{ id: number }>(
    app.db,
    sql`DELETE FROM ${kind.items} WHERE id = ${item.id} AND hotel_id = ${hotelId} RETURNING id`,
  );
  if (deleted.length === 0) throw notFound(); // deleted meanwhile
}

/** Registers the categories, list, read, create, update and delete routes of both kinds. */
export function contentRoutes(app: FastifyInstance): void {
  for (const kind of Object.values(CONTENT_KINDS)) {
    const base = `/dashboard/content/${kind.kind}/`;

    app.get(`/content/${kind.kind}-categories/`, { preHandler: requireUser }, () =>
      rows<ContentCategoryResponse>(app.db, sql`SELECT id, name, icon FROM ${kind.categories} ORDER BY position, id`),
    );

    app.get(base, { preHandler: requireHotel }, (request) => itemPage(app, request, kind));

    app.post(base, { preHandler: requireHotel }, async (request, reply) =>
      reply.code(201).send(await createItem(app, request, kind)),
    );

    app.get(`${base}:id/`, { preHandler: requireHotel }, (request) => loadItem(app, request, kind, pathId(request)));

    app.patch(`${base}:id/`, { preHandler: requireHotel }, (request) => updateItem(app, request, kind));

    app.delete(`${base}:id/`, { preHandler: requireHotel }, async (request, reply) => {
      await deleteItem(app, request, kind);
      return reply.code(204).send();
    });
  }
}
