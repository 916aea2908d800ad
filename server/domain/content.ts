/**
 * Safety and sights items (docs/CONTRACTS.md, «Safety and sights»): two kinds of one shape — a hotel's item in a
 * global category, with a title, an image and fields of its own — so one implementation serves both. A
 * {@link ContentKind} names the tables, the content types and the kind's own fields with their rules; the routes
 * (server/routes/content.ts) never ask which kind they serve.
 *
 * Fields are read from an {@link UploadForm} (a multipart form or JSON, both as text), checked the way a DRF
 * serializer checks them — every error of the form at once, DRF's English messages where DRF has one (the
 * `Accept-Language: ru` answer translates them, server/http/locale.ts), ours in Russian where it has none.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { safetyCategories, safetyItems, sightsCategories, sightsItems } from '../db/schema';
import { FIELD_TEXT } from '../http/field-texts';
import type { ImageContentType } from '../media/schema';
import type { UploadForm } from '../media/upload-form';

export type Errors = Record<string, string[]>;

/** The messages of these fields that DRF does not have (DRF's own: server/http/field-texts.ts). */
export const CONTENT_TEXT = {
  phone: (value: string) =>
    `«${value}» — не номер телефона: допустимы цифры, пробелы, скобки, дефисы и «+» в начале, не меньше 3 цифр и не длиннее 32 символов.`,
  halfPosition: 'Укажите и широту, и долготу — или оставьте оба поля пустыми.',
} as const;

/** A field's value read from the form, or its messages. */
type Parsed = { value: unknown } | { errors: string[] };

/** One writable field of an item (beyond `category`, which every kind has and which needs the database). */
interface ContentField {
  /** The wire name (camelCase), also the alias it is selected as. */
  key: string;
  /** The column in the kind's table. */
  column: string;
  /** The expression it is read with, when not the bare column. */
  select?: string;
  /** On create: required (no value = "This field is required."), or the value an absent field gets. */
  create: { required: true } | { required: false; fallback: unknown };
  /** Reads the field from a form that carries it (`form.lists` has the key). */
  parse(form: UploadForm): Parsed;
  /** The SQL of a value to write (default: a parameter). */
  write?(value: unknown): SQL;
}

