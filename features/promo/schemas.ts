import * as v from 'valibot';
import { changedPayload as changedOnly } from '@/lib/forms/changed';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import { LANDING_CTA_FIELDS, LANDING_FIELDS } from '@/lib/landing-fields';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '@/lib/translit';
import { CTA_TYPES, type CtaType, type ImageChange, type Landing, type LandingPayload } from './api';
import { normalizeWall, wallClock, wallToApi, type Zone } from './model/zone';

/**
 * The landing form's rules, the one source of its validation (ARCHITECTURE rule 7), mirroring the server's
 * (docs/CONTRACTS.md, «Promo landings»; server/domain/promo.ts). Inputs are what the fields hold (the date-time
 * pickers give the hotel's wall clock as `YYYY-MM-DD HH:mm:ss`, see ./zone.ts; the service select an id as text);
 * the output is the payload of a create or update and what happens to the image.
 */

const f = ru.promo.form;

export const TITLE_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 20_000;
export const CTA_LABEL_MAX_LENGTH = 60;
export const CTA_URL_MAX_LENGTH = 500;
export { SLUG_MAX_LENGTH };

/**
 * The server's link rule: an absolute http(s) URL whose host has a dot (or is localhost) — `https://promo` is a
 * typo more often than a host.
 */
function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return /^(localhost|[^.\s]+(\.[^.\s]+)+|\[[0-9a-f:.]+\])$/i.test(url.hostname);
}

/** True when a file is of a type the server takes, by its MIME type or its extension (some systems give no type). */
function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (Object.hasOwn(PHOTO_ACCEPT, file.type)) return true;
  const name = file.name.toLowerCase();
  return Object.values(PHOTO_ACCEPT).some((extensions) => extensions.some((extension) => name.endsWith(extension)));
}

const imageFile = v.config(
  v.pipe(
    v.custom<File | null>((value) => value === null || value instanceof Blob),
    v.check((file) => file === null || file.size > 0, f.imageEmpty),
    v.check((file) => file === null || isAcceptedImage(file), f.imageType),
    v.check((file) => file === null || file.size <= MAX_PHOTO_BYTES, f.imageTooLarge(formatBytes(MAX_PHOTO_BYTES))),
  ),
  { abortPipeEarly: true },
);

/** Why a picked file cannot be the landing's image (the form's own rule), or null when it can. */
export function imageFileError(file: File): string | null {
  const result = v.safeParse(imageFile, file);
  return result.success ? null : (result.issues[0]?.message ?? f.imageType);
}

const tooLong = (max: number) => f.tooLong(max);

const formObject = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(f.titleRequired),
    v.maxLength(TITLE_MAX_LENGTH, tooLong(TITLE_MAX_LENGTH)),
  ),
  /** '' = made from the title by the server. Typed capitals are taken as small letters, as the server does. */
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(SLUG_MAX_LENGTH, tooLong(SLUG_MAX_LENGTH)),
    v.check((slug) => slug === '' || SLUG_PATTERN.test(slug), f.slugInvalid),
  ),
  body: v.pipe(
    v.string(),
    v.transform((body) => body.replace(/\r\n?/g, '\n').trim()),
    v.maxLength(BODY_MAX_LENGTH, tooLong(BODY_MAX_LENGTH)),
  ),
  ctaType: v.picklist(CTA_TYPES),
  ctaService: v.nullable(v.string()),
  ctaUrl: v.pipe(v.string(), v.trim(), v.maxLength(CTA_URL_MAX_LENGTH, tooLong(CTA_URL_MAX_LENGTH))),
  ctaLabel: v.pipe(v.string(), v.trim(), v.maxLength(CTA_LABEL_MAX_LENGTH, tooLong(CTA_LABEL_MAX_LENGTH))),
  publishFrom: v.nullable(v.string()),
  publishUntil: v.nullable(v.string()),
  isActive: v.boolean(),
  /** A newly chosen file (checked here first; the server checks the bytes). */
  image: imageFile,
  /** The saved image is to be removed. */
  removeImage: v.boolean(),
});

/** What the fields hold. */
export type LandingFormInput = v.InferInput<typeof formObject>;

/** What a submit sends: the fields, and what happens to the image. */
export interface LandingSubmit {
  payload: LandingPayload;
  image: ImageChange;
}

/**
 * The form's schema for the hotel's time zone (`null`: the browser's, while the hotel's is unknown), which the
 * window is sent in. The rules across fields land on the field a person fixes.
 */
