import { describe, expect, it } from 'vitest';
import { transliterate } from './translit';

describe('transliterate', () => {
  it('spells each Russian letter one way, the signs dropped and й as i', () => {
    expect(transliterate('Весенний SPA-уикенд')).toBe('vesennii spa-uikend');
    expect(transliterate('Щедрый ужин: «Ёлки-палки»')).toBe('shchedryi uzhin: «elki-palki»');
    expect(transliterate('съезд, подъём, день')).toBe('sezd, podem, den');
    expect(transliterate('Хачапури, цезарь, чай, шашлык, юбка, яблоко, эхо')).toBe(
      'khachapuri, tsezar, chai, shashlyk, iubka, iabloko, ekho',
    );
  });

  it('covers the Ukrainian, Belarusian and Kazakh letters that appear in names', () => {
    expect(transliterate('Їжак, Євген, Ґанок, Іван')).toBe('izhak, ievgen, ganok, ivan');
    expect(transliterate('Ўладзімір')).toBe('uladzimir');
    expect(transliterate('Әлия, Ғалым, Қайрат, Ңа, Өмір, Ұлан, Үміт, Һ')).toBe(
      'aliia, galym, kairat, na, omir, ulan, umit, h',
    );
  });

  it('lowers the case and leaves every other character as it was', () => {
    expect(transliterate('Café Olé 2026 🎉')).toBe('café olé 2026 🎉');
    expect(transliterate('')).toBe('');
  });
});
