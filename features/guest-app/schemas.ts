import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';
import type { MenuPayload, VirtualCategoryPayload } from './api';
import { iconNameError, readIconName } from './model/icon-names';

/**
 * The rules of the category and menu forms, the one source of their validation (ARCHITECTURE rule 7), mirroring
 * the server's (docs/CONTRACTS.md, «Guest-app editors»). Uniqueness of a name stays the server's word, shown on
 * the field.
 */

const text = ru.guestApp.validation;

export const GROUP_NAME_MAX_LENGTH = 100;
const CATEGORY_ICON_MAX_LENGTH = 64;

const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(text.required),
  v.maxLength(GROUP_NAME_MAX_LENGTH, text.maxLength(GROUP_NAME_MAX_LENGTH)),
);

/** The category form as its fields hold it: an empty icon field means none. */
export interface CategoryInput {
  name: string;
  icon: string;
}

/** The form of a new category, or of this one. */
export function categoryInput(category: { name: string; icon: string | null } | null): CategoryInput {
  return { name: category?.name ?? '', icon: readIconName(category?.icon) };
}

export const categorySchema = v.object({
  name: nameSchema,
  icon: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(CATEGORY_ICON_MAX_LENGTH, text.maxLength(CATEGORY_ICON_MAX_LENGTH)),
    // Only an icon the guest app knows (the picker offers no other; a stored unknown name must be replaced).
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? iconNameError(dataset.value) : undefined;
      if (message !== undefined) addIssue({ message });
    }),
    // A blank icon is sent as none (the guest app then shows «None»).
    v.transform((icon): string | null => (icon === '' ? null : icon)),
  ),
}) satisfies v.GenericSchema<CategoryInput, VirtualCategoryPayload>;

/** The menu form as its fields hold it (the type select is empty until chosen). */
export interface MenuInput {
  name: string;
  type: string | null;
}

/** The form of a new menu, or of this one. */
export function menuInput(menu: { name: string; type: string } | null): MenuInput {
  return { name: menu?.name ?? '', type: menu?.type ?? null };
}

export const menuSchema = v.pipe(
  v.object({
    name: nameSchema,
    type: v.pipe(
      v.nullable(v.string()),
      v.check((type) => type !== null && type !== '', text.typeRequired),
    ),
  }),
  v.transform((input): MenuPayload => ({ name: input.name, type: input.type ?? '' })),
) satisfies v.GenericSchema<MenuInput, MenuPayload>;

/** A rename sends only what changed (PATCH); an empty patch means there is nothing to save. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== before[key]) patch[key] = after[key];
  }
  return patch;
}

/**
 * The form field a server error key lands on (DRF answers camelCase). Anything else (`nonFieldErrors`, `detail`)
 * shows above the buttons.
 */
export const CATEGORY_SERVER_FIELDS: Readonly<Record<string, keyof CategoryInput>> = { name: 'name', icon: 'icon' };
export const MENU_SERVER_FIELDS: Readonly<Record<string, keyof MenuInput>> = { name: 'name', type: 'type' };
