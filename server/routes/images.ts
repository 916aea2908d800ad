/**
 * Photos of hotels and services (docs/CONTRACTS.md, "Images"): the paged list of an object's images, upload
 * (multipart, the type recognised from the file's bytes), delete and set_main, all scoped to the active hotel
 * (`Managed-Hotel`; another hotel's object or image is a 404, never a leak), and the files under `/media/`.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT_RU, type FieldTexts } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId } from '../http/request';
import { Fields } from '../http/validation';
import { addImage, deleteImage, IMAGE_ORDER, objectInHotel, setMainImage, toImageResponse } from '../media/images';
import { checkImageFile, type ImageUpload, imageFileMessages } from '../media/object-image';
import { type ImageContentType, images } from '../media/schema';
import { sendMediaFile } from '../media/serve';
import { mediaUrl, removeMediaFile, saveUploadedFile } from '../media/storage';
import { displayName, readUploadForm, type UploadedFile } from '../media/upload-form';

/** The objects that take photos today (the other content types get theirs with their own issues). */
const PHOTO_CONTENT_TYPES: readonly ImageContentType[] = ['hotel', 'service'];

/**
 * Texts of the upload's own field errors; the file's are shared with objects' images. The form's fields are
 * answered in Django's Russian (server/http/field-texts.ts).
 */
export const uploadMessages = {
  noFile: imageFileMessages.noFile,
  emptyFile: imageFileMessages.emptyFile,
  oneFile: imageFileMessages.oneFile,
  notAnImage: imageFileMessages.notAnImage,
  tooLarge: imageFileMessages.tooLarge,
  foreignHotel: 'Фотографии можно загружать только для активного отеля.',
  foreignService: 'Услуга не найдена в этом отеле.',
} as const;

function contentTypeOf(raw: string | undefined): ImageContentType | null {
  return PHOTO_CONTENT_TYPES.find((type) => type === raw) ?? null;
}

/** The form's field messages: the dashboard's Russian ones, Django's for a choice (a form's ChoiceField). */
const UPLOAD_FIELD_TEXTS: FieldTexts = { ...FIELD_TEXT_RU, invalidChoice: FIELD_TEXT_RU.selectValidChoice };

interface ValidUpload extends ImageUpload {
  contentType: ImageContentType;
  objectId: number;
}

/**
 * DRF-style validation of the upload form: every field's problems at once; the object is looked up only when
 * the fields themselves are valid (a serializer's `validate()` after its fields).
 */
async function validateUpload(
  app: FastifyInstance,
  hotelId: number,
  fields: Record<string, string>,
  files: UploadedFile[],
): Promise<ValidUpload> {
  // The spec's form names it `objectID`; snake_case `object_id` arrives camelized as `objectId`.
  const form = Fields.fromText({ ...fields, objectId: fields.objectId ?? fields.objectID }, UPLOAD_FIELD_TEXTS);
  const contentType = form.choice('contentType', PHOTO_CONTENT_TYPES, { required: true });
  const objectId = form.integer('objectId', { required: true });

  const upload = checkImageFile(files, 'file', app.config.imageMaxBytes);
  if (!upload) form.add('file', uploadMessages.noFile);
  else if ('error' in upload) form.add('file', upload.error);

  if (!form.valid || contentType === undefined || objectId === undefined || !upload || 'error' in upload) {
    throw form.error();
  }
  if (!(await objectInHotel(app.db, hotelId, contentType, objectId))) {
    throw validationError({
      objectId: [contentType === 'hotel' ? uploadMessages.foreignHotel : uploadMessages.foreignService],
    });
  }
  return { contentType, objectId, ...upload };
}

async function imagePage(app: FastifyInstance, request: FastifyRequest) {
  const params = request.params as { type?: string; id?: string };
  const contentType = contentTypeOf(params.type);
  const objectId = pathId(request);
  const hotelId = activeHotel(request).id;
  if (!contentType || !(await objectInHotel(app.db, hotelId, contentType, objectId))) throw notFound();
  const where = and(eq(images.contentType, contentType), eq(images.objectId, objectId), eq(images.hotelId, hotelId));
  const [total] = await app.db.select({ value: count() }).from(images).where(where);
  return paginate(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await app.db
      .select()
      .from(images)
      .where(where)
      .orderBy(...IMAGE_ORDER)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toImageResponse(row, (name) => mediaUrl(request, name)));
  });
}

/** Registers the image list, upload, delete, set_main and `GET /media/<name>`. */
export function imageRoutes(app: FastifyInstance): void {
  app.get('/images/:type/:id/', { preHandler: requireHotel }, (request) => imagePage(app, request));

  app.post('/dashboard/images/upload/', { preHandler: requireHotel }, async (request, reply) => {
    const hotelId = activeHotel(request).id;
    const form = await readUploadForm(request, { maxBytes: app.config.imageMaxBytes });
    const { contentType, objectId, file, image } = await validateUpload(app, hotelId, form.fields, form.files);
    const fileName = await saveUploadedFile(app.config, file.path, image.extension);
    try {
      const row = await addImage(app.db, {
        hotelId,
        contentType,
        objectId,
        fileName,
        originalName: displayName(file.filename),
        size: file.size,
        image,
      });
      return await reply.code(201).send(toImageResponse(row, (name) => mediaUrl(request, name)));
    } catch (error) {
      await removeMediaFile(app.config, fileName);
      throw error;
    }
  });

  app.delete('/dashboard/images/:id/', { preHandler: requireHotel }, async (request, reply) => {
    const deleted = await deleteImage(app.db, activeHotel(request).id, pathId(request));
    if (!deleted) throw notFound();
    // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
    await removeMediaFile(app.config, deleted.fileName).catch((error: unknown) =>
      app.logger.error(`could not remove media file ${deleted.fileName}`, error),
    );
    return reply.code(204).send();
  });

  app.post('/dashboard/images/:id/set_main/', { preHandler: requireHotel }, async (request) => {
    const row = await setMainImage(app.db, activeHotel(request).id, pathId(request));
    if (!row) throw notFound();
    return toImageResponse(row, (name) => mediaUrl(request, name));
  });

  app.get('/media/:name', (request, reply) =>
    sendMediaFile(app, request, reply, (request.params as { name: string }).name),
  );
}
