/**
 * An entry of the dashboard's navigation. `app/(main)` owns the list, so each later area adds itself there;
 * the shell and the home screen only render what they are given.
 */
export interface NavItem {
  /** Stable id of the entry. */
  key: string;
  /**
   * The area of the user menu (`GET /dashboard/users/menu/`) the entry belongs to: `home`, `guests`, `orders`,
   * `hotel`, `services`, `staff`, `structure`, `content`, `billing`, `promo`, `menus`, `profile`. Several entries
   * can share one (`orders`: the desk and its reports).
   */
  menuKey: string;
  label: string;
  href: string;
  /** One line shown on the home screen's card of the area. */
  description?: string;
  /**
   * Counts shown beside the label (on «Заказы»: the new orders, yellow, and the late ones, red), each with how it
   * reads after the label for a screen reader: the link is named «Заказы, 3 новых, 1 опаздывает». A count of 0 is not
   * shown.
   */
  badges?: readonly NavBadge[];
}

/** A count beside a navigation entry; `alert` for what is overdue (red), else what waits (yellow). */
export interface NavBadge {
  count: number;
  label: string;
  tone: 'waiting' | 'alert';
}

/**
 * The entries of `nav` the user menu names: areas in the menu's order, the entries of one area in their own order
 * (`orders` → «Заказы», «Отчёты»). Menu keys without entries (an area not built yet) are ignored, a repeated key
 * counts once, and entries of areas the menu does not name are left out.
 */
export function navForMenu(nav: readonly NavItem[], menuKeys: readonly string[]): NavItem[] {
  return [...new Set(menuKeys)].flatMap((key) => nav.filter((item) => item.menuKey === key));
}

/**
 * The user menu did not load: the navigation shows every area the role allows instead and says so, with a way
 * to try again.
 */
export interface NavFallback {
  onRetry: () => void;
  /** The retry is under way. */
  retrying: boolean;
}
