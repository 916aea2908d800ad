import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { datesStyles, pickerButtonClass } from '@/lib/test/deferred';

/** The declarations of `.class { … }` in a stylesheet, sorted, whitespace folded. */
function rulesOf(css: string, className: string): string[] {
  const block = new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return block
    .split(';')
    .map((declaration) => declaration.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .sort();
}

describe('the date picker’s stand-in', () => {
  it('draws its button with the rules Mantine’s picker button has (an upgrade that changes them fails here)', () => {
    const expected = rulesOf(datesStyles(), pickerButtonClass());
    expect(expected.length).toBeGreaterThan(0);
    const ours = readFileSync(path.join(import.meta.dirname, 'DatePickerStandIn.module.css'), 'utf8');
    expect(rulesOf(ours, 'button')).toEqual(expected);
  });
});