export function createLandingFormSchema(zone: Zone) {
  return v.pipe(
    formObject,
    v.forward(
      v.partialCheck(
        [['ctaType'], ['ctaService']],
        (input) => input.ctaType !== 'service' || (input.ctaService ?? '') !== '',
        f.ctaServiceRequired,
      ),
      ['ctaService'],
    ),
    v.forward(
      v.partialCheck(
        [['ctaType'], ['ctaUrl']],
        (input) => input.ctaType !== 'link' || input.ctaUrl !== '',
        f.ctaUrlRequired,
      ),
      ['ctaUrl'],
    ),
    v.forward(
      v.partialCheck(
        [['ctaType'], ['ctaUrl']],
        (input) => input.ctaType !== 'link' || input.ctaUrl === '' || isHttpUrl(input.ctaUrl),
        f.ctaUrlInvalid,
      ),
      ['ctaUrl'],
    ),
    v.forward(
      v.partialCheck(
        [['ctaType'], ['ctaLabel']],
        (input) => input.ctaType === 'none' || input.ctaLabel !== '',
        f.ctaLabelRequired,
      ),
      ['ctaLabel'],
    ),
    v.forward(
      v.partialCheck(
        [['publishFrom'], ['publishUntil']],
        // Both on one wall clock: the canonical text orders as the moments do.
        (input) => {
          const from = normalizeWall(input.publishFrom);
          const until = normalizeWall(input.publishUntil);
          return !from || !until || until > from;
        },
        f.windowOrder,
      ),
      ['publishUntil'],
    ),
    v.transform((values): LandingSubmit => {
      const ctaType: CtaType = values.ctaType;
      const from = normalizeWall(values.publishFrom);
      const until = normalizeWall(values.publishUntil);
      return {
        payload: {
          title: values.title,
          // An empty address is made from the title here, as the server would: a backend whose SlugField may not
          // be blank (a plain ModelSerializer's) refuses ''.
          slug: values.slug || slugify(values.title),
          body: values.body,
          ctaType,
          // What the other kinds of button had is not sent along: the server clears it anyway.
          ctaService: ctaType === 'service' && values.ctaService ? Number(values.ctaService) : null,
          ctaUrl: ctaType === 'link' ? values.ctaUrl : '',
          ctaLabel: ctaType === 'none' ? '' : values.ctaLabel,
          publishFrom: from ? wallToApi(from, zone) : null,
          publishUntil: until ? wallToApi(until, zone) : null,
          isActive: values.isActive,
        },
        image: values.image
          ? { kind: 'set', file: values.image }
          : values.removeImage
            ? { kind: 'remove' }
            : { kind: 'keep' },
      };
    }),
  );
}

/**
 * The form of a landing, its window on the wall clock of `zone`; for a new one the server's defaults (active, no
 * button, no window).
 */
export function toFormValues(landing?: Landing, zone: Zone = null): LandingFormInput {
  if (!landing) {
    return {
      title: '',
      slug: '',
      body: '',
      ctaType: 'none',
      ctaService: null,
      ctaUrl: '',
      ctaLabel: '',
      publishFrom: null,
      publishUntil: null,
      isActive: true,
      image: null,
      removeImage: false,
    };
  }
  // A button the backend did not send reads as none; unchanged, it is not sent back (changedPayload).
  const cta = landing.callToAction ?? { type: 'none', service: null, url: '', label: '' };
  return {
    title: landing.title,
    slug: landing.slug,
    body: landing.body,
    ctaType: cta.type,
    ctaService: cta.service === null ? null : String(cta.service),
    ctaUrl: cta.url,
    ctaLabel: cta.label,
    publishFrom: landing.publishFrom ? wallClock(landing.publishFrom, zone) : null,
    publishUntil: landing.publishUntil ? wallClock(landing.publishUntil, zone) : null,
    isActive: landing.isActive,
    image: null,
    removeImage: false,
  };
}

/**
 * An update's payload: only the fields the person changed (react-hook-form's `dirtyFields`), the button's four
 * together, so what the form shows but the backend did not send (docs/CONTRACTS.md, «Required fields»: a
 * landing's body, window, button… may be missing) is not overwritten with a blank. The server checks the landing
 * as it would be after the change (the window, the button), so a part alone is enough.
 */
export function changedPayload(
  payload: LandingPayload,
  dirty: Partial<Record<keyof LandingFormInput, unknown>>,
): Partial<LandingPayload> {
  return changedOnly(payload, dirty, CTA_SOURCES);
}

/** The button's four are built from, and sent with, one another. */
const CTA_SOURCES = Object.fromEntries(LANDING_CTA_FIELDS.map((key) => [key, LANDING_CTA_FIELDS])) as Record<
  (typeof LANDING_CTA_FIELDS)[number],
  typeof LANDING_CTA_FIELDS
>;

/**
 * The form fields a server error lands on, each under its request key (camelCase, as the server answers): the
 * landing's stored fields (lib/landing-fields.ts) and the image, in the form's order — the image after the body —
 * so the first field in error takes the focus.
 */
export const SERVER_FIELDS: readonly (keyof LandingFormInput)[] = LANDING_FIELDS.flatMap((name) =>
  name === 'body' ? [name, 'image' as const] : [name],
);
