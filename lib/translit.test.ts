import { describe, expect, it } from 'vitest';
import { slugify, transliterate } from './translit';

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

// The one address rule of the landing form (the address it predicts) and the server (the address it stores).
describe('slugify', () => {
  it('makes the address of a title', () => {
    expect(slugify('Весенний SPA-уикенд')).toBe('vesennii-spa-uikend');
    expect(slugify('SPA-уикенд для двоих')).toBe('spa-uikend-dlia-dvoikh');
    expect(slugify('Раннее бронирование со скидкой 15 %')).toBe('rannee-bronirovanie-so-skidkoi-15');
    expect(slugify('Café «Ёлка» — щи & борщ!')).toBe('cafe-elka-shchi-borshch');
    expect(slugify('🎉!!!')).toBe('landing');
  });

  it('spells the demo titles, other alphabets, accents and an empty title as the server always has', () => {
    const addresses: [string, string][] = [
      ['Вечера на крыше с видом на Неву', 'vechera-na-kryshe-s-vidom-na-nevu'],
      ['Тайский массаж у моря: второй сеанс в подарок', 'taiskii-massazh-u-moria-vtoroi-seans-v-podarok'],
      ['Зимний Алтай: третья ночь в шале бесплатно', 'zimnii-altai-tretia-noch-v-shale-besplatno'],
      ['Қазақ ұлттық тағамдары, Україна, Беларусь ў', 'kazak-ulttyk-tagamdary-ukraina-belarus-u'],
      [
        `${'Очень длинный заголовок акции '.repeat(6)}конец`,
        'ochen-dlinnyi-zagolovok-aktsii-ochen-dlinnyi-zagolovok-aktsii-ochen-dlinnyi-zagolovok-aktsii-ochen',
      ],
      ['ÀÉÎÕÜ çñ ß æ', 'aeiou-cn'],
      ['', 'landing'],
    ];
    for (const [title, address] of addresses) expect(slugify(title), title).toBe(address);
  });

  it('cuts a long address at a hyphen, within 100 characters', () => {
    const slug = slugify('Очень длинный заголовок акции '.repeat(8));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
