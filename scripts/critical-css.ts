/**
 * Critical CSS (docs/decisions/191-first-paint-and-the-desk.md). Next links the whole stylesheet of the app — Mantine's
 * every component, the fonts, our CSS modules — from every exported page, and the browser paints nothing until it
 * has it. After the build, each page gets instead:
 *
 * - an inline `<style data-critical>`: the rules that match the page's prerendered HTML (the sign-in form, the
 *   session spinner), with the keyframes it runs, computed by `beasties`. Wrapped in `@layer critical`: layered
 *   rules lose to every unlayered one, so once the whole stylesheet is there it alone decides, in its own order, as
 *   before (the inline copy of a rule never comes after a later rule of the stylesheet);
 * - the stylesheet links turned into `<link rel="preload" as="style" fetchpriority="low" data-deferred-stylesheet>`:
 *   fetched at once, blocking nothing. React inserts the stylesheets itself when it hydrates (they are in the page's
 *   RSC payload, with their precedence), and the preloaded response is what it gets. `fetchpriority="low"` makes
 *   Chromium fetch them at High rather than its render-blocking VeryHigh (decision 191): they are not needed for
 *   the first paint, and Lighthouse's simulation counts every VeryHigh response that came before it as blocking it;
 * - every `@font-face` rule of the stylesheets in a `<style data-font-faces media="print">` that the root layout's
 *   inline script turns on for the screen once the first frame with the page's content is out
 *   (lib/ui/font-faces.ts): the text paints in the fallback font, as `font-display: swap` has it anyway, and its
 *   faces are fetched right after rather than at VeryHigh priority by the first layout, which Lighthouse's
 *   simulated first paint counts as blocking it (decision 191);
 * - the Suspense boundaries the prerender completed shown in place ({@link revealCompletedBoundaries}): React's own
 *   inline reveal waits for 300 ms after the first paint, which the stylesheets no longer hold back.
 *
 * What it keeps (bench, 2026-12-05, sign-in on Lighthouse's mobile preset): without this step (and so without the
 * late font faces) the score is 90 (runs 96, 90, 89) and LCP 3050 ms, over its 2500 ms budget, FCP 2290 ms; with
 * it 97, LCP 1834–1849 ms.
 *
 * No script is added and none changes: the CSP's `script-src` hashes stay those of Next's inline scripts, and
 * `style-src` already allows inline styles (Mantine writes its own at run time).
 *
 * Rules kept whatever the prerendered HTML holds: those of the stored-session mark
 * (lib/ui/stored-session-mark.ts), set on `<html>` before the first paint, which the static document never has.
 *
 * CLI: `tsx scripts/critical-css.ts [dir]` (default `out`), on an export that has not been through it yet.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties, { type Options } from 'beasties';
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from 'parse5';
import { FONT_FACES_ATTRIBUTE } from '../lib/ui/font-faces';
import { htmlFiles } from './csp';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** The attribute that marks the inline critical CSS (bench/first-load.ts counts it as render-blocking). */
const CRITICAL_ATTRIBUTE = 'data-critical';
/** The attribute that marks a stylesheet link turned into a preload (bench/first-load.ts still counts its bytes). */
const DEFERRED_ATTRIBUTE = 'data-deferred-stylesheet';
/** The cascade layer of the critical CSS: below every unlayered rule, the whole stylesheet's included. */
const CRITICAL_LAYER = 'critical';

/** Rules kept even when nothing in the static HTML matches them. */
const ALWAYS_KEPT = [/\[data-stored-session\]/];

/**
 * Wraps the style beasties wrote (the first `<style>` without attributes, right before the stylesheet links it
 * came from) in the critical layer and marks it, with `fontFaces` before it in a print-only style (turned on after
 * the first paint, lib/ui/font-faces.ts); turns every `<link rel="stylesheet">` into a preload. Throws when the page
 * has no such style, or more than one.
 */
