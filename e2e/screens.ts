/**
 * The screens the whole-app suites (CSP, accessibility) walk through: every screen of the main application, with a
 * group or tab open where the screen has one, and the screens without a session.
 */
export const SIGNED_IN_SCREENS = [
  '/',
  '/orders',
  '/orders/reports',
  '/guests',
  '/hotel',
  '/hotel/photos',
  '/hotel/facilities',
  '/services',
  '/virtual-categories?category=1',
  '/staff',
  '/positions',
  '/channels',
  '/content/safety',
  '/content/sights',
  '/billing',
  '/promo',
  '/menus?menu=1',
  '/profile',
] as const;

export const PUBLIC_SCREENS = [
  '/',
  '/activate/MQ/some-token',
  '/password-reset/MQ/some-token',
  '/no-such-page',
] as const;
