import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import type { ContentImage, ImageChange, SafetyItem, SafetyPayload, SightsItem, SightsPayload } from './api';

/**
 * The editor's rules for both kinds, the one source of their validation (ARCHITECTURE rule 7), mirroring the
 * server's (docs/CONTRACTS.md, «Safety and sights»): lengths, up to five phone numbers of a dialable shape,
 * coordinates both or neither within WGS 84, a distance of 0–1000 km to one decimal, and an image the server
 * will take (the photos' type and size limits, lib/images.ts). The server has the last word; its field errors
 * land on the same fields.
 */

const text = ru.content.validation;

export const TITLE_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 5000;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const ADDRESS_MAX_LENGTH = 300;
export const PHONE_MAX_LENGTH = 32;
export const PHONES_MAX = 5;
const PHONE_MIN_DIGITS = 3;
const DISTANCE_MAX = 1000;

// --- The image ---

/**
 * The image field of the form: the item's current image, a file picked to upload, or none (never had one, or
 * removed in this edit).
 */
export type ImageValue = { kind: 'current'; image: ContentImage } | { kind: 'file'; file: File } | null;

/** Whether the server takes the file's format: by MIME type or by extension, as the photo upload decides. */
function acceptedType(file: File): boolean {
  const extension = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? '';
  return Object.entries(PHOTO_ACCEPT).some(
    ([type, extensions]) => file.type === type || extensions.includes(extension),
  );
}

const fileSchema = v.pipe(
  v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, text.imageType),
  v.check((file) => acceptedType(file), text.imageType),
  v.check((file) => file.size > 0, text.imageEmpty),
  v.check((file) => file.size <= MAX_PHOTO_BYTES, text.imageTooLarge(formatBytes(MAX_PHOTO_BYTES))),
);

/** Why a picked file cannot be this item's image, or null when it can (checked before anything is sent). */
export function imageFileError(file: File): string | null {
  const result = v.safeParse(v.config(fileSchema, { abortPipeEarly: true }), file);
  return result.success ? null : (result.issues[0]?.message ?? text.imageType);
}

const imageField = v.nullable(
  v.variant('kind', [
    v.object({
      kind: v.literal('current'),
      image: v.object({
        url: v.string(),
        width: v.nullable(v.number()),
        height: v.nullable(v.number()),
      }),
    }),
    v.object({ kind: v.literal('file'), file: v.config(fileSchema, { abortPipeEarly: true }) }),
  ]),
);

/** The image part of a save: a new file, `null` to remove the item's image, or nothing to send. */
export function imageChangeOf(item: { image: ContentImage | null } | undefined, value: ImageValue): ImageChange {
  if (value?.kind === 'file') return value.file;
  if (value === null && item?.image) return null;
  return undefined;
}

// --- Shared fields ---

const required = (max: number) =>
  v.config(v.pipe(v.string(), v.trim(), v.nonEmpty(text.required), v.maxLength(max, text.maxLength(max))), {
    abortPipeEarly: true,
  });

const optional = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, text.maxLength(max)));

const categoryField = v.pipe(
  v.string(),
  v.check((value) => /^\d{1,9}$/.test(value), text.category),
  v.transform(Number),
);

/** The fields both kinds have, as the editor holds them. */
export interface SharedFormInput {
  /** The category id as the select holds it ('' before one is chosen). */
  category: string;
  title: string;
  image: ImageValue;
}

// --- Safety ---

/** Digits, spaces, brackets and dashes, with an optional leading «+». */
const PHONE = /^\+?[\d\s()-]+$/;

const phoneField = v.config(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(PHONE_MAX_LENGTH, text.maxLength(PHONE_MAX_LENGTH)),
    v.check(
      (value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
      text.phone,
    ),
  ),
  { abortPipeEarly: true },
);

const safetyObject = v.object({
  category: categoryField,
  title: required(TITLE_MAX_LENGTH),
  text: required(TEXT_MAX_LENGTH),
  // Objects, not strings: react-hook-form's field arrays key their rows by object.
  phones: v.pipe(v.array(v.object({ value: phoneField })), v.maxLength(PHONES_MAX, text.phonesMax(PHONES_MAX))),
  image: imageField,
});

/** The safety editor's values as the fields hold them. */
export type SafetyFormInput = v.InferInput<typeof safetyObject>;
/** The safety editor's checked values: the payload and the image. */
export type SafetyFormOutput = SafetyPayload & { image: ImageValue };

/** The safety editor: title and text required, up to five phones (an empty row is left out). */
export const safetyFormSchema = v.pipe(
  safetyObject,
  v.transform(
    ({ phones, ...rest }): SafetyFormOutput => ({
      ...rest,
      phones: phones.map((phone) => phone.value).filter((phone) => phone !== ''),
    }),
  ),
);

