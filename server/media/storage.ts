/**
 * Uploaded files on disk, in `<DATA_DIR>/media`: outside the code the server runs and outside any folder served
 * as a whole. Files get random names (the uploader's name is kept in the database for display only), so a name
 * can neither traverse paths nor collide, and a file never changes under its name — which lets `/media/` cache
 * it for good.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { type ImageMimeType, MIME_BY_EXTENSION, type SniffedImage } from './sniff';

/** A name the media folder can hold: letters, digits, `-` and `_`, and one of the image extensions. */
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,90}\.(jpg|png|webp|gif)$/;

/** The folder of uploaded files. */
export function mediaDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** The Content-Type of a stored file by its (server-chosen) extension, or null for a name the folder cannot hold. */
export function mediaTypeOf(name: string): ImageMimeType | null {
  const match = MEDIA_NAME.exec(name);
  return match ? MIME_BY_EXTENSION[match[1] as SniffedImage['extension']] : null;
}

/** The path of a stored file, or null when the name is not one {@link saveUploadedFile} or {@link writeMediaFile} could have made. */
export function mediaPath(config: Pick<ServerConfig, 'dataDir'>, name: string): string | null {
  return mediaTypeOf(name) === null ? null : path.join(mediaDir(config), name);
}

/**
 * Writes a file under `name` (atomically: a half-written file is never visible under its final name) and
 * returns the name.
 */
export async function writeMediaFile(
  config: Pick<ServerConfig, 'dataDir'>,
  name: string,
  bytes: Buffer,
): Promise<string> {
  const target = mediaPath(config, name);
  if (!target) throw new Error(`not a media file name: ${name}`);
  await mkdir(mediaDir(config), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes, { mode: 0o644 });
  await rename(temporary, target);
  return name;
}

/**
 * Moves an upload streamed to disk (media/upload-form.ts) into the media folder under a new random name with the
 * extension of its detected type; returns the name. A rename on one file system: atomic, nothing copied.
 */
export async function saveUploadedFile(
  config: Pick<ServerConfig, 'dataDir'>,
  uploaded: string,
  extension: SniffedImage['extension'],
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(mediaDir(config), { recursive: true });
  await rename(uploaded, path.join(mediaDir(config), name));
  return name;
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeMediaFile(config: Pick<ServerConfig, 'dataDir'>, name: string): Promise<void> {
  const target = mediaPath(config, name);
  if (target) await rm(target, { force: true });
}

/** The absolute URL a stored file is served at, on the host the request came to (like DRF's `build_absolute_uri`). */
export function mediaUrl(request: FastifyRequest, name: string): string {
  return `${request.protocol}://${request.host}/media/${encodeURIComponent(name)}`;
}
