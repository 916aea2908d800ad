import * as ru from '@/lib/i18n/ru';

/**
 * What the browser checks before uploading an image (hotel photos, content and landing images), for a quick
 * answer (the server checks again and has the last word: it recognises the type from the bytes, and its message
 * is shown when it refuses). Shared here because features do not import each other.
 */

/** The server's default `IMAGE_MAX_BYTES` (10 MiB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The formats the server takes, by MIME type and extension: a file passes when either matches (some systems
 * give no type for .webp), which is also what the file picker offers.
 */
export const PHOTO_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

/** `45 КБ`, `1,2 МБ`, `10 МБ`. */
export function formatBytes(bytes: number): string {
  const { b, kb, mb } = ru.units;
  if (bytes < 1024) return `${bytes} ${b}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, kb] : [bytes / (1024 * 1024), mb];
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', ',')} ${unit}`;
}
