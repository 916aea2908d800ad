import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { MENU_AREA_URLS, ROLE_MENUS } from '@/lib/menu-areas';
import { type NavItem, navForMenu } from '@/lib/ui/nav';
import { ADMIN_MENU, MANAGER_MENU, MENU_AREAS } from '@/server/domain/menu';
import { mainNav, mainNavFor, menuRole } from './nav';

const item = (key: string, menuKey: string): NavItem => ({ key, menuKey, label: key, href: `/${key}` });

const nav = [
  item('home', 'home'),
  item('orders', 'orders'),
  item('guests', 'guests'),
  item('reports', 'orders'),
  item('positions', 'structure'),
  item('channels', 'structure'),
  item('profile', 'profile'),
];

const keys = (items: NavItem[]) => items.map((entry) => entry.key);

describe('navForMenu', () => {
  it('orders the areas as the menu does', () => {
    expect(keys(navForMenu(nav, ['profile', 'guests', 'home']))).toEqual(['profile', 'guests', 'home']);
  });

  it('keeps the entries of one area together, in their own order, where the menu puts the area', () => {
    expect(keys(navForMenu(nav, ['structure', 'home', 'orders']))).toEqual([
      'positions',
      'channels',
      'home',
      'orders',
      'reports',
    ]);
  });

  it('leaves out the entries of areas the menu does not name', () => {
    expect(keys(navForMenu(nav, ['home', 'profile']))).toEqual(['home', 'profile']);
  });

  it('ignores menu keys without entries and counts a repeated key once', () => {
    expect(keys(navForMenu(nav, ['menus', 'home', 'casino', 'orders', 'home']))).toEqual(['home', 'orders', 'reports']);
    expect(navForMenu(nav, [])).toEqual([]);
  });
});

describe('the main navigation', () => {
  it('mirrors the server’s default menus by role', () => {
    expect(ROLE_MENUS.admin).toEqual(ADMIN_MENU);
    expect(ROLE_MENUS.manager).toEqual(MANAGER_MENU);
  });

  it('puts every entry in an area of the user menu', () => {
    for (const entry of mainNav) expect(Object.keys(MENU_AREAS)).toContain(entry.menuKey);
  });

  it('has an entry in every area, the first of which leads where the area’s menu item does', () => {
    for (const [area, url] of Object.entries(MENU_AREA_URLS)) {
      expect(mainNav.find((entry) => entry.menuKey === area)?.href, area).toBe(url);
    }
  });

  it('follows a loaded menu', () => {
    const labels = mainNavFor(['home', 'billing', 'orders', 'profile'], 'manager').map((entry) => entry.label);
    expect(labels).toEqual([ru.nav.home, ru.nav.billing, ru.nav.orders, ru.nav.reports, ru.nav.profile]);
  });

  it('falls back to the role’s default while the menu loads or when it failed: an administrator gets every entry', () => {
    const admin = mainNavFor(undefined, 'admin');
    expect(new Set(keys(admin))).toEqual(new Set(keys(mainNav)));
    expect(keys(admin).slice(0, 4)).toEqual(['home', 'guests', 'orders', 'reports']);
  });

  it('gives a manager the manager default: no staff, structure or billing', () => {
    const manager = keys(mainNavFor(undefined, 'manager'));
    expect(manager).toEqual([
      'home',
      'guests',
      'orders',
      'reports',
      'hotel',
      'photos',
      'facilities',
      'services',
      'virtualCategories',
      'safety',
      'sights',
      'promo',
      'menus',
      'profile',
    ]);
  });

  it('takes the strongest role of any hotel, as the server does', () => {
    expect(menuRole({ adminedHotels: [{ id: 1, name: 'A', city: 'B' }] })).toBe('admin');
    expect(menuRole({ adminedHotels: [] })).toBe('manager');
  });
});
