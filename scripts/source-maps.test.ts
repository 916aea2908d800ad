import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hideSourceMaps, sourceMapsDirFor, stripMappingComment } from './source-maps';

const CHUNK = '_next/static/chunks/app-0abc.js';
const CSS = '_next/static/css/app-0abc.css';
// Turbopack names a map after its own hash, not the chunk's.
const CHUNK_MAP = '_next/static/chunks/9xyz.js.map';
const CSS_MAP = '_next/static/css/8xyz.css.map';
const CHUNK_CODE = 'console.log("a");\n//# sourceMappingURL=9xyz.js.map';
const CSS_CODE = 'body{color:red}\n/*# sourceMappingURL=8xyz.css.map*/';
const MAP = '{"version":3,"sources":["webpack://app/page.tsx"],"mappings":"AAAA"}';

let root: string;
let out: string;
let maps: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), content);
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
  out = path.join(root, 'out');
  maps = path.join(root, 'out-sourcemaps');
  write(CHUNK, CHUNK_CODE);
  write(CHUNK_MAP, MAP);
  write(CSS, CSS_CODE);
  write(CSS_MAP, MAP);
  write('_next/static/chunks/stray.js.map', MAP);
  write('index.html', '<script src="/_next/static/chunks/app-0abc.js"></script>');
  write('config.js', 'window.__DASHBOARD_CONFIG__ = {};\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('hideSourceMaps', () => {
  it('moves every map out of the export, and copies each file that names one as built', () => {
    expect(hideSourceMaps(out, maps)).toBe(3);
    for (const map of [CHUNK_MAP, CSS_MAP, '_next/static/chunks/stray.js.map']) {
      expect(existsSync(path.join(out, map)), map).toBe(false);
      expect(read(maps, map), map).toBe(MAP);
    }
    expect(read(maps, CHUNK)).toBe(CHUNK_CODE);
    expect(read(maps, CSS)).toBe(CSS_CODE);
    expect(existsSync(path.join(maps, 'config.js'))).toBe(false);
  });

  it('drops an inline map with its comment', () => {
    write('inline.js', 'f();\n//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozfQ==');
    hideSourceMaps(out, maps);
    expect(read(out, 'inline.js')).toBe('f();\n');
  });

  it('leaves the served files without the comment and otherwise unchanged, line for line', () => {
    hideSourceMaps(out, maps);
    expect(read(out, CHUNK)).toBe('console.log("a");\n');
    expect(read(out, CSS)).toBe('body{color:red}\n');
    expect(read(out, 'index.html')).toContain('app-0abc.js');
    expect(read(out, 'config.js')).toBe('window.__DASHBOARD_CONFIG__ = {};\n');
  });

  it('holds one build: maps of an earlier build are gone', () => {
    mkdirSync(maps, { recursive: true });
    writeFileSync(path.join(maps, 'stale.js.map'), MAP);
    hideSourceMaps(out, maps);
    expect(existsSync(path.join(maps, 'stale.js.map'))).toBe(false);
  });

  it('is a no-op on an export without maps', () => {
    hideSourceMaps(out, maps);
    expect(hideSourceMaps(out, path.join(root, 'again'))).toBe(0);
    expect(read(out, CHUNK)).toBe('console.log("a");\n');
  });
});

describe('stripMappingComment', () => {
  it('removes only the closing comment, never the words inside code', () => {
    expect(stripMappingComment('a();\n//# sourceMappingURL=a.js.map\n')).toBe('a();\n');
    const code = 'const s = "//# sourceMappingURL=x";f();';
    expect(stripMappingComment(code)).toBe(code);
  });
});

describe('sourceMapsDirFor', () => {
  it('is SOURCEMAPS_DIR when set, else the export directory with -sourcemaps', () => {
    expect(sourceMapsDirFor('/srv/out', {})).toBe(path.resolve('/srv/out-sourcemaps'));
    expect(sourceMapsDirFor('/srv/out', { SOURCEMAPS_DIR: '/tmp/maps' })).toBe(path.resolve('/tmp/maps'));
  });
});
