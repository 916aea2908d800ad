import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vi } from 'vitest';
import standIn from '@/lib/ui/DatePickerStandIn.module.css';

/**
 * A module imported afresh, in a browser that is never idle: a deferred part's code (`lazyPart(…, 'idle')`) is
 * then not in, and does not come on its own, whatever earlier imports or a slow start of the test loaded — only
 * what the test does to the stand-in loads it. Pair with `vi.unstubAllGlobals()` after each test.
 */
export async function importNeverIdle<T>(load: () => Promise<T>): Promise<T> {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.resetModules();
  return load();
}

/** The folder of the installed @mantine/dates (its exports name no files of the package's own). */
function datesPackage(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@mantine/dates'));
  while (path.basename(dir) !== 'dates') dir = path.dirname(dir);
  return dir;
}

/**
 * The generated class of Mantine's date picker button (PickerInputBase's `input`), read from the package's own CSS
 * module: for the tests that hold the date picker's stand-in equal to it, never for the product's code.
 */
export function pickerButtonClass(): string {
  const source = readFileSync(
    path.join(datesPackage(), 'esm/components/PickerInputBase/PickerInputBase.module.mjs'),
    'utf8',
  );
  const name = /"input":\s*"([^"]+)"/.exec(source)?.[1];
  if (!name) throw new Error('PickerInputBase.module.mjs names no input class: read the new one');
  return name;
}

/** The installed @mantine/dates stylesheet. */
export function datesStyles(): string {
  return readFileSync(path.join(datesPackage(), 'styles.css'), 'utf8');
}

/**
 * A date picker field's classes as drawn, to hold a stand-in's look equal to the picker's: Mantine's static classes
 * (`mantine-DatePickerInput-input`: names a theme may style by, with no rules here) left out, and the picker button's
 * own class and the stand-in's copy of its rules (lib/ui/DatePickerStandIn.test.tsx holds the rules equal) read as one.
 */
export function drawnClasses(className: string): string {
  return className
    .split(' ')
    .filter((name) => name !== '' && !name.startsWith('mantine-'))
    .map((name) => (name === pickerButtonClass() || name === standIn.button ? 'picker-button' : name))
    .join(' ');
}
