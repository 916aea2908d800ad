import type { OrderedListEntity, SavedRecord } from '@/features/guest-app/model/ordered-list';
import {
  type ContentType,
  createMenuItem,
  createVirtualCategoryItem,
  deleteMenuItem,
  deleteVirtualCategoryItem,
  fetchMenuItems,
  fetchVirtualCategoryItems,
  type MenuItem,
  sortMenuItems,
  sortVirtualCategoryItems,
  updateMenuItem,
  updateVirtualCategoryItem,
  type VirtualCategoryItem,
} from '../api';
import { readIconName } from './icon-names';

/**
 * The two entities of the ordered-list editor: what a row of each holds, how two rows compare, which key matches
 * a row to a record when the order is written (SPEC §4: the service for category items, the object for menu items)
 * and the backend calls. Everything else — the diff, the parallel save, the per-row results, the order payload —
 * is ordered-list.ts, once for both.
 */

/** A category item as its row edits it: the icon as typed ('' for none, sent as null). */
export interface CategoryItemValues {
  service: number;
  name: string;
  icon: string;
}

/**
 * A menu item's row: the object it points at, with the name and kind the server resolved for it (null once it is
 * deleted, or when the backend does not resolve it: ./kinds.ts then describes it from the catalogue).
 */
export interface MenuItemValues {
  cContentType: ContentType;
  objectId: number;
  object: MenuItem['object'];
}

/** A failed delete of something already gone (404) is what the user wanted: it counts as done. */
async function removeIgnoringGone(remove: () => Promise<void>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status !== 404) throw error;
  }
}

const iconOf = (icon: string): string | null => (icon.trim() === '' ? null : icon.trim());

/** The category's items as the editor's saved records. */
export function categoryItemRecords(items: readonly VirtualCategoryItem[]): SavedRecord<CategoryItemValues>[] {
  return items.map((item) => ({
    id: item.id,
    values: { service: item.service, name: item.name, icon: readIconName(item.icon) },
  }));
}

/** The row key of a category item for the order: its service (a service is in a category once). */
export const categoryItemKey = (values: Pick<CategoryItemValues, 'service'>): string => `service:${values.service}`;

/** The category items of one category as an ordered-list entity. */
export function categoryItemsEntity(category: number): OrderedListEntity<CategoryItemValues, VirtualCategoryItem> {
  const payload = (values: CategoryItemValues) => ({
    service: values.service,
    name: values.name.trim(),
    icon: iconOf(values.icon),
  });
  return {
    create: (values) => createVirtualCategoryItem(category, payload(values)),
    update: (id, values) => updateVirtualCategoryItem(id, payload(values)),
    remove: (id) => removeIgnoringGone(() => deleteVirtualCategoryItem(id)),
    equals: (a, b) => a.service === b.service && a.name.trim() === b.name.trim() && iconOf(a.icon) === iconOf(b.icon),
    matchKey: categoryItemKey,
    fetchCurrent: async () => categoryItemRecords(await fetchVirtualCategoryItems(category)),
    sort: sortVirtualCategoryItems,
  };
}

/** The menu's items as the editor's saved records. */
export function menuItemRecords(items: readonly MenuItem[]): SavedRecord<MenuItemValues>[] {
  return items.map((item) => ({
    id: item.id,
    values: { cContentType: item.cContentType, objectId: item.objectId, object: item.object },
  }));
}

/** The row key of a menu item for the order: the object it points at (an object is in a menu once). */
export const menuItemKey = (values: Pick<MenuItemValues, 'cContentType' | 'objectId'>): string =>
  `${values.cContentType}:${values.objectId}`;

/** The items of one menu as an ordered-list entity. */
export function menuItemsEntity(menu: number): OrderedListEntity<MenuItemValues, MenuItem> {
  const payload = (values: MenuItemValues) => ({ cContentType: values.cContentType, objectId: values.objectId });
  return {
    create: (values) => createMenuItem(menu, payload(values)),
    update: (id, values) => updateMenuItem(id, payload(values)),
    remove: (id) => removeIgnoringGone(() => deleteMenuItem(id)),
    equals: (a, b) => menuItemKey(a) === menuItemKey(b),
    matchKey: menuItemKey,
    fetchCurrent: async () => menuItemRecords(await fetchMenuItems(menu)),
    sort: sortMenuItems,
  };
}
