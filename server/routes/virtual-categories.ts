/**
 * Virtual categories of the active hotel and their items (docs/CONTRACTS.md, «Virtual categories»): the hotel's
 * own groupings of its services for the guest app. Categories: list, read, create, partial update, delete (the
 * items go along, by the foreign key's cascade). Items: the list of one category, read, create, partial update,
 * delete, and the bulk reorder `sort/`. Hotel-scoped (`Managed-Hotel`) and open to the hotel's administrators and
 * managers alike (daily content); another hotel's category or item is a 404.
 */
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { lockList } from '../db/locks';
import { services, virtualCategories, virtualCategoryItems } from '../db/schema';
import { GUEST_APP_ICON_NAMES, unknownIconMessage } from '../domain/guest-app-icons';
import { isUniqueViolation } from '../domain/staff';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { assertKnownEntries, sortEntries } from '../http/sort';
import { Fields, typeName } from '../http/validation';

/** `VirtualCategory` of the contract. */
interface VirtualCategoryResponse {
  id: number;
  name: string;
  icon: string | null;
  order: number;
  itemsCount: number;
}

/** `VirtualCategoryItem` of the contract. */
interface VirtualCategoryItemResponse {
  id: number;
  virtualCategory: number;
  service: number;
  name: string;
  icon: string | null;
  order: number;
}

const NAME_MAX_LENGTH = 100;
const ICON_MAX_LENGTH = 64;

/** The messages of this module's own rules (DRF's: server/http/field-texts.ts, translated by server/http/locale.ts). */
export const VIRTUAL_CATEGORY_TEXT = {
  nameTaken: 'Категория с таким названием уже есть.',
  serviceInCategory: 'Эта услуга уже есть в категории.',
} as const;

const MAX_ID = 2_147_483_647;

// Spelled out: Drizzle writes a column of the outer table unqualified, which inside the subquery names the item's id.
const itemsCount = sql<number>`(SELECT count(*)::int FROM virtual_category_items AS counted WHERE counted.category_id = virtual_categories.id)`;

const categoryColumns = {
  id: virtualCategories.id,
  name: virtualCategories.name,
  icon: virtualCategories.icon,
  order: virtualCategories.order,
  itemsCount,
};

const itemColumns = {
  id: virtualCategoryItems.id,
  virtualCategory: virtualCategoryItems.categoryId,
  service: virtualCategoryItems.serviceId,
  name: virtualCategoryItems.name,
  icon: virtualCategoryItems.icon,
  order: virtualCategoryItems.order,
};

/** Items of the hotel: their category carries the hotel. */
function inHotel(hotelId: number): SQL {
  return sql`${virtualCategoryItems.categoryId} IN (SELECT vc.id FROM virtual_categories AS vc WHERE vc.hotel_id = ${hotelId})`;
}

/** The item `id`, if it is the hotel's. */
function itemOfHotel(hotelId: number, id: number): SQL | undefined {
  return and(eq(virtualCategoryItems.id, id), inHotel(hotelId));
}

// ---- reading request fields ----

/**
 * An optional icon: absent → undefined, null, blank or «None» → null (no icon), else a trimmed name ≤ 64 that the guest
 * app knows ({@link GUEST_APP_ICON_NAMES}); any other name is a field error.
 */
function readIcon(body: Record<string, unknown>, fields: Fields): string | null | undefined {
  if (!Object.hasOwn(body, 'icon') || body.icon === undefined) return undefined;
  if (body.icon === null) return null;
  if (typeof body.icon !== 'string') {
    fields.add('icon', FIELD_TEXT.invalidString);
    return undefined;
  }
  const icon = body.icon.trim();
  if (icon.length > ICON_MAX_LENGTH) {
    fields.add('icon', FIELD_TEXT.maxLength(ICON_MAX_LENGTH));
    return undefined;
  }
  // «None» is the spec's text for no icon; a client that echoes it back means none.
  if (icon === '' || icon === 'None') return null;
  if (!GUEST_APP_ICON_NAMES.has(icon)) {
    fields.add('icon', unknownIconMessage(icon));
    return undefined;
  }
  return icon;
}

