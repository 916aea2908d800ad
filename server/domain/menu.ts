/**
 * The user menu (`GET /dashboard/users/menu/`, docs/CONTRACTS.md): its areas, their urls and the default menus by
 * role are lib/menu-areas.ts's, the list the dashboard's navigation reads too; their titles are here. A user's own
 * menu lives in `user_menu`; users without rows get the default of their strongest role. The areas a user may put
 * in their menu are that default's (`PUT /dashboard/users/menu/`).
 */
import { asc, eq } from 'drizzle-orm';
import { MENU_AREA_URLS, type MenuKey, ROLE_MENUS } from '../../lib/menu-areas';
import type { Database } from '../db/database';
import { lockList } from '../db/locks';
import { hotelAdmins, hotelManagers, userMenu } from '../db/schema';

/** The title of each area in the menu the server answers (the dashboard has its own titles). */
export const MENU_AREAS: Readonly<Record<MenuKey, string>> = {
  home: 'Главная',
  guests: 'Гости',
  orders: 'Заказы',
  hotel: 'Отель',
  services: 'Услуги',
  staff: 'Сотрудники',
  structure: 'Каналы и должности',
  content: 'Контент',
  billing: 'Оплата',
  promo: 'Промо',
  menus: 'Меню',
  profile: 'Профиль',
};

export interface MenuItem {
  key: MenuKey;
  title: string;
  url: string;
}

/** An administrator sees every area (lib/menu-areas.ts, the list the dashboard's navigation reads too). */
export const ADMIN_MENU: readonly MenuKey[] = ROLE_MENUS.admin;
/** A manager runs the hotel's daily work, without staff accounts, billing and the channel structure. */
export const MANAGER_MENU: readonly MenuKey[] = ROLE_MENUS.manager;
/** Someone without hotels can only look at their own account. */
export const NO_HOTEL_MENU: readonly MenuKey[] = ['home', 'profile'];

function isMenuKey(key: string): key is MenuKey {
  return Object.hasOwn(MENU_AREAS, key);
}

/** The default menu of a user by role: administrator of any hotel, else manager of any, else none. */
export async function defaultMenuKeys(db: Database, userId: number): Promise<readonly MenuKey[]> {
  const [admin, manager] = await Promise.all([
    db.select({ id: hotelAdmins.hotelId }).from(hotelAdmins).where(eq(hotelAdmins.userId, userId)).limit(1),
    db.select({ id: hotelManagers.hotelId }).from(hotelManagers).where(eq(hotelManagers.userId, userId)).limit(1),
  ]);
  if (admin.length > 0) return ADMIN_MENU;
  if (manager.length > 0) return MANAGER_MENU;
  return NO_HOTEL_MENU;
}

function toItems(keys: readonly MenuKey[]): MenuItem[] {
  return keys.map((key) => ({ key, title: MENU_AREAS[key], url: MENU_AREA_URLS[key] }));
}

/**
 * The user's menu in the user's order, with the titles of the areas. A stored area the user may no longer use
 * (an administrator made manager keeps a tailored menu) is left out, so the menu never names a forbidden area.
 */
export async function menuOf(db: Database, userId: number): Promise<MenuItem[]> {
  const [rows, allowed] = await Promise.all([
    db
      .select({ key: userMenu.key })
      .from(userMenu)
      .where(eq(userMenu.userId, userId))
      .orderBy(asc(userMenu.position), asc(userMenu.key)),
    defaultMenuKeys(db, userId),
  ]);
  if (rows.length === 0) return toItems(allowed);
  return toItems(rows.map((row) => row.key).filter((key): key is MenuKey => isMenuKey(key) && allowed.includes(key)));
}

/** The 400 texts of `PUT /dashboard/users/menu/` (docs/CONTRACTS.md, «The user menu»). */
const MENU_TEXT = {
  unknown: (key: string) => `Неизвестный раздел: ${key}.`,
  forbidden: (key: string) => `Раздел недоступен: ${key}.`,
  repeated: (key: string) => `Раздел указан дважды: ${key}.`,
} as const;

/** The menu areas that are always there: the start screen and the user's own account. */
const FIRST: MenuKey = 'home';
const LAST: MenuKey = 'profile';

/**
 * Checks a menu the user arranged against the areas they may use (`allowed`, the default menu of their strongest
 * role): every key an area, each once, none forbidden. `home` and `profile` are added at the start and the end
 * when missing (where the user put them otherwise stays). Returns the keys to store, or every problem found, one
 * message per key, in the order of the keys.
 */
export function arrangeMenu(
  keys: readonly string[],
  allowed: readonly MenuKey[],
): { keys: MenuKey[] } | { errors: string[] } {
  const errors: string[] = [];
  const seen = new Set<string>();
  const arranged: MenuKey[] = [];
  for (const key of keys) {
    if (seen.has(key)) {
      // An unknown or forbidden key repeated is already reported as such.
      if (isMenuKey(key) && allowed.includes(key)) errors.push(MENU_TEXT.repeated(key));
      continue;
    }
    seen.add(key);
    if (!isMenuKey(key)) errors.push(MENU_TEXT.unknown(key));
    else if (!allowed.includes(key)) errors.push(MENU_TEXT.forbidden(key));
    else arranged.push(key);
  }
  if (errors.length > 0) return { errors: [...new Set(errors)] };
  if (!arranged.includes(FIRST)) arranged.unshift(FIRST);
  if (!arranged.includes(LAST)) arranged.push(LAST);
  return { keys: arranged };
}

/**
 * Replaces the user's menu with `keys` (already checked by {@link arrangeMenu}) in one transaction, under the user's
 * menu lock: two replacements at once would otherwise both delete the old rows and both insert theirs (a key twice).
 */
export async function storeMenu(db: Database, userId: number, keys: readonly MenuKey[]): Promise<MenuItem[]> {
  await db.transaction(async (tx) => {
    await lockList(tx, 'userMenu', userId);
    await tx.delete(userMenu).where(eq(userMenu.userId, userId));
    await tx.insert(userMenu).values(keys.map((key, index) => ({ userId, key, position: index + 1 })));
  });
  return toItems(keys);
}
