import { formatNights, formatShortDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';

/**
 * How the guests screen writes guests, countries, languages and periods. The Intl name tables are created once:
 * a list formats hundreds of rows.
 */

const regionNames = new Intl.DisplayNames(['ru'], { type: 'region', fallback: 'code' });
const languageNames = new Intl.DisplayNames(['ru'], { type: 'language', fallback: 'code' });

function displayName(names: Intl.DisplayNames, code: string): string {
  if (code.trim() === '') return '';
  try {
    return names.of(code.trim()) ?? code;
  } catch {
    // Not a well-formed code: show it as it came.
    return code;
  }
}

/** The country's Russian name (`RU` → «Россия»); the code itself when unknown. */
export function countryName(code: string): string {
  return displayName(regionNames, code.toUpperCase());
}

/** The language's Russian name (`en` → «английский»); the code itself when unknown. */
export function languageName(code: string): string {
  return displayName(languageNames, code);
}

/** «Анна Смирнова»: first name, then last name, whichever exist; «Гость» when the backend sent neither. */
export function guestName(guest: { firstName: string; lastName: string }): string {
  return [guest.firstName, guest.lastName].filter(Boolean).join(' ') || ru.stays.unnamedGuest;
}

/** «12 нояб. – 15 нояб.», the period of a stay in a row; '' when the backend did not send both days. */
export function formatPeriod(checkIn: string | null, checkOut: string | null): string {
  if (!checkIn || !checkOut) return '';
  return `${formatShortDate(checkIn)} – ${formatShortDate(checkOut)}`;
}

/** «3 ночи»; '' when the backend did not send both days. */
export function stayNights(checkIn: string | null, checkOut: string | null): string {
  return checkIn && checkOut ? formatNights(checkIn, checkOut) : '';
}
