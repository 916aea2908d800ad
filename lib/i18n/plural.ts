// Made on first use: a module-level `new` would be a side effect that keeps every text module importing this one
// in every bundle.
let rules: Intl.PluralRules | undefined;

/**
 * Russian plural form for a count: 1 секунду, 2 секунды, 5 секунд — CLDR's rules as the platform ships them
 * (`Intl.PluralRules`). A fraction is CLDR's `other`, which Russian writes with the genitive singular, the same
 * word as `few`: 1,5 секунды.
 */
export function plural(count: number, one: string, few: string, many: string): string {
  rules ??= new Intl.PluralRules('ru');
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
    case 'other':
      return few;
    default:
      return many;
  }
}
