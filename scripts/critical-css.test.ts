import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from '../bench/first-load';
import {
  deferStylesheets,
  fontFaceRules,
  inlineCriticalCss,
  revealCompletedBoundaries,
  stylesheetHrefs,
} from './critical-css';
import { extractInlineScripts } from './csp';

const LINKS =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';

describe('stylesheetHrefs', () => {
  it('lists the linked stylesheets only', () => {
    const html = `<head>${LINKS}<link rel="preload" href="/c.css" as="style"/><link rel="icon" href="/i.svg"/></head>`;
    expect(stylesheetHrefs(html)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
  });
});

describe('fontFaceRules', () => {
  it('keeps every @font-face, its relative URLs made absolute from the stylesheet', () => {
    const css =
      '.a{color:red}@font-face{font-family:Ubuntu;src:url(../media/u-400.woff2)format("woff2"),url("/abs.woff")}' +
      '@font-face{font-family:Ubuntu;src:url(data:font/woff2;base64,AA==)}';
    expect(fontFaceRules(css, '/_next/static/chunks/a.css')).toBe(
      '@font-face{font-family:Ubuntu;src:url(/_next/static/media/u-400.woff2)format("woff2"),url("/abs.woff")}' +
        '@font-face{font-family:Ubuntu;src:url(data:font/woff2;base64,AA==)}',
    );
  });
});

describe('deferStylesheets', () => {
  it('layers and marks the inlined style and turns the stylesheet links into preloads', () => {
    const html = `<html><head><style>.a{color:red}</style>${LINKS}</head><body><style data-mantine-styles="true">:root{}</style></body></html>`;
    expect(deferStylesheets(html, '@font-face{font-family:U}')).toBe(
      '<html><head><style data-font-faces="" media="print">@font-face{font-family:U}</style>' +
        '<style data-critical="">@layer critical{.a{color:red}}</style>' +
        '<link rel="preload" as="style" fetchpriority="low" data-deferred-stylesheet="" href="/_next/static/chunks/a.css"/>' +
        '<link rel="preload" as="style" fetchpriority="low" data-deferred-stylesheet="" href="/_next/static/chunks/b.css"/>' +
        '</head><body><style data-mantine-styles="true">:root{}</style></body></html>',
    );
  });

  it('throws when nothing was inlined', () => {
    expect(() => deferStylesheets(`<html><head>${LINKS}</head></html>`)).toThrow(/one inlined <style>, found 0/);
  });
});

describe('revealCompletedBoundaries', () => {
  // A Suspense boundary as React's prerender streams it: the fallback in place, the content aside, and the call
  // that swaps them.
  const RC = '<script>$RC("B:0","S:0")</script>';
  const streamed =
    '<html><head></head><body><div class="gate"><!--$?--><template id="B:0"></template><p>loading</p><!--$--><i>x</i><!--/$--><!--/$--></div>' +
    `<script>self.__next_f.push([1,"a"])</script><div hidden id="S:0"><form><div>form</div><!--$--><b>y</b><!--/$--></form></div>${RC}</body></html>`;

  it('puts the content in place of the fallback, as a completed boundary, and leaves the scripts', () => {
    expect(revealCompletedBoundaries(streamed)).toBe(
      '<html><head></head><body><div class="gate"><!--$--><form><div>form</div><!--$--><b>y</b><!--/$--></form><!--/$--></div>' +
        `<script>self.__next_f.push([1,"a"])</script>${RC}</body></html>`,
    );
  });

  it('leaves a boundary alone when its content or its call is missing', () => {
    const pending = streamed.replace(RC, '');
    expect(revealCompletedBoundaries(pending)).toBe(pending);
    const done = '<html><body><!--$--><p>done</p><!--/$-->' + RC + '</body></html>';
    expect(revealCompletedBoundaries(done)).toBe(done);
  });
});

describe('inlineCriticalCss', () => {
  it('inlines what the page shows, keeps the stored-session rules and the scripts, and defers the stylesheet', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'critical-'));
    try {
      const css =
        '@font-face{font-family:Ubuntu;src:url(../media/u.woff2)format("woff2")}' +
        'body{font-family:var(--font)}.form{padding:4px}.dialog{margin:8px}' +
        'html[data-stored-session] .form{display:none}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@keyframes unused{to{opacity:0}}.spinner{animation:spin 1s}';
      const script = 'self.__next_f.push([1,"a < b && c > d"])';
      const html =
        '<!DOCTYPE html><html lang="ru"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        `</head><body><form class="form">Войти</form><div class="spinner"></div><script>${script}</script></body></html>`;
      mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
      writeFileSync(path.join(dir, '_next/static/chunks/a.css'), css);
      writeFileSync(path.join(dir, 'index.html'), html);

      expect(await inlineCriticalCss(dir)).toBe(1);
      const out = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const critical = firstLoadAssets(out).inlineStyles.find((style) => style.startsWith('@layer critical{'));
      expect(critical).not.toContain('@font-face');
      expect(critical).toContain('.form{padding:4px}');
      expect(critical).toContain('html[data-stored-session] .form{display:none}');
      expect(critical).toContain('@keyframes spin');
      expect(critical).not.toContain('.dialog');
      expect(critical).not.toContain('unused');
      expect(firstLoadAssets(out)).toMatchObject({ styles: ['/_next/static/chunks/a.css'], blockingStyles: [] });
      expect(extractInlineScripts(out)).toEqual([script]);
      // The faces wait, for the print medium only, for the root layout's script to turn them on after the first paint.
      expect(out).toMatch(
        /<style data-font-faces="" media="print">@font-face\{[^}]*url\(\/_next\/static\/media\/u\.woff2\)/,
      );
      // The stylesheet itself is left whole: React links it again when it hydrates.
      expect(readFileSync(path.join(dir, '_next/static/chunks/a.css'), 'utf8')).toBe(css);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
