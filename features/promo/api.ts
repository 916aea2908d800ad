import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { PAGE_ALL, pagedSchema } from '@/lib/http/schemas';

/**
 * Fetchers of the «Промо» screen (docs/CONTRACTS.md, «Promo landings»): the hotel's landings with search and the
 * state filter, create, partial update, delete, and the hotel's services a call to action can lead to. Every
 * response is validated here.
 */

export const LANDING_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type LandingState = (typeof LANDING_STATES)[number];

export const CTA_TYPES = ['none', 'service', 'link'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

const imageSchema = v.object({
  id: v.number(),
  /** Absolute, under `/media/`. */
  url: v.string(),
  width: v.number(),
  height: v.number(),
});
export type LandingImage = v.InferOutput<typeof imageSchema>;

const landingSchema = v.object({
  id: v.number(),
  contentType: v.literal('promolanding'),
  title: v.string(),
  slug: v.string(),
  /** The contract's Markdown subset (./markdown.ts renders it). */
  body: v.string(),
  image: v.nullable(imageSchema),
  callToAction: v.object({
    type: v.picklist(CTA_TYPES),
    service: v.nullable(v.number()),
    url: v.string(),
    label: v.string(),
  }),
  /** ISO date-times; null is an open end. */
  publishFrom: v.nullable(v.string()),
  publishUntil: v.nullable(v.string()),
  isActive: v.boolean(),
  /** Computed by the server at request time. */
  state: v.picklist(LANDING_STATES),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Landing = v.InferOutput<typeof landingSchema>;

/** Query parameters of the list; empty ones are left out. */
export interface LandingListParams {
  search: string;
  state: LandingState | null;
}

/** `GET /dashboard/promo/landings/` — every matching landing on one page, newest `publishFrom` first. */
export function fetchLandings(params: LandingListParams, signal?: AbortSignal) {
  return http.get('/dashboard/promo/landings/', pagedSchema(landingSchema), {
    signal,
    searchParams: { ...PAGE_ALL, search: params.search || undefined, state: params.state ?? undefined },
  });
}

/** A loaded list: `{count, next, previous, results}`. */
export type LandingList = Awaited<ReturnType<typeof fetchLandings>>;

/** `GET /dashboard/promo/landings/{id}/` → `Landing`; another hotel's or a deleted one is a 404. */
export function fetchLanding(id: number, signal?: AbortSignal): Promise<Landing> {
  return http.get(`/dashboard/promo/landings/${id}/`, landingSchema, { signal });
}

/** What a create or an update sends, but for the image. */
export interface LandingPayload {
  title: string;
  /** '' = made from the title by the server (also on an update: a cleared address is made anew). */
  slug: string;
  body: string;
  ctaType: CtaType;
  ctaService: number | null;
  ctaUrl: string;
  ctaLabel: string;
  /** ISO date-times with an offset; null = an open end. */
  publishFrom: string | null;
  publishUntil: string | null;
  isActive: boolean;
}

/** What happens to the image: nothing, a new file, or removed. */
export type ImageChange = { kind: 'keep' } | { kind: 'set'; file: File } | { kind: 'remove' };

/**
 * The request body: multipart when a file goes along or the image is removed (`image=` empty), else JSON
 * (docs/CONTRACTS.md, «Forms with an image»). Multipart text: booleans as `true`/`false`, null as empty.
 */
function bodyOf(payload: LandingPayload, image: ImageChange): { json: LandingPayload } | { body: FormData } {
  if (image.kind === 'keep') return { json: payload };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload) as [string, string | number | boolean | null][]) {
    form.append(name, value === null ? '' : String(value));
  }
  if (image.kind === 'set') form.append('image', image.file, image.file.name);
  else form.append('image', '');
  return { body: form };
}

/** `POST /dashboard/promo/landings/` → 201 `Landing`; field errors arrive per field (400). */
export function createLanding({ payload, image }: { payload: LandingPayload; image: ImageChange }): Promise<Landing> {
  return http.post('/dashboard/promo/landings/', landingSchema, bodyOf(payload, image));
}

/** `PATCH /dashboard/promo/landings/{id}/` with every field of the form → `Landing`. */
export function updateLanding({ id, payload, image }: { id: number; payload: LandingPayload; image: ImageChange }): Promise<Landing> {
  return http.patch(`/dashboard/promo/landings/${id}/`, landingSchema, bodyOf(payload, image));
}

/** `DELETE /dashboard/promo/landings/{id}/` → 204 (its image goes too). */
export async function deleteLanding(id: number): Promise<void> {
  await http.delete(`/dashboard/promo/landings/${id}/`, null);
}

const serviceOptionSchema = v.object({ id: v.number(), name: v.string(), isActive: v.boolean() });
/** A service as the call-to-action select needs it. */
export type ServiceOption = v.InferOutput<typeof serviceOptionSchema>;

/** `GET /dashboard/services/` — the hotel's services (by position), for the call to action. */
export async function fetchServiceOptions(signal?: AbortSignal): Promise<ServiceOption[]> {
  const list = await http.get('/dashboard/services/', pagedSchema(serviceOptionSchema), { signal, searchParams: { ...PAGE_ALL } });
  return list.results;
}

/**
 * `GET /dashboard/hotels/{id}/` — only the hotel's time zone (IANA), the wall clock the publication window is
 * set on (docs/CONTRACTS.md: a date-time without an offset is the hotel's local time).
 */
export async function fetchHotelTimeZone(hotelId: number, signal?: AbortSignal): Promise<string> {
  const hotel = await http.get(`/dashboard/hotels/${hotelId}/`, v.object({ timezone: v.string() }), { signal });
  return hotel.timezone;
}
