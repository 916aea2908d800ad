/**
 * Menus of the guest app and their items (docs/CONTRACTS.md, «Menus»): the active hotel's menus (list, create,
 * rename or retype, delete), the items of one menu (each pointing at a content object through `c_content_type` and
 * `object_id`, answered with the object's name and kind), their batch order, and the catalogue of objects an item
 * can point at. What a content type is and where its objects live is server/domain/content-objects.ts.
 *
 * Everything is hotel-scoped (`Managed-Hotel`): another hotel's menu or item is a 404, another hotel's object in a
 * body is a 400 on its field. Administrators and managers both edit (the hotel's daily content). `GET
 * /dashboard/menus/types/` is served by server/routes/dictionaries.ts.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { lockList } from '../db/locks';
import { type MenuItemRow, type MenuRow, menuItems, menus } from '../db/schema';
import {
  type ContentObject,
  type ContentType,
  describeObjects,
  isContentType,
  listContentObjects,
  type ObjectSummary,
  objectExists,
  refKey,
} from '../domain/content-objects';
import { MENU_TYPES } from '../domain/dictionaries';
import { isUniqueViolation } from '../domain/staff';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT, FIELD_TEXT_RU } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { assertKnownEntries, sortEntries } from '../http/sort';
import { Fields, typeName } from '../http/validation';

/** A menu as every route here answers it. */
interface MenuResponse {
  id: number;
  name: string;
  type: string;
  itemsCount: number;
}

/** A menu item; `object` is null when the object it points at no longer exists. */
interface MenuItemResponse {
  id: number;
  menu: number;
  cContentType: string;
  objectId: number;
  order: number;
  object: ObjectSummary | null;
}

const MENU_NAME_MAX_LENGTH = 100;

/** The messages of this area's own rules (DRF's: server/http/field-texts.ts, translated by server/http/locale.ts). */
export const MENU_TEXT = {
  nameTaken: 'Меню с таким названием и типом уже есть.',
  objectNotFound: 'Объект не найден в этом отеле.',
  objectTaken: 'Этот объект уже есть в меню.',
} as const;

const MENU_TYPE_VALUES = MENU_TYPES.map((choice) => choice.value);

// ---------------------------------------------------------------------------------------------------------------
// Menus

// Spelled out: Drizzle leaves columns of a one-table select unqualified, which inside the subquery would mean the item's id.
const itemsCount = sql<number>`(SELECT count(*)::int FROM menu_items WHERE menu_items.menu_id = menus.id)`;

function menuColumns() {
  return { id: menus.id, name: menus.name, type: menus.type, itemsCount };
}

