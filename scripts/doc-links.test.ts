import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, brokenLinks, linkTargets, slug } from './doc-links';

/** A throwaway repository holding the given files. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the links of the Markdown docs', () => {
  it('all resolve in this repository, anchors included', () => {
    expect(brokenLinks(process.cwd())).toEqual([]);
  });

  it('makes GitHub anchors, numbering repeated headings', () => {
    expect(slug('Hotel settings: photos (images)')).toBe('hotel-settings-photos-images');
    expect(slug('Stays: day filters')).toBe('stays-day-filters');
    expect([...anchors('# A\n## Demo data\n```\n# not a heading\n```\n### Demo data\n')]).toEqual([
      'a',
      'demo-data',
      'demo-data-1',
    ]);
  });

  it('reads inline links and reference definitions, not code', () => {
    expect(linkTargets('[a](x.md) `[b](y.md)` [c](z.md#h "t")\n[ref]: r.md\n```\n[d](w.md)\n```')).toEqual([
      'x.md',
      'z.md#h',
      'r.md',
    ]);
  });

  it('reports a missing file, a missing heading and a path out of the repository', () => {
    const root = repo({
      'README.md':
        '[gone](docs/gone.md) [ok](docs/a.md#title) [bad](docs/a.md#nope) [out](../x.md) [web](https://x.org)',
      'docs/a.md': '# Title\n[self](#title) [back](../README.md)',
    });
    expect(brokenLinks(root)).toEqual([
      { file: 'README.md', target: 'docs/gone.md', reason: 'no such file' },
      { file: 'README.md', target: 'docs/a.md#nope', reason: 'no such heading' },
      { file: 'README.md', target: '../x.md', reason: 'outside the repository' },
    ]);
  });
});
