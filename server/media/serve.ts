/**
 * `GET /media/<name>`: the stored files, as a web server would serve a Django MEDIA_ROOT. No authentication —
 * `<img>` cannot send a bearer token, and the names are random and unguessable. Each answer carries the type of
 * the file's (server-chosen) extension with `nosniff`, so a file is only ever shown as the image it was checked
 * to be, and a far-future cache: a name never gets other content.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { demoPhoto, isDemoPhotoName } from '../seed/photos';
import { images } from './schema';
import { mediaPath, mediaTypeOf, writeMediaFile } from './storage';

const ONE_YEAR = 365 * 24 * 60 * 60;

async function fileInfo(file: string) {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/**
 * A demo photo of the seed whose file is not on disk yet (server/seed/photos.ts): painted and stored now, as long
 * as an image row still refers to it (a deleted demo photo stays deleted).
 */
async function restoreDemoPhoto(app: FastifyInstance, name: string): Promise<boolean> {
  if (!isDemoPhotoName(name)) return false;
  const [row] = await app.db.select({ id: images.id }).from(images).where(eq(images.fileName, name)).limit(1);
  const photo = row ? demoPhoto(name) : null;
  if (!photo) return false;
  await writeMediaFile(app.config, name, photo.bytes);
  return true;
}

/** Answers one media file (or DRF's 404), with `ETag` revalidation for clients that ignore `immutable`. */
export async function sendMediaFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): Promise<FastifyReply> {
  const type = mediaTypeOf(name);
  const file = mediaPath(app.config, name);
  if (!type || !file) throw notFound();
  let info = await fileInfo(file);
  if (!info && (await restoreDemoPhoto(app, name))) info = await fileInfo(file);
  if (!info) throw notFound();

  const etag = `"${info.size.toString(16)}-${name}"`;
  reply
    .header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`)
    .header('ETag', etag)
    .header('Last-Modified', info.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    // Opened on its own, a file is still just an image: no scripts, no plugins, no same-origin rights.
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).header('Content-Length', info.size).send(createReadStream(file));
}
