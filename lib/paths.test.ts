import { describe, expect, it } from 'vitest';
import { isSessionlessPath, parseAccountLink, paths } from './paths';

describe('parseAccountLink', () => {
  it('reads uid and token of a link, with or without a trailing slash', () => {
    expect(parseAccountLink('/activate/Mw/cbx-123abc', 'activate')).toEqual({ uid: 'Mw', token: 'cbx-123abc' });
    expect(parseAccountLink('/password-reset/Mw/cbx-123abc/', 'password-reset')).toEqual({
      uid: 'Mw',
      token: 'cbx-123abc',
    });
  });

  it('round-trips the path helpers', () => {
    expect(parseAccountLink(paths.passwordReset('M w', 'a/b'), 'password-reset')).toEqual({ uid: 'M w', token: 'a/b' });
  });

  it('gives null for the build placeholder and for other paths', () => {
    expect(parseAccountLink('/activate/_/_', 'activate')).toBeNull();
    expect(parseAccountLink('/activate/_/_.html', 'activate')).toBeNull();
    expect(parseAccountLink('/activate/only-uid', 'activate')).toBeNull();
    expect(parseAccountLink('/password-reset/Mw/t', 'activate')).toBeNull();
  });
});

describe('isSessionlessPath', () => {
  it('is true under /activate/ and /password-reset/ only', () => {
    expect(isSessionlessPath('/activate/Mw/t')).toBe(true);
    expect(isSessionlessPath('/password-reset/Mw/t')).toBe(true);
    expect(isSessionlessPath('/profile')).toBe(false);
    expect(isSessionlessPath('/')).toBe(false);
  });
});
