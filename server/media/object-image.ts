/**
 * The one image of a promo landing, a safety item or a sight (docs/CONTRACTS.md, «Content and money»): the file
 * arrives in the `image` field of the object's own create or update form, is checked exactly like a photo upload
 * (one file, not empty, at most `IMAGE_MAX_BYTES`, a JPEG, PNG, WebP or GIF by its bytes — the checks below are
 * the photo route's too, so both always agree), and replaces whatever image the object had. The rows live in the
 * `images` table like photos (as the object's main image), so serving, the advisory lock and the removal of a
 * deleted object's files (`deleteObjectImages`) are the photos' code.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import { addImage, deleteObjectImages } from './images';
import { type ImageContentType, type ImageRow, images } from './schema';
import type { SniffedImage } from './sniff';
import { removeMediaFile, saveUploadedFile } from './storage';
import { displayName, type UploadedFile, type UploadForm } from './upload-form';

/** The messages of an uploaded image file (Django's Russian ones where Django has them), photos and objects alike. */
export const imageFileMessages = {
  noFile: 'Не был загружен файл.',
  emptyFile: 'Загруженный файл пуст.',
  oneFile: 'Загрузите один файл за запрос.',
  notAnImage:
    'Загрузите корректное изображение. Файл, который вы загрузили, поврежден или не является изображением JPEG, PNG, WebP или GIF.',
  tooLarge: (limit: string) => `Файл больше ${limit}. Загрузите изображение не больше ${limit}.`,
  /** DRF's FileField `invalid`: a text value where a file was expected. */
  notAFile: 'Загруженный файл не является файлом. Проверьте тип кодировки формы.',
} as const;

/** A byte count in Russian units: `10 МБ`, `1,5 МБ`, `512 КБ`. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024 * 1024, 'ГБ'],
    [1024 * 1024, 'МБ'],
    [1024, 'КБ'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${String(Math.round((bytes / size) * 10) / 10).replace('.', ',')} ${unit}`;
  }
  return `${bytes} Б`;
}

/** A checked upload: the file as sent and what its bytes say it is. */
export interface ImageUpload {
  file: UploadedFile;
  image: SniffedImage;
}

/** The outcome of {@link checkImageFile}: the upload, or the one message for the field. */
export type ImageFileCheck = ImageUpload | { error: string };

/**
 * The checks of an image file sent in `field` (the photo upload's and every object form's): exactly one file,
 * not truncated by the `maxBytes` limit the form was read with, not empty, an image by its bytes. Undefined when
 * no file came in that field (the photo upload then says "no file", an object form keeps its image).
 */
export function checkImageFile(
  files: readonly UploadedFile[],
  field: string,
  maxBytes: number,
): ImageFileCheck | undefined {
  const sent = files.filter((file) => file.field === field);
  const file = sent[0];
  if (!file) return undefined;
  if (sent.length > 1) return { error: imageFileMessages.oneFile };
  if (file.tooLarge) return { error: imageFileMessages.tooLarge(formatBytes(maxBytes)) };
  if (file.size === 0) return { error: imageFileMessages.emptyFile };
  return file.image ? { file, image: file.image } : { error: imageFileMessages.notAnImage };
}

/**
 * The image file of an object's form (read with `readUploadForm(request, { maxBytes: config.imageMaxBytes })`),
 * checked like a photo; undefined when the form carries no file in `field`.
 */
function formImageFile(form: UploadForm, maxBytes: number, field = 'image'): ImageFileCheck | undefined {
  return checkImageFile(form.files, field, maxBytes);
}

/** What an object's form asks of its image. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | ({ kind: 'replace' } & ImageUpload);

/**
 * What the form asks of the object's image: a file replaces it; an empty text value (`image=` in a multipart
 * form, `"image": null` in JSON — readUploadForm hands both over as "") removes it; no `image` at all keeps it.
 * Any other text (a URL sent back, say) is DRF's "not a file". A file wins over a text value of the same name.
 */
export function formImageChange(form: UploadForm, maxBytes: number, field = 'image'): ImageChange | { error: string } {
  const checked = formImageFile(form, maxBytes, field);
  if (checked) return 'error' in checked ? checked : { kind: 'replace', ...checked };
  const text = form.fields[field];
  if (text === undefined) return { kind: 'keep' };
  return text.trim() === '' ? { kind: 'remove' } : { error: imageFileMessages.notAFile };
}

