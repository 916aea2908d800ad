/**
 * A promo landing's stored fields as the API names them (request keys, camelCase; docs/CONTRACTS.md, «Promo
 * landings») — the one list the dashboard's landing form (features/promo) and the reference backend's landing
 * route (server/routes/promo.ts) both read, so neither can gain or lose a field without the other. The image is
 * not among them: it is a change of its own (a file, or removed). features/promo/landing-fields.test.ts fails when
 * the form's values or the server's parser read other names.
 *
 * Here in lib/ because features do not import each other and the application does not import server/; the server
 * may import lib/.
 */
export const LANDING_FIELDS = [
  'title',
  'slug',
  'body',
  'ctaType',
  'ctaService',
  'ctaUrl',
  'ctaLabel',
  'publishFrom',
  'publishUntil',
  'isActive',
] as const;

/** One of {@link LANDING_FIELDS}. */
export type LandingField = (typeof LANDING_FIELDS)[number];

/** The call to action's fields: built from, and sent with, one another. */
export const LANDING_CTA_FIELDS = ['ctaType', 'ctaService', 'ctaUrl', 'ctaLabel'] as const satisfies LandingField[];
