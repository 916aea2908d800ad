import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullBleed } from './app-icons';

describe('fullBleed', () => {
  it("squares the mark's rounded background and keeps the glyph", () => {
    const svg = readFileSync(path.resolve(import.meta.dirname, '..', 'app', 'icon.svg'), 'utf8');
    const square = fullBleed(svg);
    expect(square).not.toMatch(/\brx=/);
    expect(square).toContain('<rect width="32" height="32" fill="#4BA8B3"/>');
    expect(square).toContain('<path d="M10 8v16M22 8v16M10 16h12"');
  });

  it('refuses a source without a rounded background, rather than writing a wrong icon', () => {
    expect(() => fullBleed('<svg><circle r="4"/></svg>')).toThrow(/no rounded <rect>/);
  });
});
