/**
 * `npm run serve`: serves the static export (`out/`, or `STATIC_ROOT`) on `PORT` (3000) with the rules of
 * `scripts/static-rules.ts`: placeholder rewrites, the SPA fallback, cache headers, gzip/brotli for text, and
 * the security headers with the export's Content-Security-Policy (scripts/csp.ts), computed once at start.
 * With `API_PROXY=http://127.0.0.1:8000` (option `apiProxy`) it also proxies `/api/…` and `/media/…` to that
 * backend (scripts/api-proxy.ts): set `apiUrl: "/api"` in the export's config.js and no call needs a preflight.
 * `startStaticServer()` runs the same server in-process (npm start, Playwright, bench, tests).
 */
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createApiProxy } from './api-proxy';
import { exportPolicy } from './csp';
import { CACHE_CONTROL, resolveStaticPath, SECURITY_HEADERS } from './static-rules';

export interface StaticServerOptions {
  /** Directory of the export; default `out/` of the project. */
  root?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Log each request (the CLI does; tests and in-process users don't). */
  logRequests?: boolean;
  /** The backend `/api/…` and `/media/…` are proxied to (`http://127.0.0.1:8000`); none: no proxy. */
  apiProxy?: string;
  /**
   * Compress text answers (default). The e2e servers turn it off: over loopback it only costs CPU, brotli for every
   * chunk of every page load of the run; scripts/serve.test.ts and the bench check the compression itself.
   */
  compress?: boolean;
}

export interface StaticServer {
  /** `http://<host>:<port>`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the static server and resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = path.resolve(options.root ?? path.join(PROJECT_ROOT, 'out'));
  const host = options.host ?? '127.0.0.1';
  // From the export itself (its pages' inline scripts, its config.js, its build stamp) rather than its
  // `.csp.json`, so the policy always matches what is served; a config.js the policy cannot read stops the start.
  const headers = { ...SECURITY_HEADERS, 'content-security-policy': exportPolicy(root).policy };
  const proxy = options.apiProxy ? createApiProxy(options.apiProxy) : null;
  // The proxy answers before Fastify sees the request: its bodies are streamed as they are, never parsed.
  const app = Fastify({
    logger: options.logRequests ? { level: 'info' } : false,
    serverFactory: (handler) => {
      const server = createServer((incoming, outgoing) => {
        if (!proxy?.handle(incoming, outgoing)) handler(incoming, outgoing);
      });
      server.on('upgrade', (incoming, socket: Socket, head: Buffer) => {
        if (!proxy?.upgrade(incoming, socket, head)) socket.destroy();
      });
      return server;
    },
  });

  // Brotli at quality 4 (the plugin's default) costs about as much CPU as gzip and is smaller; both are
  // negotiated from Accept-Encoding. Only compressible types (by mime-db) above 1 KiB are compressed.
  if (options.compress !== false) {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  }
  // `serve: false`: no automatic routes; every request goes through the rules below and `reply.sendFile`.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  const exists = (file: string): boolean => {
    try {
      return statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const rule = resolveStaticPath(request.url, exists);
      reply.code(rule.status);
      reply.header('cache-control', CACHE_CONTROL[rule.cache]);
      reply.headers(headers);
      return reply.sendFile(rule.file, { cacheControl: false, dotfiles: 'deny' });
    },
  });

  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: () => {
      const closing = app.close();
      if (proxy) {
        // Proxied calls keep their connections alive, and websockets passed through stay open: end them all.
        proxy.closeTunnels();
        app.server.closeAllConnections();
      }
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const root = process.env.STATIC_ROOT ?? path.join(PROJECT_ROOT, 'out');
  if (!statSync(path.join(root, 'index.html'), { throwIfNoEntry: false })?.isFile()) {
    console.error(
      `No static export in ${root}: run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
    );
    process.exit(1);
  }
  const apiProxy = process.env.API_PROXY || undefined;
  const server = await startStaticServer({ root, port, host: process.env.HOST ?? '0.0.0.0', apiProxy });
  console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://localhost:${port}`);
  if (apiProxy) console.log(`Proxying /api/ and /media/ to ${apiProxy}`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
