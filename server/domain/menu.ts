/**
 * The areas of the dashboard (`GET /dashboard/users/menu/` keys, docs/CONTRACTS.md) and the default menus by
 * role. A user's own menu lives in `user_menu`; users without rows get the default of their strongest role.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotelAdmins, hotelManagers, userMenu } from '../db/schema';

export const MENU_AREAS = {
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
} as const;

export type MenuKey = keyof typeof MENU_AREAS;

export interface MenuItem {
  key: MenuKey;
  title: string;
}

/** An administrator sees every area. */
export const ADMIN_MENU: readonly MenuKey[] = ['home', 'guests', 'orders', 'hotel', 'services', 'staff', 'structure', 'content', 'billing', 'promo', 'menus', 'profile'];
/** A manager runs the hotel's daily work, without staff accounts, billing and the channel structure. */
export const MANAGER_MENU: readonly MenuKey[] = ['home', 'guests', 'orders', 'hotel', 'services', 'content', 'promo', 'menus', 'profile'];
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

/** The user's menu in the user's order, with the titles of the areas. */
export async function menuOf(db: Database, userId: number): Promise<MenuItem[]> {
  const rows = await db.select({ key: userMenu.key }).from(userMenu).where(eq(userMenu.userId, userId)).orderBy(asc(userMenu.position), asc(userMenu.key));
  const keys = rows.length > 0 ? rows.map((row) => row.key).filter(isMenuKey) : await defaultMenuKeys(db, userId);
  return keys.map((key) => ({ key, title: MENU_AREAS[key] }));
}
