/**
 * Hidden source maps (docs/decisions/052-hidden-source-maps.md). Every production export is built with browser
 * source maps (next.config.mjs), and after the build they leave the export: nothing served names or carries
 * them, yet Sentry can be given them to turn a minified stack into our code.
 *
 * `hideSourceMaps(exportDir, mapsDir)` moves each `*.map` of the export into `mapsDir`, at the same relative
 * path, with a copy of its file as built (`sourceMappingURL` comment and all) beside it: `mapsDir` is the
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
 * The last line's `//# sourceMappingURL=…` (JS) or `/*# sourceMappingURL=… *\/` (CSS), where bundlers put it;
 * only there, so code that merely contains the words (a string, a template) is never touched.
 */
const MAPPING_COMMENT = /(^|\n)(?:\/\/[#@] sourceMappingURL=[^\n]*|\/\*[#@] sourceMappingURL=[^\n]*?\*\/)[ \t]*\n?$/;

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
 * Moves the export's source maps into `mapsDir` (emptied first: it holds one build's maps) and strips the
 * comments that name them from the served files. Returns how many maps moved.
 */
export function hideSourceMaps(exportDir: string, mapsDir: string): number {
  const root = path.resolve(exportDir);
  const target = path.resolve(mapsDir);
  rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const relative of filesUnder(root)) {
    const file = path.join(root, relative);
    if (relative.endsWith('.map')) {
      mkdirSync(path.dirname(path.join(target, relative)), { recursive: true });
      const generated = relative.slice(0, -'.map'.length);
      if (existsSync(path.join(root, generated)))
        copyFileSync(path.join(root, generated), path.join(target, generated));
      renameSync(file, path.join(target, relative));
      moved += 1;
    }
  }
  // After the copies: every served script and style sheet, with or without a map, names none.
  for (const relative of filesUnder(root)) {
    if (!/\.(?:m?js|css)$/.test(relative)) continue;
    const file = path.join(root, relative);
    const code = readFileSync(file, 'utf8');
    if (!code.includes('sourceMappingURL=')) continue;
    const stripped = stripMappingComment(code);
    if (stripped !== code) writeFileSync(file, stripped);
  }
  return moved;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [exportDir = 'out', mapsDir] = process.argv.slice(2);
  const target = mapsDir ?? sourceMapsDirFor(exportDir);
  console.log(`${hideSourceMaps(exportDir, target)} source maps moved to ${target}.`);
}