/** The image of an object as its API answers it (`Image` of docs/CONTRACTS.md, «Content and money»). */
export interface ObjectImage {
  id: number;
  /** Absolute URL of the file (`GET /media/<name>`). */
  url: string;
  width: number;
  height: number;
}

/** The API shape of an image row; `urlOf` turns a file name into its absolute URL (`mediaUrl(request, name)`). */
function toObjectImage(
  row: Pick<ImageRow, 'id' | 'fileName' | 'width' | 'height'>,
  urlOf: (fileName: string) => string,
): ObjectImage {
  return { id: row.id, url: urlOf(row.fileName), width: row.width, height: row.height };
}

/** The object an image belongs to. */
export interface ImageOwner {
  hotelId: number;
  contentType: ImageContentType;
  objectId: number;
}

/** What {@link replaceObjectImage} needs of the server. */
export interface ImageStore {
  db: Database;
  config: Pick<ServerConfig, 'dataDir'>;
  logger: Pick<Logger, 'error'>;
}

/**
 * Makes the upload the object's only image: stores the file, then in one transaction (holding the object's lock,
 * through addImage) adds its row, deletes the object's other rows and makes it main. The replaced files are
 * removed after the commit — a failed removal leaves an unreferenced file, never a row without its file — and the
 * new file is removed again when the transaction fails. Returns the new image.
 */
export async function replaceObjectImage(
  store: ImageStore,
  owner: ImageOwner,
  upload: ImageUpload,
  urlOf: (fileName: string) => string,
): Promise<ObjectImage> {
  const fileName = await saveUploadedFile(store.config, upload.file.path, upload.image.extension);
  let result: { row: ImageRow; replaced: string[] };
  try {
    result = await store.db.transaction(async (tx) => {
      const added = await addImage(tx, {
        ...owner,
        fileName,
        originalName: displayName(upload.file.filename),
        size: upload.file.size,
        image: upload.image,
      });
      const replaced = await tx
        .delete(images)
        .where(
          and(eq(images.contentType, owner.contentType), eq(images.objectId, owner.objectId), ne(images.id, added.id)),
        )
        .returning({ fileName: images.fileName });
      // The old main is gone now, so the unique "one main per object" index lets this one take its place.
      const [row] = added.isMain
        ? [added]
        : await tx.update(images).set({ isMain: true, position: 1 }).where(eq(images.id, added.id)).returning();
      return { row: row!, replaced: replaced.map((item) => item.fileName) };
    });
  } catch (error) {
    await removeMediaFile(store.config, fileName);
    throw error;
  }
  await Promise.all(
    result.replaced.map((name) =>
      removeMediaFile(store.config, name).catch((error: unknown) =>
        store.logger.error(`could not remove media file ${name}`, error),
      ),
    ),
  );
  return toObjectImage(result.row, urlOf);
}

/**
 * Carries out what the form asked of the object's image: `replace` → the new image, `remove` → null (rows and
 * files deleted), `keep` → undefined (the caller reads the current one).
 */
export async function applyImageChange(
  store: ImageStore,
  owner: ImageOwner,
  change: ImageChange,
  urlOf: (fileName: string) => string,
): Promise<ObjectImage | null | undefined> {
  if (change.kind === 'keep') return undefined;
  if (change.kind === 'remove') {
    await deleteObjectImages(store.db, store.config, owner.contentType, owner.objectId);
    return null;
  }
  return replaceObjectImage(store, owner, change, urlOf);
}

/**
 * The main image of each of many objects of one type, in one query (for list responses): a map by object id,
 * without the objects that have none.
 */
export async function mainImagesOf(
  db: Database,
  contentType: ImageContentType,
  objectIds: readonly number[],
  urlOf: (fileName: string) => string,
): Promise<Map<number, ObjectImage>> {
  const found = new Map<number, ObjectImage>();
  if (objectIds.length === 0) return found;
  const rows = await db
    .select({
      id: images.id,
      objectId: images.objectId,
      fileName: images.fileName,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(
      and(
        eq(images.contentType, contentType),
        inArray(images.objectId, [...new Set(objectIds)]),
        eq(images.isMain, true),
      ),
    );
  for (const row of rows) found.set(row.objectId, toObjectImage(row, urlOf));
  return found;
}

/** The main image of one object, or null. */
export async function mainImageOf(
  db: Database,
  contentType: ImageContentType,
  objectId: number,
  urlOf: (fileName: string) => string,
): Promise<ObjectImage | null> {
  return (await mainImagesOf(db, contentType, [objectId], urlOf)).get(objectId) ?? null;
}
