import { HOTEL_FIELD_RESTRICTIONS } from '../domain/dictionaries';
import { FACILITY_ACTIONS } from '../routes/facilities';
import { paged, type Shape, type ShapeTable } from './shape';

/**
 * Minimal shapes of the hotel settings and the dictionaries (docs/CONTRACTS.md «Required fields»): the hotel
 * record, photos, categories and facilities, services, billing, and the helper dictionaries of
 * server/routes/dictionaries.ts. Each keeps what the client's schemas require (features/hotel, photos,
 * facilities, services, billing, dictionaries `api.ts`); everything they read as optional is dropped.
 * (`/dashboard/users/menu/` is registered by server/routes/users.ts: its shape is not here.)
 */

/** A choice of a dictionary: the value and the name a select shows. */
const choice: Shape = { value: true, displayName: true };

/**
 * The hotel needs only its id. The coordinates are optional too, but kept, as decimals: they are the record's
 * DecimalFields, and a real backend renders them as text ("59.931590"), which the form must read.
 */
const hotel: Shape = { id: true, latitude: 'decimal', longitude: 'decimal' };

/** A photo: id, the file's address, and whether it is the main one. */
const image: Shape = { id: true, url: true, isMain: true };

/** A facility: id, name, the category it is grouped by (SPEC §4) and the hotel's two flags. */
const facility: Shape = { id: true, name: true, category: true, selected: true, linked: true };

/** A category: id and name (the hotel's counts and the icon are optional). */
const category: Shape = { id: true, name: true };

/** A service: id, name, whether it is on, and its price (null = free), a decimal. */
const service: Shape = { id: true, name: true, isActive: true, price: 'decimal' };

/** A payment point: id and name. */
const paymentPoint: Shape = { id: true, name: true };

/** Every field the restrictions name, each saying nothing (every part of a restriction is optional). */
const fieldRestrictions: Shape = Object.fromEntries(Object.keys(HOTEL_FIELD_RESTRICTIONS).map((field) => [field, {}]));

export const hotelShapes: ShapeTable = {
  // server/routes/hotels.ts
  'GET /dashboard/hotels/:id/': hotel,
  'PATCH /dashboard/hotels/:id/': hotel,

  // server/routes/images.ts (DELETE answers 204; /media/ is a file)
  'GET /images/:type/:id/': paged(image),
  'POST /dashboard/images/upload/': image,
  'POST /dashboard/images/:id/set_main/': image,

  // server/routes/facilities.ts: facilities and categories
  'GET /dashboard/facilities/': paged(facility),
  'GET /dashboard/facilities/all/': paged(facility),
  ...Object.fromEntries(FACILITY_ACTIONS.map((action) => [`POST /dashboard/facilities/:id/${action}/`, facility])),
  'GET /dashboard/categories/': paged(category),
  'GET /dashboard/categories/filled/': paged(category),
  'GET /dashboard/categories/all/': paged(category),

  // server/routes/services.ts (DELETE answers 204)
  'GET /dashboard/services/': paged(service),
  'POST /dashboard/services/': service,
  'GET /dashboard/services/:id/': service,
  'PUT /dashboard/services/:id/': service,

  // server/routes/dictionaries.ts
  'GET /service_orders/statuses/': [choice],
  'GET /dashboard/services/service_types/': [choice],
  'GET /dashboard/services/approve_types/': [choice],
  'GET /dashboard/services/booking_types/': [choice],
  'GET /dashboard/services/geo_levels/': [choice],
  'GET /dashboard/services/feedback_variants/': [choice],
  'GET /dashboard/menus/types/': [choice],
  'GET /config/langs/': { languages: [{ code: true, name: true }], current: true },
  'GET /dashboard/hotels/currency_list/': [{ code: true }],
  'GET /hotels/field_restrictions/': fieldRestrictions,

  // server/routes/billing.ts
  'GET /dashboard/billing/gateways/': [{ code: true, name: true, currencies: true }],
  'GET /dashboard/billing/payment_points/': paged(paymentPoint),
  'POST /dashboard/billing/payment_points/': paymentPoint,
};
