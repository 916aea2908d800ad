import * as v from 'valibot';
import { http } from '@/lib/http/client';
import {
  image,
  list,
  listOf,
  optionalDecimal,
  optionalText,
  PAGE_ALL,
  relation,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the safety and sights content (docs/CONTRACTS.md, «Safety and sights»). Both kinds share every
 * call — the kind is a segment of the paths — and differ only in their item schema and fields. Every response
 * is validated here.
 *
 * What an answer must carry (docs/CONTRACTS.md, «Required fields»): a category's `id` and `name`; an item's `id`,
 * its `category` (the screen files it under a tab) and `title` (what the list shows). Everything else may be
 * missing: no text, phones, address or image is shown, coordinates and distance read as none (DRF's decimal
 * strings accepted), the dates as unknown.
 */

export type ContentKind = 'safety' | 'sights';

const categorySchema = v.object({ id: v.number(), name: requiredText(), icon: text() });
/** A category of one kind: global, seeded, the same for every hotel. */
export type ContentCategory = v.InferOutput<typeof categorySchema>;

/** The one image of an item (its `url` is absolute and needs no token), sent as a URL or an object. */
export type ContentImage = NonNullable<v.InferOutput<ReturnType<typeof image>>>;

const common = {
  id: v.number(),
  category: v.pipe(
    relation(),
    v.transform(({ id }) => id),
  ),
  title: requiredText(),
  image: image(),
  createdAt: optionalText(),
  updatedAt: optionalText(),
};

const safetyItemSchema = v.object({
  ...common,
  text: text(),
  phones: list(v.string()),
});
export type SafetyItem = v.InferOutput<typeof safetyItemSchema>;

const sightsItemSchema = v.object({
  ...common,
  description: text(),
  address: text(),
  latitude: optionalDecimal(),
  longitude: optionalDecimal(),
  distance: optionalDecimal(),
});
export type SightsItem = v.InferOutput<typeof sightsItemSchema>;

/** The item of each kind. */
export interface ContentItemOf {
  safety: SafetyItem;
  sights: SightsItem;
}
export type ContentItem<K extends ContentKind = ContentKind> = ContentItemOf[K];

const itemSchemas = { safety: safetyItemSchema, sights: sightsItemSchema } as const;

/** What a safety item's form sends (every field; a PATCH sends the changed ones). */
export interface SafetyPayload {
  category: number;
  title: string;
  text: string;
  phones: string[];
}

/** What a sight's form sends; coordinates come both or neither, `distance` in km. */
export interface SightsPayload {
  category: number;
  title: string;
  description: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  distance: number | null;
}

/** The payload of each kind. */
export interface ContentPayloadOf {
  safety: SafetyPayload;
  sights: SightsPayload;
}

/**
 * The image part of a save: a new file to upload, `null` to remove the current image (PATCH only), or absent
 * to leave it as it is.
 */
export type ImageChange = File | null | undefined;

/** `GET /content/{kind}-categories/` — the kind's categories, in their order. */
export async function fetchCategories(kind: ContentKind, signal?: AbortSignal): Promise<ContentCategory[]> {
  return (await http.get(`/content/${kind}-categories/`, listOf(categorySchema), { signal, searchParams: PAGE_ALL }))
    .results;
}

/**
 * `GET /dashboard/content/{kind}/?category=` — the active hotel's items of one category (all of them when
 * `category` is null), by title, on one page.
 */
export async function fetchItems<K extends ContentKind>(
  kind: K,
  category: number | null,
  signal?: AbortSignal,
): Promise<ContentItem<K>[]> {
  const searchParams = { ...PAGE_ALL, category: category ?? '' };
  const page = await http.get(`/dashboard/content/${kind}/`, listOf(itemSchemas[kind]), { signal, searchParams });
  return page.results as ContentItem<K>[];
}

/** A payload value as a multipart text field: numbers and booleans as text, null as an empty field. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The request body of a save (docs/CONTRACTS.md, «Forms with an image»): a multipart form when a file goes
 * along — text fields as text, a list as one field holding its JSON (what DRF's JSONField, a ModelSerializer's
 * field for a model's JSONField, reads from a form), null as an empty field (DRF reads an empty field of a
 * nullable one as null) — else JSON, where `image: null` removes the image (docs/CONTRACTS.md).
 */
function bodyOf(fields: object, image: ImageChange): { json: unknown } | { body: FormData } {
  if (!(image instanceof Blob)) return { json: image === null ? { ...fields, image: null } : fields };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined) continue;
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : textOf(value));
  }
  form.append('image', image, image.name);
  return { body: form };
}

/** `POST /dashboard/content/{kind}/` → the new item (multipart when it has an image). */
export async function createItem<K extends ContentKind>(
  kind: K,
  payload: ContentPayloadOf[K],
  image: File | undefined,
): Promise<ContentItem<K>> {
  return (await http.post(`/dashboard/content/${kind}/`, itemSchemas[kind], bodyOf(payload, image))) as ContentItem<K>;
}

/** `PATCH /dashboard/content/{kind}/{id}/` with the changed fields and the image change → the item. */
export async function updateItem<K extends ContentKind>(
  kind: K,
  id: number,
  patch: Partial<ContentPayloadOf[K]>,
  image: ImageChange,
): Promise<ContentItem<K>> {
  return (await http.patch(
    `/dashboard/content/${kind}/${id}/`,
    itemSchemas[kind],
    bodyOf(patch, image),
  )) as ContentItem<K>;
}

/** `DELETE /dashboard/content/{kind}/{id}/` → 204 (the image and its file go too). */
export async function deleteItem(kind: ContentKind, id: number): Promise<void> {
  await http.delete(`/dashboard/content/${kind}/${id}/`, null);
}
