import * as ru from '@/lib/i18n/ru';
import { ROLE_MENUS } from '@/lib/menu-areas';
import { paths } from '@/lib/paths';
import type { SessionRole, SessionUser } from '@/lib/session';
import { type NavItem, navForMenu } from '@/lib/ui/nav';

/**
 * Every entry of the main application's navigation, each in the area of the user menu it belongs to. Which
 * areas show, and in what order, is the user menu's (`GET /dashboard/users/menu/`); the entries of one area
 * keep the order they have here. Each later area adds its entry here.
 */
export const mainNav: NavItem[] = [
  { key: 'home', menuKey: 'home', label: ru.nav.home, href: paths.home(), description: ru.nav.homeDescription },
  {
    key: 'orders',
    menuKey: 'orders',
    label: ru.nav.orders,
    href: paths.orders(),
    description: ru.nav.ordersDescription,
  },
  {
    key: 'guests',
    menuKey: 'guests',
    label: ru.nav.guests,
    href: paths.guests(),
    description: ru.nav.guestsDescription,
  },
  {
    key: 'reports',
    menuKey: 'orders',
    label: ru.nav.reports,
    href: paths.orderReports(),
    description: ru.nav.reportsDescription,
  },
  { key: 'hotel', menuKey: 'hotel', label: ru.nav.hotel, href: paths.hotel(), description: ru.nav.hotelDescription },
  {
    key: 'photos',
    menuKey: 'hotel',
    label: ru.nav.photos,
    href: paths.hotelPhotos(),
    description: ru.nav.photosDescription,
  },
  {
    key: 'facilities',
    menuKey: 'hotel',
    label: ru.nav.facilities,
    href: paths.hotelFacilities(),
    description: ru.nav.facilitiesDescription,
  },
  {
    key: 'services',
    menuKey: 'services',
    label: ru.nav.services,
    href: paths.services(),
    description: ru.nav.servicesDescription,
  },
  {
    key: 'virtualCategories',
    menuKey: 'services',
    label: ru.nav.virtualCategories,
    href: paths.virtualCategories(),
    description: ru.nav.virtualCategoriesDescription,
  },
  { key: 'staff', menuKey: 'staff', label: ru.nav.staff, href: paths.staff(), description: ru.nav.staffDescription },
  {
    key: 'positions',
    menuKey: 'structure',
    label: ru.nav.positions,
    href: paths.positions(),
    description: ru.nav.positionsDescription,
  },
  {
    key: 'channels',
    menuKey: 'structure',
    label: ru.nav.channels,
    href: paths.channels(),
    description: ru.nav.channelsDescription,
  },
  { key: 'promo', menuKey: 'promo', label: ru.nav.promo, href: paths.promo(), description: ru.nav.promoDescription },
  {
    key: 'safety',
    menuKey: 'content',
    label: ru.nav.safety,
    href: paths.safety(),
    description: ru.nav.safetyDescription,
  },
  {
    key: 'sights',
    menuKey: 'content',
    label: ru.nav.sights,
    href: paths.sights(),
    description: ru.nav.sightsDescription,
  },
  { key: 'menus', menuKey: 'menus', label: ru.nav.menus, href: paths.menus(), description: ru.nav.menusDescription },
  {
    key: 'billing',
    menuKey: 'billing',
    label: ru.nav.billing,
    href: paths.billing(),
    description: ru.nav.billingDescription,
  },
  {
    key: 'profile',
    menuKey: 'profile',
    label: ru.nav.profile,
    href: paths.profile(),
    description: ru.nav.profileDescription,
  },
];

/**
 * The role the user menu goes by: the server allows and defaults a menu by the user's strongest role in any
 * hotel (administrator of one is an administrator), not by the active hotel's, so the fallback does too.
 */
export function menuRole(user: Pick<SessionUser, 'adminedHotels'>): SessionRole {
  return user.adminedHotels.length > 0 ? 'admin' : 'manager';
}

/**
 * The navigation: the entries of the loaded user menu's areas in its order, else (loading, failed) the role's
 * default (lib/menu-areas.ts) — the very list the server gives a user who never arranged their menu, so nothing
 * moves when it arrives, and when the menu fails to load every area the role allows.
 */
export function mainNavFor(menuKeys: readonly string[] | undefined, role: SessionRole): NavItem[] {
  return navForMenu(mainNav, menuKeys ?? ROLE_MENUS[role]);
}