export function deferStylesheets(html: string, fontFaces = ''): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const [style] = styles;
  if (styles.length !== 1 || !style) throw new Error(`expected one inlined <style>, found ${styles.length}`);
  const [whole, css] = style;
  const index = style.index;
  const faces = fontFaces ? `<style ${FONT_FACES_ATTRIBUTE}="" media="print">${fontFaces}</style>` : '';
  const layered = `${faces}<style ${CRITICAL_ATTRIBUTE}="">@layer ${CRITICAL_LAYER}{${css}}</style>`;
  // beasties marks <html> while it works and leaves the mark; React would find an attribute it did not render.
  const withStyle = (html.slice(0, index) + layered + html.slice(index + whole.length)).replace(
    / data-beasties-container(?:="")?/,
    '',
  );
  return withStyle.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\srel="stylesheet"/i.test(tag)) return tag;
    return tag
      .replace(/\srel="stylesheet"/i, ` rel="preload" as="style" fetchpriority="low" ${DEFERRED_ATTRIBUTE}=""`)
      .replace(/\sdata-precedence="[^"]*"/i, '');
  });
}

function findById(node: ParentNode, id: string): DefaultTreeAdapterTypes.Element | null {
  for (const child of node.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    if (child.attrs.some((attr) => attr.name === 'id' && attr.value === id)) return child;
    const found = findById(child, id);
    if (found) return found;
  }
  return null;
}

const commentData = (node: ChildNode | undefined): string | null =>
  node && defaultTreeAdapter.isCommentNode(node) ? node.data : null;

/**
 * Shows the Suspense boundaries the prerender completed as if React had streamed nothing: the content React put
 * aside in `<div hidden id="S:n">` takes the place of the fallback after `<template id="B:n">`, and the boundary's
 * `<!--$?-->` becomes `<!--$-->`, what React hydrates as a completed boundary. In the browser, React's inline
 * `$RC("B:n","S:n")` would do the same, but no sooner than 300 ms after the first paint (it batches reveals): with
 * the stylesheets no longer holding the first paint back, the sign-in form would come after a spinner. The `$RC`
 * call stays: finding no `S:n`, it does nothing. Only boundaries whose `$RC` call the page holds are shown.
 */
export function revealCompletedBoundaries(html: string): string {
  let result = html;
  for (;;) {
    const calls = [...result.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)];
    const document = parse(result, { sourceCodeLocationInfo: true });
    const call = calls.find(([, boundary, segment]) => {
      return boundary && segment && findById(document, boundary) && findById(document, segment);
    });
    if (!call) return result;
    const template = findById(document, call[1] as string);
    const segment = findById(document, call[2] as string);
    const parent = template?.parentNode;
    if (!template || !segment || !parent) return result;
    const siblings = parent.childNodes;
    const start = siblings.indexOf(template);
    const open = siblings[start - 1];
    if (commentData(open) !== '$?') throw new Error(`${call[1]} is not a pending boundary`);
    let depth = 0;
    let end = -1;
    for (let i = start + 1; i < siblings.length && end < 0; i += 1) {
      const data = commentData(siblings[i]);
      if (data === '/$' || data === '/&') {
        if (depth === 0) end = i;
        else depth -= 1;
      } else if (data !== null && ['$', '$?', '$~', '$!', '&'].includes(data)) depth += 1;
    }
    const close = siblings[end];
    const openAt = open?.sourceCodeLocation;
    const closeAt = close?.sourceCodeLocation;
    const segmentAt = segment.sourceCodeLocation;
    if (!openAt || !closeAt || !segmentAt?.startTag || !segmentAt.endTag) {
      throw new Error(`${call[1]}: the boundary or its content cannot be located`);
    }
    const content = result.slice(segmentAt.startTag.endOffset, segmentAt.endTag.startOffset);
    if (segmentAt.startOffset < closeAt.endOffset) throw new Error(`${call[2]} comes before its boundary`);
    result =
      result.slice(0, openAt.startOffset) +
      `<!--$-->${content}` +
      result.slice(closeAt.startOffset, segmentAt.startOffset) +
      result.slice(segmentAt.endOffset);
  }
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
async function criticalPage(beasties: Beasties, html: string, readCss: (href: string) => string): Promise<string> {
  const fonts = stylesheetHrefs(html)
    .map((href) => fontFaceRules(readCss(href), href))
    .join('');
  return deferStylesheets(await beasties.process(revealCompletedBoundaries(html)), fonts);
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
