import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const seconds = (count: number) => plural(count, 'секунду', 'секунды', 'секунд');

describe('plural', () => {
  it.each([
    [0, 'секунд'],
    [1, 'секунду'],
    [2, 'секунды'],
    [5, 'секунд'],
    [11, 'секунд'],
    [21, 'секунду'],
    [22, 'секунды'],
    [25, 'секунд'],
    [111, 'секунд'],
    [112, 'секунд'],
    [104, 'секунды'],
  ])('%d → %s', (count, word) => {
    expect(seconds(count)).toBe(word);
  });

  it('takes the genitive singular for a fraction: 1,5 секунды', () => {
    expect(seconds(1.5)).toBe('секунды');
  });
});