/** One menu of the hotel, or a 404. */
async function findMenu(db: Database, hotelId: number, id: number): Promise<MenuRow> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), eq(menus.hotelId, hotelId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function loadMenu(db: Database, hotelId: number, id: number): Promise<MenuResponse> {
  const [row] = await db
    .select(menuColumns())
    .from(menus)
    .where(and(eq(menus.id, id), eq(menus.hotelId, hotelId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** By type in the dictionary's order, then name as a Russian reader sorts it, then id. */
async function menuPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const where = eq(menus.hotelId, hotelId);
  const [total] = await app.db.select({ value: count() }).from(menus).where(where);
  const typeRank = sql`array_position(${sql.raw(`ARRAY[${MENU_TYPE_VALUES.map((value) => `'${value}'`).join(', ')}]::varchar[]`)}, ${menus.type})`;
  return paginate<MenuResponse>(request, total?.value ?? 0, (limit, offset) =>
    app.db
      .select(menuColumns())
      .from(menus)
      .where(where)
      .orderBy(sql`${typeRank} NULLS LAST`, sql`lower(${menus.name})`, asc(menus.id))
      .limit(limit)
      .offset(offset),
  );
}

/** The name is free in the hotel for that type (case ignored), but for `exceptId`. */
async function menuNameTaken(
  db: Database,
  hotelId: number,
  type: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.hotelId, hotelId),
        eq(menus.type, type),
        sql`lower(${menus.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(menus.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** `{name, type}` of a create (both required) or an update (`current`: only what is sent), checked. */
async function menuForm(
  db: Database,
  hotelId: number,
  body: unknown,
  current?: MenuRow,
): Promise<{ name?: string; type?: string }> {
  const fields = new Fields(body);
  const name = current && !fields.has('name') ? undefined : fields.string('name', { maxLength: MENU_NAME_MAX_LENGTH });
  let type = current && !fields.has('type') ? undefined : fields.string('type', { trim: false });
  if (type !== undefined && !MENU_TYPE_VALUES.includes(type)) {
    fields.add('type', FIELD_TEXT.invalidChoice(type));
    type = undefined;
  }
  fields.done();
  const finalName = name ?? current?.name;
  const finalType = type ?? current?.type;
  if ((name !== undefined || type !== undefined) && finalName !== undefined && finalType !== undefined) {
    if (await menuNameTaken(db, hotelId, finalType, finalName, current?.id))
      throw validationError({ name: [MENU_TEXT.nameTaken] });
  }
  return { name, type };
}

/** A unique violation on the name index: the name was taken meanwhile. */
function nameRace(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError({ name: [MENU_TEXT.nameTaken] });
  throw error;
}

async function createMenu(app: FastifyInstance, request: FastifyRequest): Promise<MenuResponse> {
  const hotelId = activeHotel(request).id;
  const form = await menuForm(app.db, hotelId, request.body);
  const [row] = await app.db
    .insert(menus)
    .values({ hotelId, name: form.name!, type: form.type! })
    .returning({ id: menus.id })
    .catch(nameRace);
  return loadMenu(app.db, hotelId, row!.id);
}

async function updateMenu(app: FastifyInstance, request: FastifyRequest): Promise<MenuResponse> {
  const hotelId = activeHotel(request).id;
  const current = await findMenu(app.db, hotelId, pathId(request));
  const form = await menuForm(app.db, hotelId, request.body, current);
  const changes = {
    ...(form.name === undefined ? {} : { name: form.name }),
    ...(form.type === undefined ? {} : { type: form.type }),
  };
  if (Object.keys(changes).length > 0) {
    await app.db
      .update(menus)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(menus.id, current.id), eq(menus.hotelId, hotelId)))
      .catch(nameRace);
  }
  return loadMenu(app.db, hotelId, current.id);
}

/** Deleting a menu deletes its items: under the items' lock, so it cannot interleave with a reorder of them. */
async function deleteMenu(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const deleted = await app.db.transaction(async (tx) => {
    await lockList(tx, 'menuItems', hotelId);
    return tx
      .delete(menus)
      .where(and(eq(menus.id, pathId(request)), eq(menus.hotelId, hotelId)))
      .returning({ id: menus.id });
  });
  if (deleted.length === 0) throw notFound();
}

// ---------------------------------------------------------------------------------------------------------------
// Menu items

async function toItemResponses(
  db: Database,
  hotelId: number,
  rows: readonly MenuItemRow[],
): Promise<MenuItemResponse[]> {
  const objects = await describeObjects(db, hotelId, rows);
  return rows.map((row) => ({
    id: row.id,
    menu: row.menuId,
    cContentType: row.cContentType,
    objectId: row.objectId,
    order: row.order,
    object: objects.get(refKey(row)) ?? null,
  }));
}

/** One item of a menu of the hotel, or a 404. */
async function findItem(db: Database, hotelId: number, id: number): Promise<MenuItemRow> {
  const [row] = await db
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menuId))
    .where(and(eq(menuItems.id, id), eq(menus.hotelId, hotelId)))
    .limit(1);
  if (!row) throw notFound();
  return row.item;
}

async function loadItem(db: Database, hotelId: number, id: number): Promise<MenuItemResponse> {
  const [item] = await toItemResponses(db, hotelId, [await findItem(db, hotelId, id)]);
  return item!;
}

/** `?menu=`: required (400), and a menu of the hotel (404 otherwise, as a nested list of an unknown parent). */
async function listedMenu(db: Database, request: FastifyRequest): Promise<MenuRow> {
  const raw = queryParam(request.query, 'menu')?.trim() ?? '';
  if (raw === '') throw validationError({ menu: [FIELD_TEXT.required] });
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFound();
  return findMenu(db, activeHotel(request).id, Number(raw));
}

async function itemPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const menu = await listedMenu(app.db, request);
  const where = eq(menuItems.menuId, menu.id);
  const [total] = await app.db.select({ value: count() }).from(menuItems).where(where);
  return paginate<MenuItemResponse>(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await app.db
      .select()
      .from(menuItems)
      .where(where)
      .orderBy(asc(menuItems.order), asc(menuItems.id))
      .limit(limit)
      .offset(offset);
    return toItemResponses(app.db, hotelId, rows);
  });
}

/** A primary key field as DRF's PrimaryKeyRelatedField/IntegerField reads it: the id, or undefined after an error. */
function readId(
  fields: Fields,
  body: Record<string, unknown>,
  name: string,
  wrongType: (value: unknown) => string,
): number | undefined {
  if (!fields.has(name) || body[name] === undefined) {
    fields.add(name, FIELD_TEXT.required);
    return undefined;
  }
  const value = body[name];
  if (value === null) {
    fields.add(name, FIELD_TEXT.null);
    return undefined;
  }
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^\d{1,9}$/.test(text)) {
    fields.add(name, wrongType(value));
    return undefined;
  }
  return Number(text);
}

function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

interface ItemTarget {
  menuId: number;
  cContentType: ContentType;
  objectId: number;
}

/**
 * The menu, content type and object of a create (all required) or an update (`current`: only the content type and
 * object may change, each optional), checked: the menu is the hotel's, the object exists in the hotel and is not
 * yet in the menu.
 */
async function itemForm(db: Database, hotelId: number, rawBody: unknown, current?: MenuItemRow): Promise<ItemTarget> {
  const fields = new Fields(rawBody);
  const body = bodyObject(rawBody);
  let menuId = current?.menuId;
  if (!current) {
    const id = readId(fields, body, 'menu', (value) => FIELD_TEXT.incorrectPkType(typeName(value)));
    if (id !== undefined) {
      const [menu] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.id, id), eq(menus.hotelId, hotelId)))
        .limit(1);
      if (menu) menuId = menu.id;
      else fields.add('menu', FIELD_TEXT.invalidPk(String(id)));
    }
  }
  let cContentType: ContentType | undefined =
    current && isContentType(current.cContentType) ? current.cContentType : undefined;
  if (!current || fields.has('cContentType')) {
    const type = fields.string('cContentType', { trim: false });
    if (type !== undefined && !isContentType(type)) fields.add('cContentType', FIELD_TEXT.invalidChoice(type));
    cContentType = isContentType(type) ? type : undefined;
  }
  let objectId = current?.objectId;
  if (!current || fields.has('objectId')) objectId = readId(fields, body, 'objectId', () => FIELD_TEXT.invalidInteger);
  fields.done();
  // Every field read cleanly; a stored type unknown to this code cannot be kept.
  if (cContentType === undefined) throw validationError({ cContentType: [FIELD_TEXT.required] });
  const target = { menuId: menuId!, cContentType, objectId: objectId! };

  if (!(await objectExists(db, hotelId, target))) throw validationError({ objectId: [MENU_TEXT.objectNotFound] });
  if (await objectInMenu(db, target, current?.id)) throw validationError({ objectId: [MENU_TEXT.objectTaken] });
  return target;
}

async function objectInMenu(db: Database, target: ItemTarget, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.menuId, target.menuId),
        eq(menuItems.cContentType, target.cContentType),
        eq(menuItems.objectId, target.objectId),
        exceptId === undefined ? undefined : ne(menuItems.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique violation on (menu, type, object): the same object was added meanwhile. */
function objectRace(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError({ objectId: [MENU_TEXT.objectTaken] });
  throw error;
}

async function createItem(app: FastifyInstance, request: FastifyRequest): Promise<MenuItemResponse> {
  const hotelId = activeHotel(request).id;
  const target = await itemForm(app.db, hotelId, request.body);
  const id = await app.db.transaction(async (tx) => {
    // Two appends at once would both read the same last position.
    await lockList(tx, 'menuItems', hotelId);
    const [row] = await tx
      .insert(menuItems)
      .values({
        ...target,
        // Appended last.
        order: sql`(SELECT coalesce(max(${menuItems.order}), 0) + 1 FROM ${menuItems} WHERE ${menuItems.menuId} = ${target.menuId})`,
      })
      .returning({ id: menuItems.id })
      .catch(objectRace);
    return row!.id;
  });
  return loadItem(app.db, hotelId, id);
}

async function updateItem(app: FastifyInstance, request: FastifyRequest): Promise<MenuItemResponse> {
  const hotelId = activeHotel(request).id;
  const current = await findItem(app.db, hotelId, pathId(request));
  const target = await itemForm(app.db, hotelId, request.body, current);
  await app.db
    .update(menuItems)
    .set({ cContentType: target.cContentType, objectId: target.objectId, updatedAt: new Date() })
    .where(eq(menuItems.id, current.id))
    .catch(objectRace);
  return loadItem(app.db, hotelId, current.id);
}

async function deleteItem(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const item = await findItem(app.db, activeHotel(request).id, pathId(request));
  await app.db.delete(menuItems).where(eq(menuItems.id, item.id));
}

/**
 * Writes the given orders in one transaction, after checking every id is an item of the hotel's menus. The list's
 * lock makes two reorders (or a reorder and an append) of the hotel's menus run one after the other; the rows are
 * then locked and written in id order, whatever order the client listed them in.
 */
async function sortItems(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const entries = sortEntries(request.body);
  if (entries.length === 0) return;
  await app.db.transaction(async (tx) => {
    await lockList(tx, 'menuItems', hotelId);
    const ids = entries.map((entry) => entry.id);
    const known = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menuId))
      .where(and(inArray(menuItems.id, ids), eq(menus.hotelId, hotelId)))
      .orderBy(asc(menuItems.id))
      .for('update', { of: menuItems });
    assertKnownEntries(
      entries,
      known.map((row) => row.id),
    );
    for (const entry of [...entries].sort((a, b) => a.id - b.id))
      await tx.update(menuItems).set({ order: entry.order }).where(eq(menuItems.id, entry.id));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The catalogue

/** `?c_content_type=` (empty = every type; an unknown one is django-filter's 400) and `?search=`. */
function catalogue(app: FastifyInstance, request: FastifyRequest): Promise<ContentObject[]> {
  const type = queryParam(request.query, 'c_content_type')?.trim() ?? '';
  if (type !== '' && !isContentType(type)) {
    throw validationError({ cContentType: [FIELD_TEXT_RU.selectValidChoice(type)] });
  }
  return listContentObjects(app.db, activeHotel(request).id, {
    type: type === '' ? undefined : type,
    search: queryParam(request.query, 'search'),
  });
}

/** Registers the menus, their items, the items' sort and the content objects catalogue. */
export function menuRoutes(app: FastifyInstance): void {
  const list = { preHandler: requireHotel };
  app.get('/menus/', list, (request) => menuPage(app, request));
  app.get('/dashboard/menus/', list, (request) => menuPage(app, request));
  app.post('/dashboard/menus/', list, async (request, reply) => reply.code(201).send(await createMenu(app, request)));
  app.get('/dashboard/menus/:id/', list, (request) => loadMenu(app.db, activeHotel(request).id, pathId(request)));
  app.patch('/dashboard/menus/:id/', list, (request) => updateMenu(app, request));
  app.delete('/dashboard/menus/:id/', list, async (request, reply) => {
    await deleteMenu(app, request);
    return reply.code(204).send();
  });

  app.get('/dashboard/menu_items/', list, (request) => itemPage(app, request));
  app.post('/dashboard/menu_items/', list, async (request, reply) =>
    reply.code(201).send(await createItem(app, request)),
  );
  app.post('/dashboard/menu_items/sort/', list, async (request, reply) => {
    await sortItems(app, request);
    return reply.code(204).send();
  });
  app.get('/dashboard/menu_items/:id/', list, (request) => loadItem(app.db, activeHotel(request).id, pathId(request)));
  app.patch('/dashboard/menu_items/:id/', list, (request) => updateItem(app, request));
  app.delete('/dashboard/menu_items/:id/', list, async (request, reply) => {
    await deleteItem(app, request);
    return reply.code(204).send();
  });

  app.get('/dashboard/content-objects/', list, (request) => catalogue(app, request));
}
