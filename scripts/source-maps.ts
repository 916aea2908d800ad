/**
 * Hidden source maps (docs/decisions/200-build-and-serving.md). Every production export is built with browser
 * source maps (next.config.mjs), and after the build they leave the export: nothing served names or carries
 * them, yet Sentry can be given them to turn a minified stack into our code.
 *
 * `hideSourceMaps(exportDir, mapsDir)` moves each `*.map` of the export into `mapsDir`, at the same relative
 * path, with a copy of each file that names one, as built (`sourceMappingURL` comment and all): `mapsDir` is the
 * upload for `sentry-cli sourcemaps upload --url-prefix '~/'`, whose URLs are then those the browser loads.
 * The served file loses only its last line, the `sourceMappingURL` comment, so every line and column of a
 * stack frame still points into the uploaded copy.
 *
 * CLI: `tsx scripts/source-maps.ts <exportDir> [mapsDir]`.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The last line's `//# sourceMappingURL=<url>` (JS) or `/*# sourceMappingURL=<url> *\/` (CSS), where bundlers put
 * it; only there, so code that merely contains the words (a string, a template) is never touched. Group 2 or 3 is
 * the URL.
 */
const MAPPING_COMMENT =
  /(^|\n)(?:\/\/[#@] sourceMappingURL=(\S*)[^\n]*|\/\*[#@] sourceMappingURL=([^\s*]*)[^\n]*?\*\/)[ \t]*\n?$/;

/** Where the maps of the export in `exportDir` go: SOURCEMAPS_DIR, else `<exportDir>-sourcemaps` beside it. */
export function sourceMapsDirFor(exportDir: string, env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.SOURCEMAPS_DIR || `${path.resolve(exportDir)}-sourcemaps`);
}

/** The code without its closing `sourceMappingURL` comment. */
export function stripMappingComment(code: string): string {
  return code.replace(MAPPING_COMMENT, '$1');
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Moves the export's source maps into `mapsDir` (emptied first: it holds one build's maps), each file that names
 * one copied there as built, and strips the comments from the served files. Turbopack names a chunk's map after
 * its own hash (`a1.js` → `b2.js.map`), so maps are found through the comments, then any map left over is moved
 * too. Returns how many maps moved.
 */
export function hideSourceMaps(exportDir: string, mapsDir: string): number {
  const root = path.resolve(exportDir);
  const target = path.resolve(mapsDir);
  rmSync(target, { recursive: true, force: true });
  const move = (relative: string, copy: boolean): void => {
    const to = path.join(target, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    if (copy) copyFileSync(path.join(root, relative), to);
    else renameSync(path.join(root, relative), to);
  };
  let moved = 0;
  for (const relative of filesUnder(root)) {
    if (!/\.(?:m?js|css)$/.test(relative)) continue;
    const file = path.join(root, relative);
    const code = readFileSync(file, 'utf8');
    const match = MAPPING_COMMENT.exec(code);
    if (!match) continue;
    move(relative, true);
    // A data: URL (an inline map) leaves with the comment; a file beside the export's files moves.
    const url = (match[2] ?? match[3] ?? '').split(/[?#]/, 1)[0] ?? '';
    if (url && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/')) {
      const map = path.relative(root, path.resolve(path.dirname(file), decodeURIComponent(url)));
      if (!map.startsWith('..') && existsSync(path.join(root, map))) {
        move(map, false);
        moved += 1;
      }
    }
    writeFileSync(file, stripMappingComment(code));
  }
  for (const relative of filesUnder(root)) {
    if (!relative.endsWith('.map')) continue;
    move(relative, false);
    moved += 1;
  }
  return moved;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [exportDir = 'out', mapsDir] = process.argv.slice(2);
  const target = mapsDir ?? sourceMapsDirFor(exportDir);
  console.log(`${hideSourceMaps(exportDir, target)} source maps moved to ${target}.`);
}
