/**
 * Every path of the dashboard, built in one place (ARCHITECTURE rule 8). Later areas add their entries here.
 */
export const paths = {
  home: () => '/',
  profile: () => '/profile',
  /** The guests list; its search, filters and the open stay live in the query string (features/stays). */
  guests: () => '/guests',
  /** The service-order desk; filters and the open order live in the query string (features/orders). */
  orders: () => '/orders',
  /** Reports on service orders for a period (features/reports). */
  orderReports: () => '/orders/reports',
  /** The hotel's information form (features/hotel). */
  hotel: () => '/hotel',
  /** The hotel's photos (features/photos). */
  hotelPhotos: () => '/hotel/photos',
  /** The facility catalogue and the hotel's choice from it (features/facilities). */
  hotelFacilities: () => '/hotel/facilities',
  /** The services guests can order; the open service lives in the query string (features/services). */
  services: () => '/services',
  /** The hotel's staff accounts; search and filters live in the query string (features/team). */
  staff: () => '/staff',
  /** The hotel's positions tree; the selected position lives in `?node=` (features/team). */
  positions: () => '/positions',
  /** The hotel's channels tree and who is subscribed; the selected channel lives in `?node=` (features/team). */
  channels: () => '/channels',
  /** Promo landings of the guest app; the open landing lives in the query string (features/promo). */
  promo: () => '/promo',
  /** Virtual categories: services grouped for the guest app; the open category lives in `?category=` (features/guest-app). */
  virtualCategories: () => '/virtual-categories',
  /** The guest app's menus; the open menu lives in `?menu=` (features/guest-app). */
  menus: () => '/menus',
  /** Safety information for guests, by category (features/content). */
  safety: () => '/content/safety',
  /** Sights near the hotel, by category (features/content). */
  sights: () => '/content/sights',
  /** Payment points of the hotel and the available gateways (features/billing). */
  billing: () => '/billing',
  activate: (uid: string, token: string) => `/activate/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  passwordReset: (uid: string, token: string) =>
    `/password-reset/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  /**
   * One order opened on the desk (`?order=<id>`), with its hotel (`&hotel=<id>`) when known: opened while another
   * hotel is active, the desk offers to switch instead of not finding it (features/orders).
   */
  order: (id: number, hotelId?: number | null) => `/orders?order=${id}${hotelId == null ? '' : `&hotel=${hotelId}`}`,
  /** The desk with «Новый заказ» open for a stay (`?new=<stay>`, features/orders). */
  newOrderFor: (stayId: number) => `/orders?new=${stayId}`,
  /** The desk on one status tab; «Новые» (`new`) is its default, so it needs no parameter. */
  ordersStatus: (status: string) => (status === 'new' ? '/orders' : `/orders?status=${encodeURIComponent(status)}`),
} as const;

/** The account-link routes whose `uid` and `token` are known only in the browser (one placeholder page each). */
export type AccountLinkRoute = 'activate' | 'password-reset';

/**
 * Reads `{uid, token}` from a pathname like `/activate/<uid>/<token>` (a trailing slash and a base path in
 * front are allowed). Null when the path is not such a link or still the build's placeholder `_/_`.
 */
export function parseAccountLink(pathname: string, route: AccountLinkRoute): { uid: string; token: string } | null {
  // A static host may expose the placeholder file itself (`…/_/_.html`); its suffix is not part of the token.
  const match = new RegExp(`/${route}/([^/]+)/([^/]+?)(?:\\.html|/)?$`).exec(pathname);
  if (!match) return null;
  const [, rawUid = '', rawToken = ''] = match;
  let uid: string;
  let token: string;
  try {
    uid = decodeURIComponent(rawUid);
    token = decodeURIComponent(rawToken);
  } catch {
    return null;
  }
  // A static server without the rewrite (or a stale link) serves the placeholder itself: there is nothing to send.
  if (uid === '_' && token === '_') return null;
  return { uid, token };
}

/** SPEC §2: the session is not loaded on any page whose path contains `/activate/` or `/password-reset/`. */
export function isSessionlessPath(pathname: string): boolean {
  return pathname.includes('/activate/') || pathname.includes('/password-reset/');
}
