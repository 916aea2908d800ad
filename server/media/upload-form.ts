/**
 * Reads an upload request — `multipart/form-data` as browsers send a FormData, or a JSON/urlencoded body without
 * a file — into text fields and files, as DRF's parsers hand a serializer `request.data`. Field names are
 * camelized like every request key (`object_id` → `objectId`).
 *
 * Limits never end in Fastify's 413 or a 500: a file over the size limit is read to its end by busboy (which
 * drops the excess), so the request is consumed and the route can answer DRF's 400 on the `file` field; any
 * other malformed or oversized form is a 400 `{"detail": "Multipart form parse error - …"}`, DRF's ParseError.
 *
 * Files are streamed to disk as they arrive (`<DATA_DIR>/upload-tmp`, on the media folder's file system so a kept
 * upload is renamed into place, never copied); only the first {@link HEAD_BYTES} of each stay in memory, for
 * recognising the image. Whatever a request left there is removed before its answer is sent
 * ({@link installUploadCleanup}), so a refused upload leaves no file behind.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { snakeToCamel } from '../http/case';
import { HttpError, validationError } from '../http/errors';
import { NULL_CHARACTERS_MESSAGE } from '../http/input';
import { type SniffedImage, sniffImage } from './sniff';

export interface UploadedFile {
  /** The field the file came in (camelized). */
  field: string;
  /** The name the browser sent, as it was (use {@link displayName} before showing or storing it). */
  filename: string;
  /** Where the file was streamed to; removed once the answer is sent unless the route moved it into the media folder. */
  path: string;
  /** Its size in bytes (at most `maxBytes`: the excess of a larger file is dropped). */
  size: number;
  /** What image its bytes are, or null when they are none (read from the file's start). */
  image: SniffedImage | null;
  /** True when the file was larger than `maxBytes`; the file on disk then holds only the start of it. */
  tooLarge: boolean;
}

/** How much of each file's start is kept in memory to recognise the image: every header but a JPEG's fits. */
export const HEAD_BYTES = 256 * 1024;

/** The folder uploads are streamed to while their request runs. */
export function uploadDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'upload-tmp');
}

/** The files each running request has streamed to disk, for {@link installUploadCleanup}. */
const pendingFiles = new WeakMap<FastifyRequest, string[]>();

async function removePendingFiles(request: FastifyRequest): Promise<void> {
  const files = pendingFiles.get(request);
  if (!files) return;
  pendingFiles.delete(request);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * Removes the upload files a request left (a refused or failed upload; a kept one was moved away) before its answer
 * goes out, and when the client goes away mid-request.
 */
export function installUploadCleanup(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => removePendingFiles(request));
  app.addHook('onRequestAbort', async (request) => removePendingFiles(request));
  app.addHook('onResponse', async (request) => removePendingFiles(request));
}

/**
 * What image a streamed file is. A JPEG keeps its size in a frame header that may come after large metadata
 * segments: only when the start in memory ends before it is the file read whole (at most `maxBytes`).
 */
async function sniffStreamed(head: Buffer, size: number, file: string): Promise<SniffedImage | null> {
  const image = sniffImage(head);
  if (image || size <= head.length || !(head[0] === 0xff && head[1] === 0xd8)) return image;
  return sniffImage(await readFile(file));
}

