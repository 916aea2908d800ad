/**
 * The helper dictionaries the dashboard loads once per session (SPEC §3, §7): choice lists, languages,
 * currencies and the hotel form's field restrictions. All need a signed-in user; none is hotel-scoped.
 */
import type { FastifyInstance } from 'fastify';
import {
  APPROVE_TYPES,
  BOOKING_TYPES,
  type Choice,
  CURRENCIES,
  FEEDBACK_VARIANTS,
  GEO_LEVELS,
  HOTEL_FIELD_RESTRICTIONS,
  LANGUAGES,
  MENU_TYPES,
  negotiateLanguage,
  SERVICE_ORDER_STATUSES,
  SERVICE_TYPES,
} from '../domain/dictionaries';
import { requireUser } from '../http/guard';

const CHOICE_ENDPOINTS: readonly [string, readonly Choice[]][] = [
  ['/service_orders/statuses/', SERVICE_ORDER_STATUSES],
  ['/dashboard/services/service_types/', SERVICE_TYPES],
  ['/dashboard/services/approve_types/', APPROVE_TYPES],
  ['/dashboard/services/booking_types/', BOOKING_TYPES],
  ['/dashboard/services/geo_levels/', GEO_LEVELS],
  ['/dashboard/services/feedback_variants/', FEEDBACK_VARIANTS],
  ['/dashboard/menus/types/', MENU_TYPES],
];

/** Registers the dictionary endpoints. */
export function dictionaryRoutes(app: FastifyInstance): void {
  for (const [url, list] of CHOICE_ENDPOINTS) {
    app.get(url, { preHandler: requireUser }, async () => list);
  }

  app.get('/config/langs/', { preHandler: requireUser }, async (request) => ({
    languages: LANGUAGES,
    current: negotiateLanguage(request.headers['accept-language']),
  }));

  app.get('/dashboard/hotels/currency_list/', { preHandler: requireUser }, async () => CURRENCIES);

  app.get('/hotels/field_restrictions/', { preHandler: requireUser }, async () => HOTEL_FIELD_RESTRICTIONS);
}
