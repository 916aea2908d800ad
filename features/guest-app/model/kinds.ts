import * as ru from '@/lib/i18n/ru';
import type { ContentObject, ContentType, MenuItem } from '../api';
import { menuItemKey } from './entities';

/**
 * Names and kinds of what a menu item points at when the backend does not resolve them (docs/CONTRACTS.md,
 * «Required fields»: a menu item's `object` and the catalogue's `kind` are not SPEC's): the kind from
 * `c_content_type`, the name from the catalogue by `c_content_type` + `object_id`.
 */

const t = ru.guestApp.menuItems;

/** The kind of content for people: «Услуга», «Промо-лендинг»…; a type the dashboard does not know: «Объект». */
function kindName(type: ContentType): string {
  return Object.hasOwn(ru.guestApp.kinds, type) ? ru.guestApp.kinds[type as keyof typeof ru.guestApp.kinds] : t.object;
}

/** A catalogue entry's kind: as the backend names it, else by its type. */
export function objectKind(object: Pick<ContentObject, 'cContentType' | 'kind'>): string {
  return object.kind || kindName(object.cContentType);
}

/** The catalogue by `menuItemKey`; undefined while it is not loaded. */
export function catalogueIndex(
  objects: readonly ContentObject[] | undefined,
): ReadonlyMap<string, ContentObject> | undefined {
  return objects && new Map(objects.map((object) => [menuItemKey(object), object]));
}

/** What a menu item's row shows of its object. */
export interface ObjectDescription {
  name: string;
  kind: string;
  /** The object no longer exists: the server says so (`object: null`) and the loaded catalogue lacks it too. */
  gone: boolean;
}

/**
 * A menu item's object for its row: the name and kind the server resolved, else the catalogue's entry. With
 * neither, the object is gone once the catalogue has loaded without it (it lists everything an item can point
 * at) — when the catalogue knows its kind at all: a type it does not use (a ContentType's key where the catalogue
 * names kinds) says nothing. Otherwise (or while the catalogue is not there) it is «Объект №N» of its kind.
 */
export function describeObject(
  item: Pick<MenuItem, 'cContentType' | 'objectId' | 'object'>,
  catalogue: ReadonlyMap<string, ContentObject> | undefined,
): ObjectDescription {
  const entry = catalogue?.get(menuItemKey(item));
  const name = item.object?.name || entry?.name || '';
  const kind = item.object?.kind || (entry ? objectKind(entry) : kindName(item.cContentType));
  if (name !== '') return { name, kind, gone: false };
  const kindListed =
    catalogue !== undefined && [...catalogue.values()].some((object) => object.cContentType === item.cContentType);
  return { name: t.objectNumber(item.objectId), kind, gone: kindListed };
}
