import { activeHotelStorage, tokenStorage } from '@/lib/storage';

/** What the dashboard's calls carry: their address and their headers (the transport's and the upload's). */

/** The language of every call's answers and errors. */
export const LANGUAGE_HEADERS: Readonly<Record<string, string>> = { 'Accept-Language': 'ru' };

/**
 * Headers of authenticated calls: the access token, read from localStorage on every call so that a token another
 * tab refreshed is used at once, and this tab's active hotel (lib/storage.ts: per tab, not shared).
 */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const access = tokenStorage.getAccess();
  if (access) headers.Authorization = `Bearer ${access}`;
  const hotel = activeHotelStorage.get();
  if (hotel !== null) headers['Managed-Hotel'] = String(hotel);
  return headers;
}

/** `prefix` + `path` joined as ky's `prefix` option joins them, so an upload goes where `post` would. */
export function joinUrl(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
