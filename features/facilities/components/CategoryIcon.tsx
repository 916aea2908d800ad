import { IconCategoryPlus, type IconProps, IconStar } from '@tabler/icons-react';
import { createElement } from 'react';
import { CATEGORY_ICONS } from '@/lib/ui/category-icons';

/**
 * The icon of a facility category by its `icon` name (lib/ui/category-icons.ts); `none` for the «Без категории»
 * group (loose tiles), a star (a generic feature) for a name without an icon. Decorative: the section's heading
 * names the category.
 */
export function CategoryIcon({ icon, size = 20, ...props }: IconProps & { icon: string | null }) {
  const Drawn =
    icon === 'none'
      ? IconCategoryPlus
      : (icon !== null && Object.hasOwn(CATEGORY_ICONS, icon) && CATEGORY_ICONS[icon]) || IconStar;
  // createElement: the icon is one of the module-level map's, never made during render.
  return createElement(Drawn, { size, stroke: 1.8, 'aria-hidden': true, ...props });
}
