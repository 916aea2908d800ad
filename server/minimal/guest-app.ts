import { paged, type Shape, type ShapeTable } from './shape';

/**
 * Minimal shapes of the guest app's content (docs/CONTRACTS.md «Required fields»): virtual categories and menus with
 * their items (server/routes/virtual-categories.ts, menus.ts), the catalogue of content objects, safety and sights
 * (content.ts) and promo landings (promo.ts) — what features/guest-app, features/content and features/promo require.
 *
 * SPEC §3 names the fields of the items: a virtual category item's `virtual_category`, `service`, `name`, `icon`,
 * `order`; a menu item's `menu`, `c_content_type`, `object_id`, `order`. They answer under SPEC's snake_case keys
 * (`'snake'`), so the client's reading of either spelling is exercised. Groups keep their id and name (a menu its
 * type too: the screen files it under it); counts, a category's icon, a menu item's resolved `object` and the
 * catalogue's `kind` are dropped (the screens hide or resolve them). Sights keep their coordinates and distance as
 * DRF's `DecimalField`s render them (text), which the list and the form must read. The sort routes answer 204
 * (nothing to cut); they are listed so every route of the area is.
 */

/** A virtual category, a safety or sights category: what the list shows. */
const named: Shape = { id: true, name: true };

const category: Shape = named;

const categoryItem: Shape = { id: true, virtualCategory: 'snake', service: true, name: true, icon: true, order: true };

const menu: Shape = { id: true, name: true, type: true };

const menuItem: Shape = { id: true, menu: true, cContentType: 'snake', objectId: 'snake', order: true };

/** What a menu item can point at: its type and id, and the name the picker shows. */
const contentObject: Shape = { cContentType: 'snake', objectId: 'snake', name: true };

/** A safety item: the list files it under its category by title. */
const safetyItem: Shape = { id: true, category: true, title: true };

/** A sight: as a safety item, with its coordinates and distance as decimals (DRF renders them as text). */
const sightsItem: Shape = {
  id: true,
  category: true,
  title: true,
  latitude: 'decimal',
  longitude: 'decimal',
  distance: 'decimal',
};

/** A promo landing: the list shows its title (the state is computed when absent). */
const landing: Shape = { id: true, title: true };

/** A 204 answer: nothing to cut. */
const noBody: Shape = true;

export const guestAppShapes: ShapeTable = {
  // server/routes/virtual-categories.ts (DELETE answers 204)
  'GET /dashboard/virtual-categories/': paged(category),
  'POST /dashboard/virtual-categories/': category,
  'GET /dashboard/virtual-categories/:id/': category,
  'PATCH /dashboard/virtual-categories/:id/': category,
  'GET /dashboard/virtual-categories-items/': paged(categoryItem),
  'POST /dashboard/virtual-categories-items/': categoryItem,
  'GET /dashboard/virtual-categories-items/:id/': categoryItem,
  'PATCH /dashboard/virtual-categories-items/:id/': categoryItem,
  'POST /dashboard/virtual-categories-items/sort/': noBody,

  // server/routes/menus.ts (the types are server/routes/dictionaries.ts', in ./hotel.ts)
  'GET /menus/': paged(menu),
  'GET /dashboard/menus/': paged(menu),
  'POST /dashboard/menus/': menu,
  'GET /dashboard/menus/:id/': menu,
  'PATCH /dashboard/menus/:id/': menu,
  'GET /dashboard/menu_items/': paged(menuItem),
  'POST /dashboard/menu_items/': menuItem,
  'GET /dashboard/menu_items/:id/': menuItem,
  'PATCH /dashboard/menu_items/:id/': menuItem,
  'POST /dashboard/menu_items/sort/': noBody,
  'GET /dashboard/content-objects/': [contentObject],

  // server/routes/content.ts
  'GET /content/safety-categories/': [named],
  'GET /content/sights-categories/': [named],
  'GET /dashboard/content/safety/': paged(safetyItem),
  'POST /dashboard/content/safety/': safetyItem,
  'GET /dashboard/content/safety/:id/': safetyItem,
  'PATCH /dashboard/content/safety/:id/': safetyItem,
  'GET /dashboard/content/sights/': paged(sightsItem),
  'POST /dashboard/content/sights/': sightsItem,
  'GET /dashboard/content/sights/:id/': sightsItem,
  'PATCH /dashboard/content/sights/:id/': sightsItem,

  // server/routes/promo.ts
  'GET /dashboard/promo/landings/': paged(landing),
  'POST /dashboard/promo/landings/': landing,
  'GET /dashboard/promo/landings/:id/': landing,
  'PATCH /dashboard/promo/landings/:id/': landing,
};
