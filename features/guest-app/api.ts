import * as v from 'valibot';
import type { OrderEntry } from '@/features/guest-app/model/ordered-list';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import {
  count,
  listOf,
  optionalObject,
  optionalText,
  PAGE_ALL,
  relation,
  requiredText,
  snakeOrCamel,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the guest app's ordered content (docs/CONTRACTS.md, «Guest-app editors: virtual categories and
 * menus»): virtual categories with their items, menus with their items, and the catalogue of content objects a
 * menu item (or, for services, a category item) can point at. Every response is validated here.
 *
 * What an answer must carry (docs/CONTRACTS.md, «Required fields»): the ids, the name a list shows, a menu's type,
 * and the fields SPEC §3 names for the items — a category item's `virtual_category`, `service`, `name`, `icon`,
 * `order`; a menu item's `menu`, `c_content_type`, `object_id`, `order` (either spelling of the snake_case keys).
 * Counts, a category's icon and order, a menu item's resolved `object` and the catalogue's `kind` may be missing:
 * the screens hide the count and resolve names and kinds themselves (./model/kinds.ts).
 */

const virtualCategorySchema = v.object({
  id: v.number(),
  name: requiredText(),
  /** Null when none (or not sent): the guest app shows «None». */
  icon: optionalText(),
  /** Null when not sent: the screen hides it. */
  itemsCount: count(),
});
/** A virtual category: a named group of services shown together in the guest app. */
export type VirtualCategory = v.InferOutput<typeof virtualCategorySchema>;

/** A relation read as its key: a number, digits, a nested object or a URL. */
const key = v.pipe(
  relation(),
  v.transform(({ id }) => id),
);

const virtualCategoryItemSchema = snakeOrCamel({
  id: v.number(),
  virtualCategory: key,
  service: key,
  name: requiredText(),
  // Required although it may be null: an edit sends the icon back, so one not read would be wiped.
  icon: v.nullable(v.string()),
  order: v.number(),
});
/** One service in a virtual category, under its own name and icon (`icon` null when none: shown as «None»). */
export type VirtualCategoryItem = v.InferOutput<typeof virtualCategoryItemSchema>;

const menuSchema = v.object({ id: v.number(), name: requiredText(), type: v.string(), itemsCount: count() });
/** A menu of the guest app; `type` is one of `GET /dashboard/menus/types/`. */
export type Menu = v.InferOutput<typeof menuSchema>;

/**
 * What a menu item points at (`c_content_type`): a kind the dashboard names (`service`, `virtualcategory`,
 * `promolanding`, `safetyitem`, `sightsitem`, the reference backend's), or whatever else the backend calls it —
 * a plain ModelSerializer sends a ContentType as its primary key, a number, read here as its text. The item's
 * order and removal need no more; its row then names the object «Объект №N» (./model/kinds.ts).
 */
export type ContentType = string;

const contentTypeSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((type) => String(type)),
);

const menuItemSchema = snakeOrCamel({
  id: v.number(),
  menu: key,
  cContentType: contentTypeSchema,
  objectId: v.number(),
  order: v.number(),
  // Null once the object is deleted (the item stays: a generic relation), or when the backend does not resolve
  // it: the editor then looks the object up in the catalogue (./model/kinds.ts).
  object: optionalObject({ name: text(), kind: optionalText() }),
});
/** One entry of a menu: a content object, with its name and kind when the server resolves them. */
export type MenuItem = v.InferOutput<typeof menuItemSchema>;

const contentObjectSchema = snakeOrCamel({
  cContentType: contentTypeSchema,
  objectId: v.number(),
  name: requiredText(),
  /** The kind's name for people; null when not sent (./model/kinds.ts names it from `cContentType`). */
  kind: optionalText(),
});
/** Something of the hotel a menu item can point at: a service, virtual category, landing, safety item or sight. */
export type ContentObject = v.InferOutput<typeof contentObjectSchema>;

/** `GET /dashboard/virtual-categories/` — the hotel's categories in their order. */
export async function fetchVirtualCategories(signal?: AbortSignal): Promise<VirtualCategory[]> {
  return (
    await http.get('/dashboard/virtual-categories/', listOf(virtualCategorySchema), {
      signal,
      searchParams: PAGE_ALL,
    })
  ).results;
}

/** What the category form sends; a blank icon is stored as none. */
export interface VirtualCategoryPayload {
  name: string;
  icon: string | null;
}

/** `POST /dashboard/virtual-categories/` → the new category (last in the order). */
export function createVirtualCategory(payload: VirtualCategoryPayload): Promise<VirtualCategory> {
  return http.post('/dashboard/virtual-categories/', virtualCategorySchema, { json: payload });
}

/** `PATCH /dashboard/virtual-categories/{id}/` → the category. */
export function updateVirtualCategory(id: number, patch: Partial<VirtualCategoryPayload>): Promise<VirtualCategory> {
  return http.patch(`/dashboard/virtual-categories/${id}/`, virtualCategorySchema, { json: patch });
}

/** `DELETE /dashboard/virtual-categories/{id}/` → 204; its items go too. */
export async function deleteVirtualCategory(id: number): Promise<void> {
  await http.delete(`/dashboard/virtual-categories/${id}/`, null);
}

