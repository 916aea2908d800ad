/**
 * The content objects a menu item can point at (docs/CONTRACTS.md, «Content types» and «Menus»): the one place that
 * knows every content type, the table behind it, the column that names its objects and its Russian kind. Menus,
 * their items and the editor's picker (`GET /dashboard/content-objects/`) all go through here, so a new kind of
 * content becomes pointable by adding one entry below.
 *
 * Every function is hotel-scoped: another hotel's object does not exist for this one. Lookups of many objects run
 * one query per content type, never one per object.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { promoLandings, safetyItems, services, sightsItems, virtualCategories } from '../db/schema';
import { RUSSIAN_COLLATOR } from './tree';

/** The `c_content_type` values, in the order the picker lists their kinds. */
export const CONTENT_TYPES = ['service', 'virtualcategory', 'promolanding', 'safetyitem', 'sightsitem'] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** What a menu item shows of its object. */
export interface ObjectSummary {
  name: string;
  kind: string;
}

/** One entry of the picker (`GET /dashboard/content-objects/`). */
export interface ContentObject extends ObjectSummary {
  cContentType: ContentType;
  objectId: number;
}

/** A pointer at an object, as a menu item stores it. */
export interface ObjectRef {
  cContentType: string;
  objectId: number;
}

interface Descriptor {
  table: PgTable;
  id: AnyPgColumn;
  hotelId: AnyPgColumn;
  /** The column people know the object by (a service's name, a landing's title…). */
  name: AnyPgColumn;
  kind: string;
}

const DESCRIPTORS: Readonly<Record<ContentType, Descriptor>> = {
  service: { table: services, id: services.id, hotelId: services.hotelId, name: services.name, kind: 'Услуга' },
  virtualcategory: {
    table: virtualCategories,
    id: virtualCategories.id,
    hotelId: virtualCategories.hotelId,
    name: virtualCategories.name,
    kind: 'Виртуальная категория',
  },
  promolanding: {
    table: promoLandings,
    id: promoLandings.id,
    hotelId: promoLandings.hotelId,
    name: promoLandings.title,
    kind: 'Промо-лендинг',
  },
  safetyitem: {
    table: safetyItems,
    id: safetyItems.id,
    hotelId: safetyItems.hotelId,
    name: safetyItems.title,
    kind: 'Безопасность',
  },
  sightsitem: {
    table: sightsItems,
    id: sightsItems.id,
    hotelId: sightsItems.hotelId,
    name: sightsItems.title,
    kind: 'Достопримечательность',
  },
};

/** Whether a request's `c_content_type` names a known content type. */
export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** The Russian name of a content type («Услуга», «Промо-лендинг»…). */
function kindOf(type: ContentType): string {
  return DESCRIPTORS[type].kind;
}

/** The key of an object in the maps below. */
export function refKey(ref: ObjectRef): string {
  return `${ref.cContentType}:${ref.objectId}`;
}

/** The hotel's objects of one type (all, or those with the given ids), with their names. */
async function namesOf(
  db: Database,
  type: ContentType,
  hotelId: number,
  where?: SQL,
): Promise<{ id: number; name: string }[]> {
  const descriptor = DESCRIPTORS[type];
  const query = sql`SELECT ${descriptor.id} AS "id", ${descriptor.name} AS "name" FROM ${descriptor.table} WHERE ${and(eq(descriptor.hotelId, hotelId), where)}`;
  return rowsOf(await db.execute(query)) as { id: number; name: string }[];
}

/** Whether the object exists in the hotel. */
export async function objectExists(
  db: Database,
  hotelId: number,
  ref: { cContentType: ContentType; objectId: number },
): Promise<boolean> {
  const rows = await namesOf(db, ref.cContentType, hotelId, eq(DESCRIPTORS[ref.cContentType].id, ref.objectId));
  return rows.length > 0;
}

/**
 * The name and kind of each object that still exists in the hotel, by {@link refKey}; an object that is gone (or
 * of an unknown type) is simply absent. One query per content type among the refs.
 */
export async function describeObjects(
  db: Database,
  hotelId: number,
  refs: readonly ObjectRef[],
): Promise<Map<string, ObjectSummary>> {
  const idsByType = new Map<ContentType, Set<number>>();
  for (const ref of refs) {
    if (!isContentType(ref.cContentType)) continue;
    const ids = idsByType.get(ref.cContentType) ?? new Set<number>();
    ids.add(ref.objectId);
    idsByType.set(ref.cContentType, ids);
  }
  const found = new Map<string, ObjectSummary>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const rows = await namesOf(db, type, hotelId, inArray(DESCRIPTORS[type].id, [...ids]));
      for (const row of rows)
        found.set(refKey({ cContentType: type, objectId: row.id }), { name: row.name, kind: kindOf(type) });
    }),
  );
  return found;
}

/** Lower case, `ё` as `е`, spaces collapsed: how the picker's search compares names. */
function searchable(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/**
 * The catalogue of the picker: every object of the hotel a menu item can point at (of one type when given, whose
 * name contains `search` when given — case and ё/е ignored), by kind (in {@link CONTENT_TYPES} order), then name.
 */
export async function listContentObjects(
  db: Database,
  hotelId: number,
  filter: { type?: ContentType; search?: string } = {},
): Promise<ContentObject[]> {
  const types = filter.type ? [filter.type] : [...CONTENT_TYPES];
  const term = searchable(filter.search ?? '');
  const perType = await Promise.all(
    types.map(async (type) => {
      const rows = await namesOf(db, type, hotelId);
      return rows
        .filter((row) => term === '' || searchable(row.name).includes(term))
        .sort((a, b) => RUSSIAN_COLLATOR.compare(a.name, b.name) || a.id - b.id)
        .map((row): ContentObject => ({ cContentType: type, objectId: row.id, name: row.name, kind: kindOf(type) }));
    }),
  );
  return perType.flat();
}
