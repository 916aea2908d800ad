/**
 * The reference backend as a Fastify instance: the Django REST framework contract of the real hotel backend
 * (ARCHITECTURE.md, docs/CONTRACTS.md) on a real database. `main.ts` serves it; `testing/server.ts` starts one per test
 * file on a fresh in-memory database.
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { camelizeKeys } from './http/case';
import { HttpError, installErrorHandling, routerErrorHandler } from './http/errors';
import {
  jsonNestsDeeperThan,
  MAX_HEADER_BYTES,
  MAX_JSON_DEPTH,
  refuseLongUrl,
  refuseNulCharacters,
} from './http/input';
import { throttled } from './http/throttle';
import { LiveHub } from './live/hub';
import { closeLiveSockets, liveRoutes } from './live/socket';
import { createLogger, type Logger } from './log';
import { installUploadCleanup } from './media/upload-form';
import { collectRouteKeys, installMinimalProfile } from './minimal';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { contentRoutes } from './routes/content';
import { devRoutes, FAULT_SCOPE_HEADER } from './routes/dev';
import { dictionaryRoutes } from './routes/dictionaries';
import { facilityRoutes } from './routes/facilities';
import { hotelRoutes } from './routes/hotels';
import { imageRoutes } from './routes/images';
import { menuRoutes } from './routes/menus';
import { messageRoutes } from './routes/messages';
import { promoRoutes } from './routes/promo';
import { serviceOrderRoutes } from './routes/service-orders';
import { serviceRoutes } from './routes/services';
import { stayRoutes } from './routes/stays';
import { structureRoutes } from './routes/structure';
import { userRoutes } from './routes/users';
import { virtualCategoryRoutes } from './routes/virtual-categories';
import { createTranslationProvider } from './translation/select-provider';

/** Request headers the dashboard sends cross-origin (SPEC §7, §9). */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Accept-Language',
  'Managed-Hotel',
  'X-XSRF-TOKEN',
  'Content-Type',
  'Accept',
];

export interface BuildOptions {
  /** An open, migrated database to use (and close with the app). Default: open the configured one and migrate. */
  database?: DatabaseHandle;
  logger?: Logger;
}

function installBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  // An empty JSON body is an empty object, as DRF reads it (then "This field is required." per field).
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    // Checked before parsing: nothing downstream (camelizeKeys, the validators) recurses deeper than this.
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const reason = `Nesting deeper than ${MAX_JSON_DEPTH} levels is not allowed.`;
      return done(new HttpError(400, { detail: `JSON parse error - ${reason}` }), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` }), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * Builds the app on the given database (or opens and migrates the configured one). Not listening yet: call
 * `listen` (main.ts, testing/server.ts) or `inject`. Closing the app closes the database.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger(config.logLevel);
  let database = options.database;
  if (!database) {
    database = await openDatabase(config);
    await migrate(database);
  }
  const handle = database;

  const app = Fastify({
    // URLs the router cannot read (bad percent-encoding, an over-long path segment) answer in DRF's shape too.
    frameworkErrors: routerErrorHandler(config),
    logger: false,
    bodyLimit: config.bodyLimit,
    forceCloseConnections: true,
    return503OnClosing: false,
    // Slow or silent clients are dropped (docs/CONTRACTS.md, «Timeouts»): headers within `headersTimeout`, the whole
    // request within `requestTimeout`, no connection idle beyond `connectionTimeout`. Node checks the first two
    // every `connectionsCheckingInterval`, hence a fraction of the headers timeout rather than its 30 s default.
    connectionTimeout: config.connectionTimeout,
    keepAliveTimeout: config.keepAliveTimeout,
    requestTimeout: config.requestTimeout,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: config.headersTimeout,
      requestTimeout: config.requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(config.headersTimeout / 4))),
    },
  });
  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.decorate('logger', logger);
  app.decorate('live', new LiveHub((error) => logger.error('a live event listener failed', error)));
  app.decorate('translator', createTranslationProvider(config));
  app.decorateRequest('user', null);
  app.decorateRequest('hotel', null);
  app.addHook('onClose', async () => handle.close());

  collectRouteKeys(app);
  installErrorHandling(app, logger);
  if (config.apiProfile === 'minimal') installMinimalProfile(app);
  installBodyParsers(app, config.bodyLimit);

  // The configured dashboard origins, with credentials; `*` any origin, never with credentials (decision 194).
  const anyOrigin = config.corsOrigins === '*';
  await app.register(cors, {
    origin: anyOrigin ? '*' : config.corsOrigins,
    credentials: !anyOrigin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // The fault switches' scope header is allowed only where the switches exist (routes/dev.ts).
    allowedHeaders: config.devEndpoints ? [...CORS_ALLOWED_HEADERS, FAULT_SCOPE_HEADER] : CORS_ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'Allow'],
    maxAge: 86_400,
    strictPreflight: false,
  });
  // After CORS, so the 414 of an over-long URL carries its headers (a preflight is answered before this).
  app.addHook('onRequest', async (request) => refuseLongUrl(request.url));
  // JSON answers are compressed as the real backend's front server does (a 999-order list is ~300 KB of JSON,
  // ~30 KB gzip): brotli at a quality cheap enough per request, gzip for the rest; only above 1 KiB.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => throttled(context.ttl),
  });

  // multipart/form-data (photo uploads); routes read the parts themselves, with their own limits (routes/images.ts).
  await app.register(multipart, { limits: { fileSize: config.imageMaxBytes } });
  // Files are streamed to disk; whatever a request leaves there is removed before its answer.
  installUploadCleanup(app);

  // The dashboard's live feed; clients send nothing but control frames, hence the small payload limit.
  await app.register(websocket, { options: { maxPayload: 4096 }, preClose: closeLiveSockets });

  app.addHook('preValidation', async (request) => {
    refuseNulCharacters(request.body, request.query);
    if (request.body !== undefined) request.body = camelizeKeys(request.body);
  });
  if (config.logLevel === 'debug') {
    app.addHook('onResponse', async (request, reply) => {
      logger.debug(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`);
    });
  }

  if (config.devEndpoints) devRoutes(app);
  authRoutes(app);
  userRoutes(app);
  dictionaryRoutes(app);
  hotelRoutes(app);
  facilityRoutes(app);
  stayRoutes(app);
  serviceRoutes(app);
  serviceOrderRoutes(app);
  messageRoutes(app);
  imageRoutes(app);
  structureRoutes(app);
  accountRoutes(app);
  promoRoutes(app);
  billingRoutes(app);
  contentRoutes(app);
  virtualCategoryRoutes(app);
  menuRoutes(app);
  liveRoutes(app);

  await app.ready();
  return app;
}
