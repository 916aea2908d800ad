import * as ru from '@/lib/i18n/ru';

/**
 * The names of the guest app's icons, without their drawings (features/guest-app/model/icons.ts), so the form rules can
 * check a name without loading an icon.
 */
export type GuestAppIconName = keyof typeof ru.icons.labels;

/** Whether the guest app knows this icon name. */
export function isGuestAppIconName(name: string): name is GuestAppIconName {
  return Object.hasOwn(ru.icons.labels, name);
}

/**
 * What a stored icon holds for its field: '' for none (null, blank, or the text «None» a Django backend may render
 * for a null, SPEC's fallback), else the name as stored — an unknown one too, so the editor can show it and ask for
 * a real one.
 */
export function readIconName(stored: string | null | undefined): string {
  const name = stored?.trim() ?? '';
  return name === 'None' ? '' : name;
}

/** The field's message for an icon the guest app does not know; undefined for none or a known icon. */
export function iconNameError(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed === '' || isGuestAppIconName(trimmed) ? undefined : ru.icons.unknown(trimmed);
}
