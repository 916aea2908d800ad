import { paths } from './paths';

/*
 * The areas of the dashboard as the user menu names them (`GET /dashboard/users/menu/` keys, docs/CONTRACTS.md «The
 * user menu»), where each lives, and the default menu of each role: the one list the dashboard's navigation
 * (app/(main)/nav.ts) and the reference backend's menus (server/domain/menu.ts) both read. Here in lib/ because the
 * application may not import server/; the server may import lib/.
 */

/**
 * Each area and where it lives in the dashboard: the `url` of its menu item, as the real backend links it (the
 * Django contract app, contract/django/accounts/views.py, writes the same) — the page of the area's first entry
 * in the navigation.
 */
export const MENU_AREA_URLS = {
  home: paths.home(),
  guests: paths.guests(),
  orders: paths.orders(),
  hotel: paths.hotel(),
  services: paths.services(),
  staff: paths.staff(),
  structure: paths.positions(),
  content: paths.safety(),
  billing: paths.billing(),
  promo: paths.promo(),
  menus: paths.menus(),
  profile: paths.profile(),
} as const;

/** An area of the user menu. */
export type MenuKey = keyof typeof MENU_AREA_URLS;

/**
 * The default menu of each role, the areas it may use in their order: an administrator sees every area; a manager
 * runs the hotel's daily work, without staff accounts, billing and the channel structure. The server gives it to a
 * user who never arranged their menu and allows no other area; the navigation shows it while the menu loads and
 * when it fails to.
 */
export const ROLE_MENUS: Readonly<Record<'admin' | 'manager', readonly MenuKey[]>> = {
  admin: [
    'home',
    'guests',
    'orders',
    'hotel',
    'services',
    'staff',
    'structure',
    'content',
    'billing',
    'promo',
    'menus',
    'profile',
  ],
  manager: ['home', 'guests', 'orders', 'hotel', 'services', 'content', 'promo', 'menus', 'profile'],
};
