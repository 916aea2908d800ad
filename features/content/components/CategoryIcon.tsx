import type { IconProps } from '@tabler/icons-react';
import { type ComponentType, createElement } from 'react';
import { CATEGORY_ICONS } from '@/lib/ui/category-icons';

/** A category's icon by its `icon` name (lib/ui/category-icons.ts); the kind's own icon for a name without one. */
export function CategoryIcon({
  name,
  fallback,
  ...props
}: IconProps & { name: string; fallback: ComponentType<IconProps> }) {
  const Drawn = (Object.hasOwn(CATEGORY_ICONS, name) && CATEGORY_ICONS[name]) || fallback;
  // Decorative: the tab names the category.
  // createElement: the icon is one of the module-level map's or the kind's own, never made during render.
  return createElement(Drawn, { stroke: 1.8, 'aria-hidden': true, ...props });
}