/** The safety editor of an item, or of a new one in `category`. */
export function toSafetyFormValues(item: SafetyItem | undefined, category: number | null): SafetyFormInput {
  return {
    category: item ? String(item.category) : category === null ? '' : String(category),
    title: item?.title ?? '',
    text: item?.text ?? '',
    phones: (item?.phones ?? []).map((value) => ({ value })),
    image: item?.image ? { kind: 'current', image: item.image } : null,
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * A safety item's PATCH: only what differs from the item as the editor opened it, so two people editing
 * different fields do not overwrite each other. Empty when nothing changed (the image aside).
 */
export function safetyChanges(item: SafetyItem, values: SafetyFormOutput): Partial<SafetyPayload> {
  const patch: Partial<SafetyPayload> = {};
  if (values.category !== item.category) patch.category = values.category;
  if (values.title !== item.title) patch.title = values.title;
  if (values.text !== item.text) patch.text = values.text;
  if (!sameList(values.phones, item.phones)) patch.phones = values.phones;
  return patch;
}

// --- Sights ---

/** A decimal as typed: a comma or a point, an optional minus; '' is none. */
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

function parseDecimal(value: string): number | null {
  return value === '' ? null : Number(value.replace(',', '.'));
}

const decimalField = (min: number, max: number, rangeMessage: string) =>
  v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || DECIMAL.test(value), text.number),
      v.transform(parseDecimal),
      v.check((value) => value === null || (value >= min && value <= max), rangeMessage),
    ),
    { abortPipeEarly: true },
  );

const sightsObject = v.object({
  category: categoryField,
  title: required(TITLE_MAX_LENGTH),
  description: optional(DESCRIPTION_MAX_LENGTH),
  address: optional(ADDRESS_MAX_LENGTH),
  latitude: decimalField(-90, 90, text.latitudeRange),
  longitude: decimalField(-180, 180, text.longitudeRange),
  distance: v.config(
    v.pipe(
      decimalField(0, DISTANCE_MAX, text.distanceRange(DISTANCE_MAX)),
      v.check((value) => value === null || Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, text.distanceDecimals),
    ),
    { abortPipeEarly: true },
  ),
  image: imageField,
});

/** The sights editor's values as the fields hold them. */
export type SightsFormInput = v.InferInput<typeof sightsObject>;
/** The sights editor's checked values: the payload and the image. */
export type SightsFormOutput = SightsPayload & { image: ImageValue };

/** The sights editor: the title required, coordinates both or neither (the missing one says so). */
export const sightsFormSchema = v.pipe(
  sightsObject,
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (input) => input.latitude !== null || input.longitude === null,
      text.bothCoordinates,
    ),
    ['latitude'],
  ),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (input) => input.longitude !== null || input.latitude === null,
      text.bothCoordinates,
    ),
    ['longitude'],
  ),
  v.transform((values): SightsFormOutput => values),
);

function decimalText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

/** The sights editor of an item, or of a new one in `category`. */
export function toSightsFormValues(item: SightsItem | undefined, category: number | null): SightsFormInput {
  return {
    category: item ? String(item.category) : category === null ? '' : String(category),
    title: item?.title ?? '',
    description: item?.description ?? '',
    address: item?.address ?? '',
    latitude: decimalText(item?.latitude ?? null),
    longitude: decimalText(item?.longitude ?? null),
    distance: decimalText(item?.distance ?? null),
    image: item?.image ? { kind: 'current', image: item.image } : null,
  };
}

/**
 * A sight's PATCH: only what differs from the item as the editor opened it; the coordinates go as a pair
 * whenever one of them changed, since the server checks them together.
 */
export function sightsChanges(item: SightsItem, values: SightsFormOutput): Partial<SightsPayload> {
  const patch: Partial<SightsPayload> = {};
  if (values.category !== item.category) patch.category = values.category;
  if (values.title !== item.title) patch.title = values.title;
  if (values.description !== item.description) patch.description = values.description;
  if (values.address !== item.address) patch.address = values.address;
  if (values.latitude !== item.latitude || values.longitude !== item.longitude) {
    patch.latitude = values.latitude;
    patch.longitude = values.longitude;
  }
  if (values.distance !== item.distance) patch.distance = values.distance;
  return patch;
}

/**
 * «59.9398, 30.3146» (as maps copy a point) split into latitude and longitude; null for anything else — above
 * all for one number with a decimal comma («59,9398»). Two numbers with decimal points may be split by a bare
 * comma; otherwise the pair needs a semicolon or a space («59,9398; 30,3146», «59,9398 30,3146»).
 */
export function splitCoordinates(pasted: string): [string, string] | null {
  const match =
    /^\s*(-?\d+\.\d+)\s*,\s*(-?\d+\.\d+)\s*$/.exec(pasted) ??
    /^\s*(-?\d+(?:[.,]\d+)?)\s*(?:;\s*|,\s+|\s+)(-?\d+(?:[.,]\d+)?)\s*$/.exec(pasted);
  if (!match) return null;
  const [, latitude = '', longitude = ''] = match;
  return [latitude, longitude];
}
