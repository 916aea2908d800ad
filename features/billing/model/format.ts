let displayNames: Intl.DisplayNames | null | undefined;

/** The Russian name of a currency by its ISO 4217 code («российский рубль»), or null when the browser has none. */
export function currencyName(code: string): string | null {
  displayNames ??=
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['ru'], { type: 'currency', fallback: 'none' })
      : null;
  try {
    return displayNames?.of(code) ?? null;
  } catch {
    // Not a well-formed code: the code alone is shown.
    return null;
  }
}
