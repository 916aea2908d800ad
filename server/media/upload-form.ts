/**
 * Reads an upload request — `multipart/form-data` as browsers send a FormData, or a JSON/urlencoded body without
 * a file — into text fields and files, as DRF's parsers hand a serializer `request.data`. Field names are
 * camelized like every request key (`object_id` → `objectId`).
 *
 * Limits never end in Fastify's 413 or a 500: a file over the size limit is read to its end by busboy (which
 * drops the excess), so the request is consumed and the route can answer DRF's 400 on the `file` field; any
 * other malformed or oversized form is a 400 `{"detail": "Multipart form parse error - …"}`, DRF's ParseError.
 */
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { snakeToCamel } from '../http/case';
import { HttpError } from '../http/errors';

export interface UploadedFile {
  /** The field the file came in (camelized). */
  field: string;
  /** The name the browser sent, as it was (use {@link displayName} before showing or storing it). */
  filename: string;
  bytes: Buffer;
  /** True when the file was larger than `maxBytes`; `bytes` then holds only the start of it. */
  tooLarge: boolean;
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
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        form.files.push({
          field,
          filename: part.filename ?? '',
          bytes: Buffer.concat(chunks),
          tooLarge: part.file.truncated,
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
  return form;
}
