/**
 * API paths the request-order tests of the desk look for (features/orders/OrdersPage.requests.test.tsx,
 * e2e/desk-999.spec.ts): the desk's one list, and the helper dictionaries' paths as lib/dictionaries/api.ts calls
 * them.
 */
export const ORDERS_PATH = '/dashboard/service_orders/';

export const DICTIONARY_PATHS: readonly string[] = [
  '/service_orders/statuses/',
  '/config/langs/',
  '/dashboard/hotels/currency_list/',
  '/hotels/field_restrictions/',
  '/dashboard/services/service_types/',
  '/dashboard/facilities/',
  '/dashboard/menus/types/',
  '/dashboard/categories/all/',
];
