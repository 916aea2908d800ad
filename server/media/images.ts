/**
 * The images of an object (a hotel, a service; later landings, safety and sights items): adding, deleting and
 * choosing the main one, each keeping "exactly one main image while the object has any" (the partial unique
 * index of 0003_images.sql makes two mains impossible; these functions make none impossible).
 *
 * Every change of an object's images runs in one transaction holding that object's advisory lock, so concurrent
 * uploads, deletes and set_main calls on one object run one after the other and each sees the others' result.
 */
import { and, asc, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { promoLandings, safetyItems, services, sightsItems } from '../db/schema';
import { type ImageContentType, type ImageRow, images } from './schema';
import type { SniffedImage } from './sniff';
import { removeMediaFile } from './storage';

/** An image as the API answers it (docs/CONTRACTS.md, "Images"). */
export interface ImageResponse {
  id: number;
  /** Absolute URL of the file (`GET /media/<name>`). */
  url: string;
  isMain: boolean;
  contentType: ImageContentType;
  objectId: number;
  originalName: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  createdAt: string;
}

/** The API shape of a row; `urlOf` turns a file name into its absolute URL. */
export function toImageResponse(row: ImageRow, urlOf: (fileName: string) => string): ImageResponse {
  return {
    id: row.id,
    url: urlOf(row.fileName),
    isMain: row.isMain,
    contentType: row.contentType,
    objectId: row.objectId,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Main first, then in upload order. */
export const IMAGE_ORDER = [desc(images.isMain), asc(images.position), asc(images.id)] as const;

/** Whether the object exists in the hotel: a hotel must be the hotel itself, a service one of its services. */
export async function objectInHotel(
  db: Database,
  hotelId: number,
  contentType: ImageContentType,
  objectId: number,
): Promise<boolean> {
  switch (contentType) {
    case 'hotel':
      return objectId === hotelId;
    case 'service': {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, objectId), eq(services.hotelId, hotelId)))
        .limit(1);
      return row !== undefined;
    }
    case 'landing': {
      const [row] = await db
        .select({ id: promoLandings.id })
        .from(promoLandings)
        .where(and(eq(promoLandings.id, objectId), eq(promoLandings.hotelId, hotelId)))
        .limit(1);
      return row !== undefined;
    }
    case 'safety': {
      const [row] = await db
        .select({ id: safetyItems.id })
        .from(safetyItems)
        .where(and(eq(safetyItems.id, objectId), eq(safetyItems.hotelId, hotelId)))
        .limit(1);
      return row !== undefined;
    }
    case 'sight': {
      const [row] = await db
        .select({ id: sightsItems.id })
        .from(sightsItems)
        .where(and(eq(sightsItems.id, objectId), eq(sightsItems.hotelId, hotelId)))
        .limit(1);
      return row !== undefined;
    }
    default:
      return false;
  }
}

/** Serialises the changes of one object's images until the transaction ends (works on PGlite and Postgres). */
async function lockObject(tx: Database, contentType: ImageContentType, objectId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`images:${contentType}`}), ${objectId})`);
}

/** What {@link addImage} records about a stored file. */
export interface NewImage {
  hotelId: number;
  contentType: ImageContentType;
  objectId: number;
  fileName: string;
  originalName: string;
  size: number;
  image: SniffedImage;
}

/** Records a stored file as the object's last image; the object's first image becomes its main one. */
export async function addImage(db: Database, input: NewImage): Promise<ImageRow> {
  return db.transaction(async (tx) => {
    await lockObject(tx, input.contentType, input.objectId);
    const where = and(eq(images.contentType, input.contentType), eq(images.objectId, input.objectId));
    const [state] = await tx
      .select({ last: max(images.position), mains: sql<number>`(count(*) filter (where ${images.isMain}))::int` })
      .from(images)
      .where(where);
    const [row] = await tx
      .insert(images)
      .values({
        hotelId: input.hotelId,
        contentType: input.contentType,
        objectId: input.objectId,
        fileName: input.fileName,
        originalName: input.originalName,
        mimeType: input.image.mimeType,
        size: input.size,
        width: input.image.width,
        height: input.image.height,
        isMain: (state?.mains ?? 0) === 0,
        position: (state?.last ?? 0) + 1,
      })
      .returning();
    return row!;
  });
}

/** One image of the hotel, or undefined (another hotel's image does not exist for this one). */
async function findImage(db: Database, hotelId: number, id: number): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), eq(images.hotelId, hotelId)))
    .limit(1);
  return row;
}

/**
 * Deletes an image of the hotel and, when it was the main one, makes the next (by position) main. Returns the
 * deleted row (its file is the caller's to remove, after the commit), or undefined when there is no such image.
 */
export async function deleteImage(db: Database, hotelId: number, id: number): Promise<ImageRow | undefined> {
  const image = await findImage(db, hotelId, id);
  if (!image) return undefined;
  return db.transaction(async (tx) => {
    await lockObject(tx, image.contentType, image.objectId);
    const [deleted] = await tx
      .delete(images)
      .where(and(eq(images.id, id), eq(images.hotelId, hotelId)))
      .returning();
    if (!deleted) return undefined; // deleted meanwhile by another request
    if (deleted.isMain) {
      const [next] = await tx
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.contentType, deleted.contentType), eq(images.objectId, deleted.objectId)))
        .orderBy(asc(images.position), asc(images.id))
        .limit(1);
      if (next) await tx.update(images).set({ isMain: true }).where(eq(images.id, next.id));
    }
    return deleted;
  });
}

/**
 * Makes an image of the hotel its object's main image, and no other. Two statements (the old main off, then
 * the new one on) because a unique index is checked row by row within one UPDATE. Returns the updated row, or
 * undefined when there is no such image.
 */
export async function setMainImage(db: Database, hotelId: number, id: number): Promise<ImageRow | undefined> {
  const image = await findImage(db, hotelId, id);
  if (!image) return undefined;
  return db.transaction(async (tx) => {
    await lockObject(tx, image.contentType, image.objectId);
    const sameObject = and(eq(images.contentType, image.contentType), eq(images.objectId, image.objectId));
    await tx
      .update(images)
      .set({ isMain: false })
      .where(and(sameObject, eq(images.isMain, true), ne(images.id, id)));
    const [row] = await tx
      .update(images)
      .set({ isMain: true })
      .where(and(eq(images.id, id), eq(images.hotelId, hotelId)))
      .returning();
    return row;
  });
}

/**
 * Deletes every image of an object with its files. For code that deletes the object itself (a service, a
 * landing…): call it before deleting the object. (0003_images.sql also drops a deleted service's rows, but only
 * this removes the files.)
 */
export async function deleteObjectImages(
  db: Database,
  config: Pick<ServerConfig, 'dataDir'>,
  contentType: ImageContentType,
  objectId: number,
): Promise<number> {
  const deleted = await db
    .delete(images)
    .where(and(eq(images.contentType, contentType), eq(images.objectId, objectId)))
    .returning({ fileName: images.fileName });
  await Promise.all(deleted.map((row) => removeMediaFile(config, row.fileName)));
  return deleted.length;
}
