import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-if-stale';

/**
 * `npm ci` (.ci/run) installs the lockfile as it is, and refuses it as out of sync with package.json when a
 * package's optional dependency has no entry, as happens to the other platforms' binaries when a lockfile is
 * written against a registry that lacks them (docs/decisions/195-tooling-and-the-test-run.md). These checks fail here,
 * with the missing names, before CI fails at its first step.
 */

interface LockPackage {
  /** An aliased package's real name. */
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as T;
const manifest = read<LockPackage>('package.json');
const lock = read<{ lockfileVersion: number; packages: Record<string, LockPackage> }>('package-lock.json');

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolveIn(from: string, name: string): LockPackage | undefined {
  let base = from;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('is a lockfile v3 whose root is package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[''];
    expect(root?.dependencies).toEqual(manifest.dependencies);
    expect(root?.devDependencies).toEqual(manifest.devDependencies);
  });

  it('locks every direct dependency at the exact version package.json names (an alias: `npm:package@version`)', () => {
    const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
    const wrong = Object.entries(wanted).filter(([name, spec]) => {
      const alias = /^npm:(@?[^@]+)@(.+)$/.exec(spec);
      const locked = resolveIn('', name);
      return alias ? locked?.name !== alias[1] || locked?.version !== alias[2] : locked?.version !== spec;
    });
    expect(wrong).toEqual([]);
  });

  it("lists every package's optional dependencies, other platforms' binaries included", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolveIn(at, name))
        .map((name) => `${at || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