/** A primary key as DRF's PrimaryKeyRelatedField reads it (the existence check is the caller's). */
function readPk(body: Record<string, unknown>, name: string, fields: Fields, required: boolean): number | undefined {
  const value = body[name];
  if (!Object.hasOwn(body, name) || value === undefined) {
    if (required) fields.add(name, FIELD_TEXT.required);
    return undefined;
  }
  if (value === null) {
    fields.add(name, FIELD_TEXT.null);
    return undefined;
  }
  if (
    (typeof value === 'number' && Number.isInteger(value)) ||
    (typeof value === 'string' && /^\s*\d+\s*$/.test(value))
  ) {
    const id = Number(value);
    // An id past the column's range names no row (and would break the query).
    if (id >= 1 && id <= MAX_ID) return id;
    fields.add(name, FIELD_TEXT.invalidPk(String(value).trim()));
    return undefined;
  }
  fields.add(name, FIELD_TEXT.incorrectPkType(typeName(value)));
  return undefined;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

// ---- categories ----

async function findCategory(db: Database, hotelId: number, id: number): Promise<VirtualCategoryResponse | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(virtualCategories)
    .where(and(eq(virtualCategories.id, id), eq(virtualCategories.hotelId, hotelId)))
    .limit(1);
  return row;
}

async function loadCategory(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VirtualCategoryResponse> {
  const row = await findCategory(app.db, activeHotel(request).id, id);
  if (!row) throw notFound();
  return row;
}

async function categoryPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const where = eq(virtualCategories.hotelId, hotelId);
  const [total] = await app.db.select({ value: count() }).from(virtualCategories).where(where);
  return paginate(request, total?.value ?? 0, (limit, offset) =>
    app.db
      .select(categoryColumns)
      .from(virtualCategories)
      .where(where)
      .orderBy(asc(virtualCategories.order), asc(virtualCategories.id))
      .limit(limit)
      .offset(offset),
  );
}

