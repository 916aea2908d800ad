/**
 * Builds the export's service worker, `<export>/sw.js`, after `next build` and the page rewrites
 * (scripts/build-if-stale.ts; docs/decisions/209-installable-app.md). Next builds with Turbopack here, which
 * Serwist's Next plugin (a webpack plugin) does not serve, so the two steps are Serwist's own, over the finished
 * export:
 *
 * 1. esbuild bundles lib/pwa/worker/sw.ts (Serwist and our few lines) into one classic script;
 * 2. `@serwist/build`'s `injectManifest` lists the files to precache, each with a revision (the hash of its bytes),
 *    and writes the list into the script's `self.__SW_MANIFEST`.
 *
 * Precached: every page (`*.html`: the app's pages, its fallback `404.html`, the account links' placeholders) and
 * the scripts and styles under `/_next/static/` (their names carry their hash, so their URL is their revision),
 * the manifest and its icons. Not precached: `config.js` (each host's own, read from the network on every load),
 * the RSC payloads `*.txt` (a client navigation that cannot fetch one loads the page instead), the font files (only
 * the subsets a page uses are fetched, then kept by the worker at run time), the favicon and Apple's icon (Next
 * links them with a hash in the query, so they would never match; a tab icon missing offline is harmless), Next's
 * duplicate `_not-found.html`.
 *
 * A new build gives a new `sw.js` whenever any precached file changed, which is how an open tab learns of a deploy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const WORKER_SOURCE = path.resolve(import.meta.dirname, '..', 'lib', 'pwa', 'worker', 'sw.ts');

/** The export's file name of the worker, served from the root so its scope is the whole app. */
const SERVICE_WORKER_FILE = 'sw.js';

/** What the worker precaches, as globs over the export (see the module comment for what is left out and why). */
const PRECACHE_GLOBS = ['**/*.html', '_next/static/**/*.{js,css}', 'manifest.webmanifest', 'icons/*.png'];
const PRECACHE_IGNORES = ['_not-found.html', '**/.*', '**/.*/**'];

export interface ServiceWorkerBuild {
  /** Files in the precache list. */
  count: number;
  /** Their total size in bytes, as stored (uncompressed). */
  size: number;
  warnings: string[];
}

/** Bundles the worker and writes `<exportDir>/sw.js` with the export's precache list. */
export async function buildServiceWorker(exportDir: string): Promise<ServiceWorkerBuild> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sw-build-'));
  try {
    const bundled = path.join(scratch, SERVICE_WORKER_FILE);
    await build({
      entryPoints: [WORKER_SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      // Serwist's development logging and assertions go with the production build's dead branches.
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'warning',
    });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(exportDir, SERVICE_WORKER_FILE),
      globDirectory: exportDir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      // Content-hashed names are their own revision: no `?__WB_REVISION__` cache busting for them.
      dontCacheBustURLsMatching: /^_next\/static\//,
      // The largest chunk is well under 1 MiB; a file over this limit is left out with a warning, not a failure.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    return { count: result.count, size: result.size, warnings: result.warnings };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
