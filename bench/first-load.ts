/**
 * First-load weight of the static export: for each exported page (a route), the scripts and stylesheets its
 * HTML makes the browser load, gzip-compressed as a server sends them (zlib level 6, what @fastify/compress
 * and nginx's gzip_comp_level 5–6 give). The legacy polyfill chunk (`<script noModule>`) is left out: modern
 * browsers skip it.
 *
 * And the render-blocking CSS: the browser paints nothing before it has every `<link rel="stylesheet">` of the
 * page (unless its `media` is `print`) and has parsed every inline `<style>`. The stylesheets the build deferred
 * (scripts/critical-css.ts: preloads marked `data-deferred-stylesheet`) still count in the first-load CSS, not
 * in the blocking CSS; inline styles count with the gzip size of their text alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetList {
  scripts: string[];
  /** Every stylesheet the page loads at first: linked, or preloaded in their stead by the build. */
  styles: string[];
  /** The stylesheets that block the first paint. */
  blockingStyles: string[];
  /** The text of every inline `<style>`, in document order. */
  inlineStyles: string[];
}

const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? null;
const hasAttr = (tag: string, name: string): boolean => new RegExp(`\\s${name}(?:[\\s=>]|$)`, 'i').test(tag);

/** The script and stylesheet URLs a page loads at first, deduplicated, in document order. */
export function firstLoadAssets(html: string): AssetList {
  const scripts = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && !hasAttr(tag, 'nomodule')) scripts.add(src);
  }
  const styles = new Set<string>();
  const blockingStyles = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, 'href');
    const rel = attr(tag, 'rel')?.toLowerCase();
    if (!href) continue;
    if (rel === 'stylesheet') {
      styles.add(href);
      if (attr(tag, 'media')?.trim().toLowerCase() !== 'print') blockingStyles.add(href);
    } else if (rel === 'preload' && hasAttr(tag, 'data-deferred-stylesheet')) styles.add(href);
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return { scripts: [...scripts], styles: [...styles], blockingStyles: [...blockingStyles], inlineStyles };
}

/** Gzip size of a file at level 6. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

export interface RouteWeight {
  route: string;
  file: string;
  jsFiles: number;
  jsGzip: number;
  cssFiles: number;
  cssGzip: number;
  /** Render-blocking CSS: the blocking stylesheets plus the inline styles, gzip bytes. */
  blockingCssGzip: number;
}

/**
 * The first-load JS budget of a route (issue «production hardening»), gzip bytes: the screens staff reach without
 * a session — sign-in (`/`, which is also the home screen once signed in, so it must fit the stricter budget),
 * activation, password change and the not-found page — 180 KB; every other screen of the main application 260 KB.
 */
export function firstLoadBudget(route: string): number {
  const sessionless =
    route === '/' ||
    route.startsWith('/activate/') ||
    route.startsWith('/password-reset/') ||
    route.startsWith('(fallback');
  return (sessionless ? 180 : 260) * 1024;
}

/** `orders.html` → `/orders`, `activate/_/_.html` → `/activate/_/_`, `404.html` → `(fallback 404.html)`. */
export function routeOf(file: string): string {
  if (file === '404.html') return '(fallback 404.html)';
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** First-load JS and CSS of every page of the export in `outDir`, by route. */
export function measureRoutes(outDir: string): RouteWeight[] {
  const size = (url: string): number => {
    const pathname = new URL(url, 'http://x').pathname;
    return gzipBytes(path.join(outDir, decodeURIComponent(pathname)));
  };
  return (
    htmlFiles(outDir)
      .filter((file) => file !== '_not-found.html') // the same page as 404.html
      .map((file) => {
        const { scripts, styles, blockingStyles, inlineStyles } = firstLoadAssets(
          readFileSync(path.join(outDir, file), 'utf8'),
        );
        return {
          route: routeOf(file),
          file,
          jsFiles: scripts.length,
          jsGzip: scripts.reduce((sum, src) => sum + size(src), 0),
          cssFiles: styles.length,
          cssGzip: styles.reduce((sum, href) => sum + size(href), 0),
          blockingCssGzip:
            blockingStyles.reduce((sum, href) => sum + size(href), 0) +
            inlineStyles.reduce((sum, text) => sum + gzipSync(text, { level: 6 }).length, 0),
        };
      })
      // `/` first, then by route, the fallback page last.
      .sort((a, b) => Number(a.file === '404.html') - Number(b.file === '404.html') || a.route.localeCompare(b.route))
  );
}