async function nameTaken(db: Database, hotelId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: virtualCategories.id })
    .from(virtualCategories)
    .where(
      and(
        eq(virtualCategories.hotelId, hotelId),
        sql`lower(${virtualCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(virtualCategories.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique violation on the name index: the name was taken meanwhile. */
function nameRace(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError({ name: [VIRTUAL_CATEGORY_TEXT.nameTaken] });
  throw error;
}

/** Reads `{name, icon}`: on create both as given (name required), on update only the fields sent. */
async function categoryValues(app: FastifyInstance, request: FastifyRequest, hotelId: number, exceptId?: number) {
  const creating = exceptId === undefined;
  const fields = new Fields(request.body);
  const body = bodyOf(request);
  const name = creating || fields.has('name') ? fields.string('name', { maxLength: NAME_MAX_LENGTH }) : undefined;
  const icon = readIcon(body, fields);
  if (name !== undefined && (await nameTaken(app.db, hotelId, name, exceptId)))
    fields.add('name', VIRTUAL_CATEGORY_TEXT.nameTaken);
  fields.done();
  return { ...(name === undefined ? {} : { name }), ...(icon === undefined ? {} : { icon }) };
}

async function createCategory(app: FastifyInstance, request: FastifyRequest): Promise<VirtualCategoryResponse> {
  const hotelId = activeHotel(request).id;
  const values = await categoryValues(app, request, hotelId);
  const id = await app.db.transaction(async (tx) => {
    // Two appends at once would both read the same last position.
    await lockList(tx, 'virtualCategories', hotelId);
    const [row] = await tx
      .insert(virtualCategories)
      .values({
        hotelId,
        name: values.name!,
        icon: values.icon ?? null,
        // Appended last.
        order: sql`(SELECT coalesce(max(${virtualCategories.order}), 0) + 1 FROM ${virtualCategories} WHERE ${virtualCategories.hotelId} = ${hotelId})`,
      })
      .returning({ id: virtualCategories.id })
      .catch(nameRace);
    return row!.id;
  });
  return loadCategory(app, request, id);
}

async function updateCategory(app: FastifyInstance, request: FastifyRequest): Promise<VirtualCategoryResponse> {
  const hotelId = activeHotel(request).id;
  const id = pathId(request);
  if (!(await findCategory(app.db, hotelId, id))) throw notFound();
  const values = await categoryValues(app, request, hotelId, id);
  const updated = await app.db
    .update(virtualCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(virtualCategories.id, id), eq(virtualCategories.hotelId, hotelId)))
    .returning({ id: virtualCategories.id })
    .catch(nameRace);
  if (updated.length === 0) throw notFound(); // deleted meanwhile
  return loadCategory(app, request, id);
}

/** Deleting a category deletes its items: under the items' lock, so it cannot interleave with a reorder of them. */
async function deleteCategory(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const deleted = await app.db.transaction(async (tx) => {
    await lockList(tx, 'virtualCategoryItems', hotelId);
    return tx
      .delete(virtualCategories)
      .where(and(eq(virtualCategories.id, pathId(request)), eq(virtualCategories.hotelId, hotelId)))
      .returning({ id: virtualCategories.id });
  });
  if (deleted.length === 0) throw notFound();
}

// ---- items ----

async function findItem(db: Database, hotelId: number, id: number): Promise<VirtualCategoryItemResponse | undefined> {
  const [row] = await db.select(itemColumns).from(virtualCategoryItems).where(itemOfHotel(hotelId, id)).limit(1);
  return row;
}

async function loadItem(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VirtualCategoryItemResponse> {
  const row = await findItem(app.db, activeHotel(request).id, id);
  if (!row) throw notFound();
  return row;
}

/** `?virtual_category=`: required; not a number → 400; not a category of the hotel → 404. */
async function categoryOfQuery(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const raw = queryParam(request.query, 'virtual_category')?.trim() ?? '';
  if (raw === '') throw validationError({ virtualCategory: [FIELD_TEXT.required] });
  if (!/^\d{1,9}$/.test(raw)) throw validationError({ virtualCategory: [FIELD_TEXT.invalidInteger] });
  const category = await findCategory(app.db, activeHotel(request).id, Number(raw));
  if (!category) throw notFound();
  return category.id;
}

async function itemPage(app: FastifyInstance, request: FastifyRequest) {
  const where = eq(virtualCategoryItems.categoryId, await categoryOfQuery(app, request));
  const [total] = await app.db.select({ value: count() }).from(virtualCategoryItems).where(where);
  return paginate(request, total?.value ?? 0, (limit, offset) =>
    app.db
      .select(itemColumns)
      .from(virtualCategoryItems)
      .where(where)
      .orderBy(asc(virtualCategoryItems.order), asc(virtualCategoryItems.id))
      .limit(limit)
      .offset(offset),
  );
}

async function serviceOfHotel(db: Database, hotelId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, id), eq(services.hotelId, hotelId)))
    .limit(1);
  return row !== undefined;
}

async function serviceInCategory(
  db: Database,
  categoryId: number,
  serviceId: number,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: virtualCategoryItems.id })
    .from(virtualCategoryItems)
    .where(
      and(
        eq(virtualCategoryItems.categoryId, categoryId),
        eq(virtualCategoryItems.serviceId, serviceId),
        exceptId === undefined ? undefined : ne(virtualCategoryItems.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique violation on (category, service): the service was added meanwhile. */
function serviceRace(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError({ service: [VIRTUAL_CATEGORY_TEXT.serviceInCategory] });
  throw error;
}

/**
 * Reads an item's fields: on create `virtualCategory`, `service`, `name` (required) and `icon`; on update (`current`
 * given) only the fields sent among `name`, `icon`, `service` — an item does not move between categories.
 */
async function itemValues(
  app: FastifyInstance,
  request: FastifyRequest,
  hotelId: number,
  current?: VirtualCategoryItemResponse,
) {
  const fields = new Fields(request.body);
  const body = bodyOf(request);
  const categoryId = current ? current.virtualCategory : readPk(body, 'virtualCategory', fields, true);
  const serviceId = readPk(body, 'service', fields, !current);
  const name = !current || fields.has('name') ? fields.string('name', { maxLength: NAME_MAX_LENGTH }) : undefined;
  const icon = readIcon(body, fields);

  const categoryOk =
    categoryId !== undefined &&
    (current !== undefined || (await findCategory(app.db, hotelId, categoryId)) !== undefined);
  if (categoryId !== undefined && !categoryOk) fields.add('virtualCategory', FIELD_TEXT.invalidPk(String(categoryId)));
  if (serviceId !== undefined) {
    if (!(await serviceOfHotel(app.db, hotelId, serviceId)))
      fields.add('service', FIELD_TEXT.invalidPk(String(serviceId)));
    else if (categoryOk && (await serviceInCategory(app.db, categoryId, serviceId, current?.id)))
      fields.add('service', VIRTUAL_CATEGORY_TEXT.serviceInCategory);
  }
  fields.done();
  return { categoryId: categoryId!, serviceId, name, icon };
}

async function createItem(app: FastifyInstance, request: FastifyRequest): Promise<VirtualCategoryItemResponse> {
  const hotelId = activeHotel(request).id;
  const values = await itemValues(app, request, hotelId);
  const id = await app.db.transaction(async (tx) => {
    // Two appends at once would both read the same last position.
    await lockList(tx, 'virtualCategoryItems', hotelId);
    const [row] = await tx
      .insert(virtualCategoryItems)
      .values({
        categoryId: values.categoryId,
        serviceId: values.serviceId!,
        name: values.name!,
        icon: values.icon ?? null,
        // Appended last in its category.
        order: sql`(SELECT coalesce(max(${virtualCategoryItems.order}), 0) + 1 FROM ${virtualCategoryItems} WHERE ${virtualCategoryItems.categoryId} = ${values.categoryId})`,
      })
      .returning({ id: virtualCategoryItems.id })
      .catch(serviceRace);
    return row!.id;
  });
  return loadItem(app, request, id);
}

async function updateItem(app: FastifyInstance, request: FastifyRequest): Promise<VirtualCategoryItemResponse> {
  const hotelId = activeHotel(request).id;
  const id = pathId(request);
  const current = await findItem(app.db, hotelId, id);
  if (!current) throw notFound();
  const { serviceId, name, icon } = await itemValues(app, request, hotelId, current);
  const updated = await app.db
    .update(virtualCategoryItems)
    .set({
      ...(serviceId === undefined ? {} : { serviceId }),
      ...(name === undefined ? {} : { name }),
      ...(icon === undefined ? {} : { icon }),
      updatedAt: new Date(),
    })
    .where(itemOfHotel(hotelId, id))
    .returning({ id: virtualCategoryItems.id })
    .catch(serviceRace);
  if (updated.length === 0) throw notFound(); // deleted meanwhile
  return loadItem(app, request, id);
}

async function deleteItem(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const deleted = await app.db
    .delete(virtualCategoryItems)
    .where(itemOfHotel(activeHotel(request).id, pathId(request)))
    .returning({ id: virtualCategoryItems.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * `sort/`: sets the order of the listed items, all or none — one transaction, and every id checked to be an item of
 * the hotel before anything is written. The list's lock makes two reorders (or a reorder and an append) of the
 * hotel's items run one after the other; the rows are then locked and written in id order, whatever order the
 * client listed them in.
 */
async function sortItems(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const entries = sortEntries(request.body);
  if (entries.length === 0) return;
  await app.db.transaction(async (tx) => {
    await lockList(tx, 'virtualCategoryItems', hotelId);
    const ids = entries.map((entry) => entry.id);
    const found = await tx
      .select({ id: virtualCategoryItems.id })
      .from(virtualCategoryItems)
      .where(and(inArray(virtualCategoryItems.id, ids), inHotel(hotelId)))
      .orderBy(asc(virtualCategoryItems.id))
      .for('update');
    assertKnownEntries(
      entries,
      found.map((row) => row.id),
    );
    const now = new Date();
    for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
      await tx
        .update(virtualCategoryItems)
        .set({ order: entry.order, updatedAt: now })
        .where(eq(virtualCategoryItems.id, entry.id));
    }
  });
}

/** Registers `/dashboard/virtual-categories/` and `/dashboard/virtual-categories-items/` (with `sort/`). */
export function virtualCategoryRoutes(app: FastifyInstance): void {
  const categories = '/dashboard/virtual-categories/';
  app.get(categories, { preHandler: requireHotel }, (request) => categoryPage(app, request));
  app.post(categories, { preHandler: requireHotel }, async (request, reply) =>
    reply.code(201).send(await createCategory(app, request)),
  );
  app.get(`${categories}:id/`, { preHandler: requireHotel }, (request) => loadCategory(app, request, pathId(request)));
  app.patch(`${categories}:id/`, { preHandler: requireHotel }, (request) => updateCategory(app, request));
  app.delete(`${categories}:id/`, { preHandler: requireHotel }, async (request, reply) => {
    await deleteCategory(app, request);
    return reply.code(204).send();
  });

  const items = '/dashboard/virtual-categories-items/';
  app.get(items, { preHandler: requireHotel }, (request) => itemPage(app, request));
  app.post(items, { preHandler: requireHotel }, async (request, reply) =>
    reply.code(201).send(await createItem(app, request)),
  );
  // Registered before `:id/`, though Fastify prefers the static segment anyway.
  app.post(`${items}sort/`, { preHandler: requireHotel }, async (request, reply) => {
    await sortItems(app, request);
    return reply.code(204).send();
  });
  app.get(`${items}:id/`, { preHandler: requireHotel }, (request) => loadItem(app, request, pathId(request)));
  app.patch(`${items}:id/`, { preHandler: requireHotel }, (request) => updateItem(app, request));
  app.delete(`${items}:id/`, { preHandler: requireHotel }, async (request, reply) => {
    await deleteItem(app, request);
    return reply.code(204).send();
  });
}
