/**
 * The address (slug) the server makes from a title when none is given — a copy of server/domain/promo.ts
 * `slugify` (features may not import the server) on the same transliteration table (lib/translit.ts), so the form
 * can show the address a landing will get; schemas.test.ts holds the two equal. The server has the last word: a
 * taken address gets `-2`, `-3`… there.
 */
import { transliterate } from '@/lib/translit';

export const SLUG_MAX_LENGTH = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a title made only of symbols the transliteration drops («🎉», «!!!») becomes. */
const FALLBACK_SLUG = 'landing';

/**
 * The address a title gives: transliterated, lower case, every run of other characters one hyphen, at most
 * `maxLength` characters cut at a word boundary when there is one; accents dropped; nothing left → `landing`.
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