/** `GET /dashboard/virtual-categories-items/?virtual_category=` — one category's items in their order. */
export async function fetchVirtualCategoryItems(
  category: number,
  signal?: AbortSignal,
): Promise<VirtualCategoryItem[]> {
  const searchParams = { ...PAGE_ALL, virtual_category: category };
  return (
    await http.get('/dashboard/virtual-categories-items/', listOf(virtualCategoryItemSchema), {
      signal,
      searchParams,
    })
  ).results;
}

/** The editable part of a category item. */
export interface VirtualCategoryItemValues {
  service: number;
  name: string;
  icon: string | null;
}

/** `POST /dashboard/virtual-categories-items/` → the new item (appended last; the order is written after). */
export function createVirtualCategoryItem(
  category: number,
  values: VirtualCategoryItemValues,
): Promise<VirtualCategoryItem> {
  return http.post('/dashboard/virtual-categories-items/', virtualCategoryItemSchema, {
    json: { virtual_category: category, ...values },
  });
}

/** `PATCH /dashboard/virtual-categories-items/{id}/` → the item. */
export function updateVirtualCategoryItem(id: number, values: VirtualCategoryItemValues): Promise<VirtualCategoryItem> {
  return http.patch(`/dashboard/virtual-categories-items/${id}/`, virtualCategoryItemSchema, { json: values });
}

/** `DELETE /dashboard/virtual-categories-items/{id}/` → 204. */
export async function deleteVirtualCategoryItem(id: number): Promise<void> {
  await http.delete(`/dashboard/virtual-categories-items/${id}/`, null);
}

/** `POST /dashboard/virtual-categories-items/sort/` with `[{id, order}]` → 204. */
export async function sortVirtualCategoryItems(entries: OrderEntry[]): Promise<void> {
  await http.post('/dashboard/virtual-categories-items/sort/', null, { json: entries });
}

/** `GET /menus/` — the active hotel's menus, by type then name. */
export async function fetchMenus(signal?: AbortSignal): Promise<Menu[]> {
  return (await http.get('/menus/', listOf(menuSchema), { signal, searchParams: PAGE_ALL })).results;
}

/** What the menu form sends. */
export interface MenuPayload {
  name: string;
  type: string;
}

/** `POST /dashboard/menus/` → the new menu. */
export function createMenu(payload: MenuPayload): Promise<Menu> {
  return http.post('/dashboard/menus/', menuSchema, { json: payload });
}

/** `PATCH /dashboard/menus/{id}/` → the menu. */
export function updateMenu(id: number, patch: Partial<MenuPayload>): Promise<Menu> {
  return http.patch(`/dashboard/menus/${id}/`, menuSchema, { json: patch });
}

/** `DELETE /dashboard/menus/{id}/` → 204; its items go too. */
export async function deleteMenu(id: number): Promise<void> {
  await http.delete(`/dashboard/menus/${id}/`, null);
}

/** `GET /dashboard/menu_items/?menu=` — one menu's items in their order. */
export async function fetchMenuItems(menu: number, signal?: AbortSignal): Promise<MenuItem[]> {
  return (
    await http.get('/dashboard/menu_items/', listOf(menuItemSchema), {
      signal,
      searchParams: { ...PAGE_ALL, menu },
    })
  ).results;
}

/** What a menu item points at. */
export interface MenuItemValues {
  cContentType: ContentType;
  objectId: number;
}

/** `POST /dashboard/menu_items/` → the new item (appended last; the order is written after). */
export function createMenuItem(menu: number, values: MenuItemValues): Promise<MenuItem> {
  return http.post('/dashboard/menu_items/', menuItemSchema, {
    json: { menu, c_content_type: values.cContentType, object_id: values.objectId },
  });
}

/** `PATCH /dashboard/menu_items/{id}/` → the item. */
export function updateMenuItem(id: number, values: MenuItemValues): Promise<MenuItem> {
  return http.patch(`/dashboard/menu_items/${id}/`, menuItemSchema, {
    json: { c_content_type: values.cContentType, object_id: values.objectId },
  });
}

/** `DELETE /dashboard/menu_items/{id}/` → 204. */
export async function deleteMenuItem(id: number): Promise<void> {
  await http.delete(`/dashboard/menu_items/${id}/`, null);
}

/** `POST /dashboard/menu_items/sort/` with `[{id, order}]` → 204. */
export async function sortMenuItems(entries: OrderEntry[]): Promise<void> {
  await http.post('/dashboard/menu_items/sort/', null, { json: entries });
}

/** `GET /dashboard/content-objects/?c_content_type=` — the catalogue of what can go into a list, by kind then name. */
export async function fetchContentObjects(type: ContentType | null, signal?: AbortSignal): Promise<ContentObject[]> {
  return (
    await http.get('/dashboard/content-objects/', listOf(contentObjectSchema), {
      signal,
      searchParams: { c_content_type: type ?? undefined },
    })
  ).results;
}

/** A service as the picker of a category's items needs it. */
const serviceObjectSchema = v.object({ id: v.number(), name: requiredText() });

/**
 * The services a category item can point at: the catalogue's services, or — from a backend without the catalogue
 * (SPEC does not list `/dashboard/content-objects/`; a 404) — the hotel's services themselves
 * (`GET /dashboard/services/`, SPEC §7).
 */
export async function fetchServiceObjects(signal?: AbortSignal): Promise<ContentObject[]> {
  try {
    return await fetchContentObjects('service', signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const services = await http.get('/dashboard/services/', listOf(serviceObjectSchema), {
    signal,
    searchParams: PAGE_ALL,
  });
  return services.results.map(({ id, name }) => ({ cContentType: 'service', objectId: id, name, kind: null }));
}
