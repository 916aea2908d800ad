/**
 * Cyrillic → Latin, close to the passport transliteration (ГОСТ Р 52535.1-2006): one Latin spelling per letter,
 * `й` as `i` and the signs dropped, so «Весенний SPA-уикенд» reads `vesennii-spa-uikend`. Ukrainian, Belarusian and
 * Kazakh letters that often appear in names are covered too.
 *
 * The one table of the dashboard and the reference backend, and the one rule of a landing's address made from its
 * title ({@link slugify}): the landing form shows the address the server will make (features/promo), the server
 * makes it (server/domain/promo.ts, server/routes/promo.ts), and the seed spells its landings' addresses and its
 * e-mail addresses with them (server/seed/). Here in lib/ because the application may not import server/; the
 * server may import lib/.
 */
const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'ie',
  ґ: 'g',
  ў: 'u',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
};

/** `text` in lower case with its Cyrillic letters transliterated; other characters as they were. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((char) => TRANSLIT[char] ?? char).join('');
}

/** The longest address (slug) of a landing. */
export const SLUG_MAX_LENGTH = 100;
/** An address: lower-case Latin letters and digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a title made only of symbols the transliteration drops («🎉», «!!!») becomes. */
const FALLBACK_SLUG = 'landing';

/**
 * The address a title gives: transliterated, lower case, every run of other characters one hyphen, at most
 * `maxLength` characters cut at a word boundary when there is one. Accents are dropped (`café` → `cafe`); a title
 * with nothing left gives `landing`. The server has the last word: a taken address gets `-2`, `-3`… there.
 */
export function slugify(title: string, maxLength = SLUG_MAX_LENGTH): string {
  const latin = transliterate(title.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > maxLength) {
    const cut = slug.slice(0, maxLength + 1);
    const boundary = cut.lastIndexOf('-');
    slug = (boundary > maxLength / 2 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '');
  }
  return slug || FALLBACK_SLUG;
}
