import { abortedApiError, apiErrorFromResponse, networkApiError } from './errors';
import { parseBody, type Schema } from './parse';
import { joinUrl, sessionHeaders } from './request';
import type { TokenRefresh } from './token-refresh';
import { commonHeaders } from './transport';

/*
 * The upload with progress of the authenticated client (client.ts `http.upload`): a multipart `POST` through
 * XMLHttpRequest, with the fetch calls' address, headers, refresh and errors.
 *
 * Why XMLHttpRequest: fetch reports upload progress only for a streamed request body, and browsers stream
 * request bodies only over HTTP/2 (Chrome refuses them on HTTP/1.1 with ERR_H2_OR_QUIC_REQUIRED), while
 * `xhr.upload` reports progress on every connection.
 */

/** Options of an upload (client.ts `AuthenticatedClient.upload`). */
export interface UploadOptions {
  /** The multipart form, sent as it is (the browser writes the boundary). */
  body: FormData;
  signal?: AbortSignal;
  /** The share of the body sent so far, 0–1, as the browser reports it; last called with 1 once the upload succeeded. */
  onProgress?: (fraction: number) => void;
}

/** What an XMLHttpRequest got back. */
interface XhrResponse {
  status: number;
  statusText: string;
  text: string;
  contentType: string | null;
}

/** An error body as ky's HTTPError.data has it: JSON by Content-Type, else the text; undefined when empty or unparsable. */
function errorData({ text, contentType }: XhrResponse): unknown {
  if (text === '') return undefined;
  if (!contentType || !/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One `POST` through XMLHttpRequest. Resolves with any response that arrived; rejects only with the `network` or
 * `aborted` ApiError. `xhr.upload` progress events become fractions.
 */
function postXhr(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  signal: AbortSignal | undefined,
  onProgress: (fraction: number) => void,
): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedApiError(signal.reason));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', abort);
      settle();
    };
    xhr.open('POST', url);
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () =>
      finish(() =>
        xhr.status === 0
          ? reject(networkApiError())
          : resolve({
              status: xhr.status,
              statusText: xhr.statusText,
              text: xhr.responseText,
              contentType: xhr.getResponseHeader('Content-Type'),
            }),
      ),
    );
    xhr.addEventListener('error', () => finish(() => reject(networkApiError())));
    xhr.addEventListener('abort', () => finish(() => reject(abortedApiError(signal?.reason))));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

/**
 * `POST path` under `apiUrl` with a multipart body, reporting progress; a 401 is refreshed and sent once more
 * through `withFreshToken` (progress then starts over); a 2xx body validated with `schema`, failures as ApiError.
 */
export async function upload(
  apiUrl: string,
  withFreshToken: TokenRefresh['withFreshToken'],
  path: string,
  schema: Schema,
  { body, signal, onProgress }: UploadOptions,
): Promise<unknown> {
  const response = await withFreshToken(async () => {
    // A resend after a refresh starts the progress over.
    let reported = -1;
    const report = (fraction: number) => {
      reported = fraction;
      onProgress?.(fraction);
    };
    const answer = await postXhr(
      joinUrl(apiUrl, path),
      { ...commonHeaders('POST'), ...sessionHeaders() },
      body,
      signal,
      report,
    );
    if (answer.status < 200 || answer.status > 299) throw apiErrorFromResponse(answer, errorData(answer));
    // Browsers may end the progress events a little short of the total (or, without a length, send none).
    if (reported !== 1) report(1);
    return answer;
  });
  return parseBody(path, response.status, response.text, schema);
}