/** What tells the two kinds apart. */
export interface ContentKind {
  /** `safety` | `sights`: the segment of its routes (`/dashboard/content/safety/`, `/content/safety-categories/`). */
  kind: 'safety' | 'sights';
  /** What a menu item points at (issue 7's `c_content_type`). */
  contentType: 'safetyitem' | 'sightsitem';
  /** The `images` content type of its items' images. */
  imageType: Extract<ImageContentType, 'safety' | 'sight'>;
  items: PgTable;
  categories: PgTable;
  /** In the order they are answered, after `category`. */
  fields: readonly ContentField[];
  /** Rules between fields, on the values the item will have (stored ones for fields a PATCH leaves out). */
  check?(values: Readonly<Record<string, unknown>>, errors: Errors): void;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const PHONE = /^\+?[\d\s()-]+$/;
const PHONE_MAX_LENGTH = 32;
const MAX_PHONES = 5;

/** A CharField: trimmed; `required` refuses blank too; `max` characters. */
function textField(key: string, column: string, max: number, required: boolean): ContentField {
  return {
    key,
    column,
    create: required ? { required: true } : { required: false, fallback: '' },
    parse(form) {
      const value = (form.fields[key] ?? '').trim();
      if (value === '' && required) return { errors: [FIELD_TEXT.blank] };
      if (value.length > max) return { errors: [FIELD_TEXT.maxLength(max)] };
      return { value };
    },
  };
}

/** A nullable FloatField within ±`limit` (WGS 84 latitude or longitude); empty = null. */
function coordinateField(key: string, limit: number): ContentField {
  return {
    key,
    column: key,
    create: { required: false, fallback: null },
    parse(form) {
      const text = (form.fields[key] ?? '').trim();
      if (text === '') return { value: null };
      const value = Number(text);
      if (!FLOAT.test(text) || !Number.isFinite(value)) return { errors: [FIELD_TEXT.invalidNumber] };
      if (value > limit) return { errors: [FIELD_TEXT.maxValue(limit)] };
      if (value < -limit) return { errors: [FIELD_TEXT.minValue(-limit)] };
      return { value };
    },
  };
}

/** `numeric(6, 1)` between 0 and 1000 (DRF's DecimalField: digits first, then the range); empty = null. */
function distanceField(): ContentField {
  const max = 1000;
  return {
    key: 'distance',
    column: 'distance',
    select: 'distance::float8',
    create: { required: false, fallback: null },
    parse(form) {
      const text = (form.fields.distance ?? '').trim();
      if (text === '') return { value: null };
      if (!DECIMAL.test(text)) return { errors: [FIELD_TEXT.invalidNumber] };
      const places = text.split('.')[1]?.length ?? 0;
      if (places > 1) return { errors: [FIELD_TEXT.decimalPlaces(1)] };
      const value = Number(text);
      if (value > max) return { errors: [FIELD_TEXT.maxValue(max)] };
      if (value < 0) return { errors: [FIELD_TEXT.minValue(0)] };
      return { value: value === 0 ? 0 : value }; // no -0
    },
  };
}

/**
 * The phone numbers, a list sent as repeated fields (`phones=…&phones=…`, DRF's ListField in a form), as one form
 * field holding a JSON list (`phones=["101"]`, DRF's JSONField in a form) or as a JSON list: 0–5, each trimmed,
 * made of digits, spaces, brackets, dashes and a leading `+`, with at least 3 digits and at most 32 characters.
 * A single empty value (`phones=`, or `[""]`) is the empty list, the one way a multipart form can send one.
 * One message per bad number, naming it (a flat list, so a form shows them all under the field).
 */
/** One form field holding a JSON list of texts, read as that list; anything else as the values it is. */
function jsonListOf(values: readonly string[]): string[] {
  if (values.length !== 1 || !values[0]!.trim().startsWith('[')) return [...values];
  try {
    const parsed: unknown = JSON.parse(values[0]!);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : [...values];
  } catch {
    return [...values];
  }
}

function phonesField(): ContentField {
  return {
    key: 'phones',
    column: 'phones',
    create: { required: false, fallback: [] },
    parse(form) {
      const sent = jsonListOf(form.lists.phones ?? []).map((phone) => phone.trim());
      const phones = sent.length === 1 && sent[0] === '' ? [] : sent;
      if (phones.length > MAX_PHONES) return { errors: [FIELD_TEXT.maxItems(MAX_PHONES)] };
      const errors = phones
        .filter((phone) => !PHONE.test(phone) || phone.replace(/\D/g, '').length < 3 || phone.length > PHONE_MAX_LENGTH)
        .map((phone) => (phone === '' ? FIELD_TEXT.blank : CONTENT_TEXT.phone(phone)));
      return errors.length > 0 ? { errors } : { value: phones };
    },
    write: (value) => sql`${JSON.stringify(value)}::jsonb`,
  };
}

const TITLE_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 5000;
const ADDRESS_MAX_LENGTH = 300;

export const CONTENT_KINDS: Readonly<Record<ContentKind['kind'], ContentKind>> = {
  safety: {
    kind: 'safety',
    contentType: 'safetyitem',
    imageType: 'safety',
    items: safetyItems,
    categories: safetyCategories,
    fields: [
      textField('title', 'title', TITLE_MAX_LENGTH, true),
      textField('text', 'text', TEXT_MAX_LENGTH, true),
      phonesField(),
    ],
  },
  sights: {
    kind: 'sights',
    contentType: 'sightsitem',
    imageType: 'sight',
    items: sightsItems,
    categories: sightsCategories,
    fields: [
      textField('title', 'title', TITLE_MAX_LENGTH, true),
      textField('description', 'description', TEXT_MAX_LENGTH, false),
      textField('address', 'address', ADDRESS_MAX_LENGTH, false),
      coordinateField('latitude', 90),
      coordinateField('longitude', 180),
      distanceField(),
    ],
    check(values, errors) {
      // A pin needs both; the error goes on the one left empty (the one the person forgot).
      const latitude = values.latitude ?? null;
      const longitude = values.longitude ?? null;
      if (latitude === null && longitude !== null) errors.latitude = [CONTENT_TEXT.halfPosition];
      if (latitude !== null && longitude === null) errors.longitude = [CONTENT_TEXT.halfPosition];
    },
  },
};

/** The category id a form names, or its message (the database check of existence is the caller's). */
export function parseCategory(form: UploadForm): { id: number } | { errors: string[] } {
  const text = (form.fields.category ?? '').trim();
  if (text === '') return { errors: [FIELD_TEXT.required] };
  if (!/^\d{1,9}$/.test(text)) return { errors: [FIELD_TEXT.incorrectPkType('str')] };
  return { id: Number(text) };
}

/**
 * The fields a form sets, checked. On create every field gets a value (sent, or its fallback; a required one
 * missing is an error); on update only the fields sent. Kind-wide rules are the caller's (they need the stored
 * values of an update).
 */
export function parseContentFields(
  kind: ContentKind,
  form: UploadForm,
  mode: 'create' | 'update',
  errors: Errors,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of kind.fields) {
    if (!Object.hasOwn(form.lists, field.key)) {
      if (mode === 'update') continue;
      if (field.create.required) errors[field.key] = [FIELD_TEXT.required];
      else values[field.key] = field.create.fallback;
      continue;
    }
    const parsed = field.parse(form);
    if ('errors' in parsed) errors[field.key] = parsed.errors;
    else values[field.key] = parsed.value;
  }
  return values;
}
