/**
 * Errors with DRF's status codes and bodies (ARCHITECTURE.md, "Behaviour to reproduce exactly"). Routes throw
 * {@link HttpError}; the error handler installed by {@link installErrorHandling} also translates Fastify's own
 * errors (body too large, bad JSON, unsupported media type, rate limit) and unknown routes (404 / 405).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import { camelizeKeys } from './case';
import { prefersRussian, russianBody } from './locale';

export type ErrorBody = Record<string, unknown>;

/** A response that ends the request with a DRF-shaped body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** DRF's `{"field": ["message"], "nonFieldErrors": [...]}` answer (400; camelCase on the wire, see sendError). */
export function validationError(fields: Record<string, string[]>): HttpError {
  return new HttpError(400, fields);
}

/** DRF's NotFound (404), e.g. for an object that is not among the user's. */
export function notFound(detail = 'Not found.'): HttpError {
  return new HttpError(404, { detail });
}

/** DRF's PermissionDenied (403). */
export function permissionDenied(detail = 'You do not have permission to perform this action.'): HttpError {
  return new HttpError(403, { detail });
}

/**
 * A 409: the request lost a race against another change of the same object (e.g. an order someone else took
 * first). `extra` carries what the client needs to show the winner's state without another request.
 */
export function conflict(detail: string, extra: ErrorBody = {}): HttpError {
  return new HttpError(409, { detail, code: 'conflict', ...extra });
}

/**
 * A 401 as DRF sends it: with `WWW-Authenticate` (DRF adds the header whenever the authenticator names one, and
 * SimpleJWT's does: `Bearer realm="api"`).
 */
export function unauthorized(body: ErrorBody): HttpError {
  return new HttpError(401, body, { 'WWW-Authenticate': 'Bearer realm="api"' });
}

/**
 * Writes the error. Its keys go out camelCase whatever a route wrote, as the real backend's camel-case renderer
 * does to every answer (`non_field_errors` → `nonFieldErrors`, a query parameter's `virtual_category` →
 * `virtualCategory`, SimpleJWT's `token_class` → `tokenClass`): contract/contract.test.ts compares them with a
 * real Django REST framework app.
 */
function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const camel = camelizeKeys<ErrorBody>(error.body);
  const body = prefersRussian(reply.request.headers['accept-language']) ? russianBody(camel) : camel;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Turns whatever a route, hook or plugin threw into the DRF answer. */
function toHttpError(error: FastifyError | HttpError | Error, request: FastifyRequest): HttpError | null {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, { detail: 'Request body is too large.' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, {
        detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, { detail: `JSON parse error - ${error.message}` });
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(status, { detail: error.message });
  return null;
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, which skip every hook (CORS included). A path segment
 * longer than the router reads cannot name anything, so it is DRF's 404; a URL that is not valid percent-encoding
 * is a 400. Both with the CORS headers an allowed origin gets on every other answer, so the browser can read them.
 */
export function routerErrorHandler(
  config: Pick<ServerConfig, 'corsOrigins'>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    // As app.ts registers @fastify/cors: the listed origins with credentials, `*` any origin without them.
    const origin = request.headers.origin;
    if (config.corsOrigins === '*') {
      reply.header('Access-Control-Allow-Origin', '*');
    } else if (origin && config.corsOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Vary', 'Origin');
    }
    if (origin) reply.header('Access-Control-Expose-Headers', 'Retry-After, Content-Disposition, Allow');
    const httpError =
      error.code === 'FST_ERR_BAD_URL'
        ? new HttpError(400, { detail: 'Malformed URL: invalid percent-encoding.' })
        : notFound();
    void sendError(reply, httpError);
  };
}

/** Keeps the method patterns of every route, so an unknown method on a known path answers 405, not 404. */
function routeTable(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url.endsWith('/*')) return; // CORS preflight catch-all
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
    const source = route.url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}$`), methods });
  });
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
}

/**
 * Installs the error handler and the not-found handler. Must run before routes are added (it records them).
 * Errors of 500 and up are logged; the client gets DRF's generic APIException text, never a stack.
 */
export function installErrorHandling(app: FastifyInstance, logger: Logger): void {
  const allowedMethods = routeTable(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const httpError = toHttpError(error, request);
    if (httpError) return sendError(reply, httpError);
    logger.error(`${request.method} ${request.url} failed`, error);
    return sendError(reply, new HttpError(500, { detail: 'A server error occurred.' }));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const methods = allowedMethods(path);
    if (methods.length > 0) {
      const allow = [...new Set([...methods, 'OPTIONS'])].join(', ');
      return sendError(
        reply,
        new HttpError(405, { detail: `Method "${request.method}" not allowed.` }, { Allow: allow }),
      );
    }
    return sendError(reply, notFound());
  });
}
