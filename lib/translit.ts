/**
 * Cyrillic → Latin, close to the passport transliteration (ГОСТ Р 52535.1-2006): one Latin spelling per letter,
 * `й` as `i` and the signs dropped, so «Весенний SPA-уикенд» reads `vesennii-spa-uikend`. Ukrainian, Belarusian and
 * Kazakh letters that often appear in names are covered too.
 *
 * The one table of the dashboard and the reference backend: the landing form shows the address the server will
 * make from a title (features/promo/model/slug.ts), the server makes it (server/domain/promo.ts), and the seed
 * spells its e-mail addresses with it (server/seed/front-desk.ts). Here in lib/ because the application may not
 * import server/; the server may import lib/.
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
