import * as v from 'valibot';
import { reportError } from '@/lib/sentry';
import { type ApiError, abortedApiError, type MalformedDetails, malformedApiError } from './errors';

/*
 * Reading an answer at the edge (ARCHITECTURE rule 3): a 2xx body is JSON validated with the fetcher's valibot
 * schema, and an unusable one is one `malformed` ApiError naming the failing key, reported once. Free of ky: the
 * fetch transport (client.ts) and the upload (upload.ts) read their answers here alike.
 */

/** A valibot schema of an answer, synchronous or not. */
export type Schema = v.GenericSchema | v.GenericSchemaAsync;

/** The call's path without its query, with ids kept: what a report and the screen name. */
export function pathOf(path: string): string {
  return `/${path.replace(/^\/+/, '').split('?')[0]}`;
}

/** Path + key already reported in this page's life: a query's retries of one bad answer report it once. */
const reportedMalformed = new Set<string>();

/**
 * The `malformed` ApiError of an unusable 2xx answer, reported to Sentry (outside `local`) with the path and the
 * failing key as tags, once per path and key.
 */
function malformed(status: number, details: MalformedDetails, cause?: unknown): ApiError {
  const error = malformedApiError(status, details, cause);
  const fingerprint = `${details.path} ${details.key ?? ''}`;
  if (!reportedMalformed.has(fingerprint)) {
    reportedMalformed.add(fingerprint);
    reportError(error, { 'api.path': details.path, 'api.key': details.key ?? '(body)' });
  }
  return error;
}

/** Whether a failed check concerns a value that is not there at all (rather than one of the wrong form). */
function isMissing(issue: v.BaseIssue<unknown>): boolean {
  return issue.input === undefined || issue.input === null;
}

/** A JSON body (null when empty) validated with `schema`; anything else is a `malformed` ApiError naming the key. */
export async function parseBody(path: string, status: number, text: string, schema: Schema): Promise<unknown> {
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch (error) {
    throw malformed(status, { path: pathOf(path), key: null, missing: false }, error);
  }
  const result = await v.safeParseAsync(schema, data);
  if (!result.success) {
    const [issue] = result.issues;
    const key = v.getDotPath(issue);
    throw malformed(
      status,
      { path: pathOf(path), key: key === '' ? null : key, missing: isMissing(issue) },
      new v.ValiError(result.issues),
    );
  }
  return result.output;
}

/** The body of a 2xx `response` to `path`, validated with `schema`; a body that cannot be read is `malformed` too. */
export async function parseResponse(path: string, response: Response, schema: Schema): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw malformed(response.status, { path: pathOf(path), key: null, missing: false }, error);
  }
  return parseBody(path, response.status, text, schema);
}

/** Items a long list validates between two turns of the browser (`parseItemsInSlices`). */
const ITEMS_PER_SLICE = 100;

/** Gives the browser a turn (input, rendering): `scheduler.yield()` where the browser has it, else a macrotask. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The items of a long list (a page of 999 orders) validated with `item` in slices of {@link ITEMS_PER_SLICE},
 * yielding to the browser between slices, so that no single task validates the whole list
 * (docs/decisions/191-first-paint-and-the-desk.md). A fetcher gets the list with a shallow schema
 * (`listOf(v.unknown())`) and passes its items here. The first unusable item fails like the whole schema
 * would have in `get`: the same `malformed` ApiError naming `<key>.<index>.<field>`, reported the same way.
 */
export async function parseItemsInSlices<S extends v.GenericSchema>(
  path: string,
  items: readonly unknown[],
  item: S,
  options: { key?: string; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>[]> {
  const key = options.key ?? 'results';
  const output: v.InferOutput<S>[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_SLICE) {
    if (start > 0) {
      await yieldToBrowser();
      if (options.signal?.aborted) throw abortedApiError(options.signal.reason);
    }
    const end = Math.min(start + ITEMS_PER_SLICE, items.length);
    for (let index = start; index < end; index += 1) {
      const result = v.safeParse(item, items[index]);
      if (!result.success) {
        const [issue] = result.issues;
        const inner = v.getDotPath(issue);
        throw malformed(
          200,
          {
            path: pathOf(path),
            key: inner === '' ? `${key}.${index}` : `${key}.${index}.${inner}`,
            missing: isMissing(issue),
          },
          new v.ValiError(result.issues),
        );
      }
      output.push(result.output);
    }
  }
  return output;
}
