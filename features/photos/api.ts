import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { count, listOf, PAGE_ALL, text, withFileUrl } from '@/lib/http/schemas';

/**
 * Fetchers of the photo manager (docs/CONTRACTS.md, «Images»): an object's photos, uploading one file, deleting
 * a photo and choosing the main one. Every response is validated here.
 */

/** Objects that have photos today. */
export type PhotoContentType = 'hotel' | 'service';

/**
 * A photo needs its id, its file's address and whether it is the main one (the state «Сделать главным» changes);
 * the address is read under `url` or the model field's own name (`image`, `file`: an ImageField of a plain
 * ModelSerializer), relative ones against the API. The name, the pixel size and the file size are shown only when
 * given. Other keys (contentType, objectId, mimeType, createdAt) are not read.
 */
const imageSchema = withFileUrl({
  id: v.number(),
  isMain: v.boolean(),
  originalName: text(),
  size: count(),
  width: count(),
  height: count(),
});
export type Photo = v.InferOutput<typeof imageSchema>;

/** `GET /images/{type}/{id}/` — every photo of the object on one page (SPEC §9: page size 999), main first. */
export async function fetchPhotos(
  contentType: PhotoContentType,
  objectId: number,
  signal?: AbortSignal,
): Promise<Photo[]> {
  const page = await http.get(`/images/${contentType}/${objectId}/`, listOf(imageSchema), {
    signal,
    searchParams: PAGE_ALL,
  });
  return page.results;
}

/** Progress of one upload, 0–1. */
export type UploadProgress = (fraction: number) => void;

function uploadForm(contentType: PhotoContentType, objectId: number, file: File): FormData {
  const form = new FormData();
  form.append('contentType', contentType);
  // The spec's form names it `objectID`; a camelCase parser (djangorestframework-camel-case) reads that as
  // `object_i_d`, so the key is also sent as `objectId`, which it reads as `object_id`. A serializer ignores the
  // spelling it does not declare.
  form.append('objectID', String(objectId));
  form.append('objectId', String(objectId));
  form.append('file', file, file.name);
  return form;
}

/**
 * `POST /dashboard/images/upload/` (multipart `contentType`, `objectID`, `file`) → 201 with the photo. One file per
 * request. A refused file is an ApiError whose `fieldErrors.file` holds the server's message. `onProgress` is
 * called while the body is sent, and with 1 once the photo is saved.
 */
export function uploadPhoto(
  { contentType, objectId, file }: { contentType: PhotoContentType; objectId: number; file: File },
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<Photo> {
  return http.upload('/dashboard/images/upload/', imageSchema, {
    body: uploadForm(contentType, objectId, file),
    signal,
    onProgress,
  });
}

/** `DELETE /dashboard/images/{id}/` → 204. The server makes the next photo main when the main one goes. */
export function deletePhoto(id: number): Promise<undefined> {
  return http.delete(`/dashboard/images/${id}/`, null);
}

/** `POST /dashboard/images/{id}/set_main/` → the photo, now the only main one of its object. */
export function setMainPhoto(id: number): Promise<Photo> {
  return http.post(`/dashboard/images/${id}/set_main/`, imageSchema);
}
