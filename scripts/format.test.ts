/**
 * `npm run lint` starts with `biome check .`: an unformatted file or unsorted imports fail it. Checked here through
 * a file outside the tree checked with the project's own biome.json, so the configuration (not just the tool) is what
 * is tested.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

const DIR = mkdtempSync(path.join(tmpdir(), 'format-'));

function check(source: string): number | null {
  const file = path.join(DIR, 'sample.ts');
  writeFileSync(file, source);
  // The linter's one rule (import cycles) scans the whole project: not what is tested here, and seconds a check.
  const args = ['check', `--config-path=${ROOT}`, '--vcs-enabled=false', '--linter-enabled=false', file];
  return spawnSync(BIOME, args, { encoding: 'utf8' }).status;
}

describe('the formatter in npm run lint', () => {
  it('passes a formatted file with sorted imports', () => {
    expect(check("import { a } from 'a';\nimport { b } from 'b';\n\nexport const c = a + b;\n")).toBe(0);
  });

  it('fails a file that is not formatted', () => {
    expect(check('export const c   =  "x"\n')).not.toBe(0);
  });

  it('fails imports out of order', () => {
    expect(check("import { b } from 'b';\nimport { a } from 'a';\n\nexport const c = a + b;\n")).not.toBe(0);
  });
});
