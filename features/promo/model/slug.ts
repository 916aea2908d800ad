/**
 * The address (slug) the server makes from a title when none is given — a copy of server/domain/promo.ts
 * `slugify` (features may not import the server), so the form can show the address a landing will get. The
 * server has the last word: a taken address gets `-2`, `-3`… there.
 */

export const SLUG_MAX_LENGTH = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a title made only of symbols the transliteration drops («🎉», «!!!») becomes. */
const FALLBACK_SLUG = 'landing';

// Russian → Latin, close to the passport transliteration (ГОСТ Р 52535.1-2006): one Latin spelling per letter,
// `й` as `i` and the signs dropped, so «Весенний SPA-уикенд» reads `vesennii-spa-uikend`; the Ukrainian,
// Belarusian and Kazakh letters the server knows too. The same table as the server's.
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

/**
 * The address a title gives: transliterated, lower case, every run of other characters one hyphen, at most
 * `maxLength` characters cut at a word boundary when there is one; accents dropped; nothing left → `landing`.
 */
export function slugify(title: string, maxLength = SLUG_MAX_LENGTH): string {
  const latin = [...title.normalize('NFKC').toLowerCase()]
    .map((char) => TRANSLIT[char] ?? char)
    .join('')
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
