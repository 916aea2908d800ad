/**
 * Critical CSS (docs/decisions/150-critical-css-inlined.md). Next links the whole stylesheet of the app — Mantine's
 * every component, the fonts, our CSS modules — from every exported page, and the browser paints nothing until it
 * has it. After the build, each page gets instead:
 *
 * - an inline `<style data-critical>`: the rules that match the page's prerendered HTML (the sign-in form, the
 *   session spinner), with the `@font-face` rules of the glyphs it shows and the keyframes it runs, computed by
 *   `beasties`. Wrapped in `@layer critical`: layered rules lose to every unlayered one, so once the whole
 *   stylesheet is there it alone decides, in its own order, as before (the inline copy of a rule never comes
 *   after a later rule of the stylesheet);
 * - the stylesheet links turned into `<link rel="preload" as="style" data-deferred-stylesheet>`: fetched at once,
 *   blocking nothing. React
 *   inserts the stylesheets itself when it hydrates (they are in the page's RSC payload, with their precedence),
 *   and the preloaded response is what it gets.
 *
 * No script is added and none changes: the CSP's `script-src` hashes stay those of Next's inline scripts, and
 * `style-src` already allows inline styles (Mantine writes its own at run time).
 *
 * Rules kept whatever the prerendered HTML holds: those of the stored-session mark (lib/ui/stored-session.ts), set
 * on `<html>` before the first paint, which the static document never has.
 *
 * CLI: `tsx scripts/critical-css.ts [dir]` (default `out`), on an export that has not been through it yet.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties, { type Options } from 'beasties';
import { htmlFiles } from './csp';

/** The attribute that marks the inline critical CSS (bench/first-load.ts counts it as render-blocking). */
export const CRITICAL_ATTRIBUTE = 'data-critical';
/** The attribute that marks a stylesheet link turned into a preload (bench/first-load.ts still counts its bytes). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-stylesheet';
/** The cascade layer of the critical CSS: below every unlayered rule, the whole stylesheet's included. */
export const CRITICAL_LAYER = 'critical';

/** Rules kept even when nothing in the static HTML matches them. */
const ALWAYS_KEPT = [/\[data-stored-session\]/];

/**
 * Wraps the style beasties wrote (the first `<style>` without attributes, right before the stylesheet links it
 * came from) in the critical layer and marks it; turns every `<link rel="stylesheet">` into a preload. Throws when
 * the page has no such style, or more than one.
 */
export function deferStylesheets(html: string, fontFaces = ''): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const [style] = styles;
  if (styles.length !== 1 || !style) throw new Error(`expected one inlined <style>, found ${styles.length}`);
  const [whole, css] = style;
  const index = style.index;
  const layered = `<style ${CRITICAL_ATTRIBUTE}="">@layer ${CRITICAL_LAYER}{${fontFaces}${css}}</style>`;
  const withStyle = html.slice(0, index) + layered + html.slice(index + whole.length);
  return withStyle.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\srel="stylesheet"/i.test(tag)) return tag;
    return tag
      .replace(/\srel="stylesheet"/i, ` rel="preload" as="style" ${DEFERRED_ATTRIBUTE}=""`)
      .replace(/\sdata-precedence="[^"]*"/i, '');
  });
}

/** The `href` of every `<link rel="stylesheet">` of `html`, in document order. */
export function stylesheetHrefs(html: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => /\srel="stylesheet"/i.test(tag))
    .map((tag) => /\shref="([^"]*)"/i.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
}

/**
 * Every `@font-face` rule of the stylesheet `css` served at `href`, its relative URLs made absolute. All of them,
 * not only those of the glyphs beasties sees: the body's font is a CSS variable (Mantine's `--mantine-font-family`),
 * which it cannot follow, and a browser downloads a face only when the page shows one of its characters anyway.
 */
export function fontFaceRules(css: string, href: string): string {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? [])
    .map((rule) =>
      rule.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
        /^(?:data:|[a-z]+:\/\/|\/)/i.test(url)
          ? whole
          : `url(${quote}${new URL(url, `http://x${href}`).pathname}${quote})`,
      ),
    )
    .join('');
}

/** Inlines the critical CSS of one page; `readCss` gives a stylesheet by its `href`. */
export async function criticalPage(
  beasties: Beasties,
  html: string,
  readCss: (href: string) => string,
): Promise<string> {
  const fonts = stylesheetHrefs(html)
    .map((href) => fontFaceRules(readCss(href), href))
    .join('');
  return deferStylesheets(await beasties.process(html), fonts);
}

/** The beasties of an export: stylesheets read from `dir`, links left for {@link deferStylesheets}. */
function beastiesFor(dir: string): Beasties {
  return new Beasties({
    path: dir,
    publicPath: '/',
    // Links left alone (beasties supports `false`; its types do not say so): deferStylesheets() defers them
    // without the inline `onload` handlers beasties would write, which the CSP's `script-src` forbids.
    preload: false as unknown as Options['preload'],
    inlineFonts: true,
    preloadFonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    compress: true,
    keyframes: 'critical',
    allowRules: ALWAYS_KEPT,
    logLevel: 'warn',
  });
}

/** Inlines the critical CSS of every page of the export in `dir`; the number of pages. */
export async function inlineCriticalCss(dir: string): Promise<number> {
  const beasties = beastiesFor(dir);
  const pages = htmlFiles(dir);
  for (const page of pages) {
    const file = path.join(dir, page);
    try {
      const readCss = (href: string) => readFileSync(path.join(dir, new URL(href, 'http://x').pathname), 'utf8');
      writeFileSync(file, await criticalPage(beasties, readFileSync(file, 'utf8'), readCss));
    } catch (error) {
      throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return pages.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'out');
  inlineCriticalCss(dir).then(
    (pages) => console.log(`Critical CSS inlined in ${pages} pages of ${dir}.`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