/** Streams one file part to a new file in the upload folder, keeping its first bytes. */
async function streamToDisk(
  request: FastifyRequest,
  source: NodeJS.ReadableStream,
): Promise<{ path: string; size: number; head: Buffer }> {
  const folder = uploadDir(request.server.config);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${randomBytes(16).toString('hex')}.part`);
  const pending = pendingFiles.get(request) ?? [];
  pending.push(file);
  pendingFiles.set(request, pending);
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  await pipeline(
    source,
    async function* count(chunks: AsyncIterable<unknown>) {
      for await (const item of chunks) {
        const chunk = item as Buffer;
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          const part = chunk.subarray(0, HEAD_BYTES - headLength);
          head.push(part);
          headLength += part.length;
        }
        yield chunk;
      }
    },
    createWriteStream(file, { mode: 0o644 }),
  );
  return { path: file, size, head: Buffer.concat(head) };
}

export interface UploadForm {
  /** The first value of each text field. A JSON `null` arrives as "", as a multipart form sends an empty field. */
  fields: Record<string, string>;
  /**
   * Every value of each text field, in order: a repeated multipart field (`phones=…&phones=…`) or a JSON list of
   * numbers and strings. A field that came once is a list of one.
   */
  lists: Record<string, string[]>;
  files: UploadedFile[];
}

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** How many files a form may carry before it is refused as malformed (the route decides how many it wants). */
  maxFiles?: number;
  /** The longest text field, in bytes (default 16 KiB); a longer one is refused as malformed, never cut short. */
  maxFieldBytes?: number;
}

/** DRF's ParseError text for a form it cannot read. */
function parseError(message: string): HttpError {
  return new HttpError(400, { detail: `Multipart form parse error - ${message}` });
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name fit to show and store: no folders (old browsers send a full path), no control characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
}

/** Reads the request's fields and files within the limits (see the module comment for what each limit does). */
export async function readUploadForm(request: FastifyRequest, limits: UploadLimits): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, lists: {}, files: [] };
  if (!request.isMultipart()) {
    // JSON or urlencoded: already parsed (and camelized); a file cannot come this way.
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        const text = textOf(value);
        if (text !== undefined) {
          form.fields[name] = text;
          form.lists[name] = [text];
        } else if (Array.isArray(value)) {
          const items = value.map(textOf);
          // A list holding objects or lists is not a list of text fields: left out, as an unknown key.
          if (items.every((item) => item !== undefined)) form.lists[name] = items;
        }
      }
    }
    return form;
  }
  const maxFieldBytes = limits.maxFieldBytes ?? 16 * 1024;
  let truncated: string | undefined;

  try {
    const options: FastifyMultipartBaseOptions = {
      limits: {
        fileSize: limits.maxBytes,
        files: limits.maxFiles ?? 5,
        fields: 20,
        parts: 30,
        fieldSize: maxFieldBytes,
      },
      // Oversized files are reported by the route on their field, so busboy only truncates them.
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      const field = snakeToCamel(part.fieldname);
      if (part.type === 'file') {
        const stored = await streamToDisk(request, part.file);
        const tooLarge = part.file.truncated;
        form.files.push({
          field,
          filename: part.filename ?? '',
          path: stored.path,
          size: stored.size,
          image: tooLarge || stored.size === 0 ? null : await sniffStreamed(stored.head, stored.size, stored.path),
          tooLarge,
        });
      } else {
        // busboy cuts an over-long value short; a cut text must not be saved as if it were the whole (refused
        // once the whole request is read, so the answer is not sent over an unread body).
        if (part.valueTruncated) truncated ??= part.fieldname;
        const text = textOf(part.value) ?? '';
        if (!(field in form.fields)) form.fields[field] = text;
        (form.lists[field] ??= []).push(text);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw parseError(`more than ${limits.maxFiles ?? 5} files`);
    throw parseError((error as Error).message || 'malformed form');
  }
  if (truncated !== undefined) throw parseError(`field "${truncated}" is longer than ${maxFieldBytes} bytes`);
  // Postgres keeps no NUL in text: DRF's CharField refuses it on the field (the JSON and urlencoded bodies are
  // checked before any route runs).
  const withNul = Object.keys(form.lists).filter(
    (name) => name.includes('\u0000') || form.lists[name]!.some((value) => value.includes('\u0000')),
  );
  if (withNul.length > 0)
    throw validationError(Object.fromEntries(withNul.map((name) => [name, [NULL_CHARACTERS_MESSAGE]])));
  return form;
}
