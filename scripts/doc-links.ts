/**
 * Relative links of the repository's Markdown (README.md, docs/, contract/): every one must name a file that exists
 * and, with `#anchor`, a heading of that file, so renaming a record or a CONTRACTS.md heading cannot strand a link.
 * `npx tsx scripts/doc-links.ts` prints the broken ones; scripts/doc-links.test.ts keeps the list empty.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A link that does not resolve: the file it is in, the target as written, and why. */
export interface BrokenLink {
  file: string;
  target: string;
  reason: string;
}

/** The Markdown files whose links are checked, relative to `root`. */
function markdownFiles(root: string): string[] {
  const found = ['README.md'].filter((file) => existsSync(join(root, file)));
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  for (const dir of ['docs', 'contract']) if (existsSync(join(root, dir))) walk(dir);
  return found.filter((file) => !file.includes('node_modules'));
}

/** The text outside fenced code blocks, with inline code spans blanked (their brackets are not links). */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`+[^`]*`+/g, (code) => ' '.repeat(code.length));
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text offers, duplicates numbered as GitHub does (`x`, `x-1`, …). */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The link targets of a Markdown text: inline `[text](target)` and reference definitions `[label]: target`. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1] ?? '');
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(line);
    if (definition) targets.push(definition[1] ?? '');
  }
  return targets;
}

/** The broken relative links of the repository at `root`; external links (a scheme) are not followed. */
export function brokenLinks(root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of markdownFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#', 2);
      const absolute = path === '' ? join(root, file) : resolve(root, dirname(file), decodeURIComponent(path));
      if (!relative(root, absolute) || relative(root, absolute).startsWith('..')) {
        broken.push({ file, target, reason: 'outside the repository' });
        continue;
      }
      if (!existsSync(absolute)) {
        broken.push({ file, target, reason: 'no such file' });
        continue;
      }
      if (anchor && absolute.endsWith('.md') && !anchors(readFileSync(absolute, 'utf8')).has(anchor)) {
        broken.push({ file, target, reason: 'no such heading' });
      }
    }
  }
  return broken;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const broken = brokenLinks(process.cwd());
  for (const link of broken) console.log(`${link.file}: ${link.target} — ${link.reason}`);
  console.log(broken.length === 0 ? 'every relative link resolves' : `${broken.length} broken`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}
