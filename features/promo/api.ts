import * as v from 'valibot';
import type { HotelService } from '@/lib/hotel-services/api';
import { http } from '@/lib/http/client';
import {
  flag,
  image,
  listOf,
  optionalObject,
  optionalText,
  PAGE_ALL,
  relation,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the «Промо» screen (docs/CONTRACTS.md, «Promo landings»): the hotel's landings with search and the
 * state filter, create, partial update and delete. Every response is validated here. (The hotel's services a
 * call to action can lead to are lib/hotel-services/'s, the desk's too.)
 *
 * What an answer must carry (docs/CONTRACTS.md, «Required fields»): a landing's `id` and `title` (what the list
 * shows); a service's `id` and `name`. Everything else may be missing: no slug, image or button is shown, an open
 * window, active; a missing `state` is computed as the server does (isActive, then the window, against now); a
 * missing time zone is the browser's. An edit sends only what the person changed (./schemas.ts `changedPayload`),
 * so what was not sent is not overwritten.
 */

export const LANDING_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type LandingState = (typeof LANDING_STATES)[number];

export const CTA_TYPES = ['none', 'service', 'link'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/**
 * A landing's state as the server computes it (docs/CONTRACTS.md): switched off wins, then a start in the future,
 * then an end already reached. For a backend that does not send `state`.
 */
export function stateOfLanding(
  landing: { isActive: boolean; publishFrom: string | null; publishUntil: string | null },
  now: number = Date.now(),
): LandingState {
  if (!landing.isActive) return 'inactive';
  const from = landing.publishFrom === null ? NaN : Date.parse(landing.publishFrom);
  const until = landing.publishUntil === null ? NaN : Date.parse(landing.publishUntil);
  if (from > now) return 'scheduled';
  if (until <= now) return 'expired';
  return 'active';
}

/** The service a call to action opens: its key (or the nested service, or its URL). */
const ctaService = v.pipe(
  relation(),
  v.transform(({ id }) => id),
);

const ctaEntries = {
  type: v.nullish(v.picklist(CTA_TYPES), 'none'),
  service: v.nullish(ctaService, null),
  url: text(),
  label: text(),
};

const landingSchema = v.pipe(
  v.object({
    id: v.number(),
    title: requiredText(),
    /** '' when not sent: the list then shows no address. */
    slug: text(),
    /** Standard Markdown (./markdown.ts renders it). */
    body: text(),
    image: image(),
    /**
     * Null when not sent: the list shows «—» (not «no button»: it is not known). Sent nested, or as the model's own
     * fields (`ctaType`, `ctaService`, `ctaUrl`, `ctaLabel`), as a plain ModelSerializer renders them.
     */
    callToAction: optionalObject(ctaEntries),
    ctaType: v.nullish(v.picklist(CTA_TYPES), null),
    ctaService: v.nullish(ctaService, null),
    ctaUrl: text(),
    ctaLabel: text(),
    /** ISO date-times; null is an open end. */
    publishFrom: optionalText(),
    publishUntil: optionalText(),
    isActive: flag(true),
    /** Computed by the server at request time; by the client when not sent. */
    state: v.nullish(v.picklist(LANDING_STATES), null),
    createdAt: optionalText(),
    updatedAt: optionalText(),
  }),
  v.transform(({ ctaType, ctaService, ctaUrl, ctaLabel, ...landing }) => ({
    ...landing,
    callToAction:
      landing.callToAction ??
      (ctaType === null ? null : { type: ctaType, service: ctaService, url: ctaUrl, label: ctaLabel }),
    state: landing.state ?? stateOfLanding(landing),
  })),
);
export type Landing = v.InferOutput<typeof landingSchema>;
/** A landing's call to action as the server answers it. */
export type CallToAction = NonNullable<Landing['callToAction']>;

/** Query parameters of the list; empty ones are left out. */
export interface LandingListParams {
  search: string;
  state: LandingState | null;
}

/** `GET /dashboard/promo/landings/` — every matching landing on one page, newest `publishFrom` first. */
export function fetchLandings(params: LandingListParams, signal?: AbortSignal) {
  return http.get('/dashboard/promo/landings/', listOf(landingSchema), {
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
function bodyOf(
  payload: Partial<LandingPayload>,
  image: ImageChange,
): { json: Partial<LandingPayload> } | { body: FormData } {
  if (image.kind === 'keep') return { json: payload };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload) as [string, string | number | boolean | null | undefined][]) {
    if (value === undefined) continue;
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

/** `PATCH /dashboard/promo/landings/{id}/` with the fields the person changed → `Landing`. */
export function updateLanding({
  id,
  payload,
  image,
}: {
  id: number;
  payload: Partial<LandingPayload>;
  image: ImageChange;
}): Promise<Landing> {
  return http.patch(`/dashboard/promo/landings/${id}/`, landingSchema, bodyOf(payload, image));
}

/** `DELETE /dashboard/promo/landings/{id}/` → 204 (its image goes too). */
export async function deleteLanding(id: number): Promise<void> {
  await http.delete(`/dashboard/promo/landings/${id}/`, null);
}

/** A service as the call to action needs it, of the hotel's services (lib/hotel-services/). */
export type ServiceOption = Pick<HotelService, 'id' | 'name' | 'isActive'>;

/**
 * `GET /dashboard/hotels/{id}/` — only the hotel's time zone (IANA), the wall clock the publication window is
 * set on (docs/CONTRACTS.md: a date-time without an offset is the hotel's local time); null when not sent.
 */
export async function fetchHotelTimeZone(hotelId: number, signal?: AbortSignal): Promise<string | null> {
  const hotel = await http.get(`/dashboard/hotels/${hotelId}/`, v.object({ timezone: optionalText() }), { signal });
  return hotel.timezone;
}
